import { describe, expect, it } from "vitest";
import { auditDiff, auditEntrySummary } from "@/features/admin/utils/audit-diff";
import { AUDIT_ACTION_OPTIONS, AUDIT_ENTITY_OPTIONS, auditActionLabel } from "@/features/admin/utils/audit-labels";

describe("audit before/after", () => {
  it("lists every field of either side in Spanish and marks the changed ones", () => {
    expect(auditDiff({ title: "Básico", isPublished: false, position: 1 }, { title: "Básico I", isPublished: true, position: 1 })).toEqual([
      { field: "Título", before: "Básico", after: "Básico I", changed: true },
      { field: "Publicado", before: "no", after: "sí", changed: true },
      { field: "Posición", before: "1", after: "1", changed: false },
    ]);
  });

  it("shows a creation (no before) and a deletion (no after)", () => {
    expect(auditDiff(null, { months: 1, note: null })).toEqual([
      { field: "Meses", before: "—", after: "1", changed: true },
      { field: "Nota", before: "—", after: "vacío", changed: true },
    ]);
    expect(auditDiff({ ids: [3, 1, 2] }, null)).toEqual([{ field: "Identificadores", before: "[3,1,2]", after: "—", changed: true }]);
  });

  it("has nothing to show when both sides are empty", () => {
    expect(auditDiff(null, null)).toEqual([]);
  });

  it("reads a coupon's amounts per currency and an order's total as money, never minor units (issue 35)", () => {
    const rows = auditDiff(null, { code: "VERANO", discountKind: "fixed", amountOff: { COP: 2_000_000, USD: 500 }, minOrder: {}, percentOff: null, oncePerStudent: true });
    expect(rows).toEqual([
      { field: "Código", before: "—", after: "VERANO", changed: true },
      { field: "Tipo de descuento", before: "—", after: "Valor fijo", changed: true },
      { field: "Descuento fijo", before: "—", after: "$ 20.000 COP · US$ 5,00 USD", changed: true },
      { field: "Compra mínima", before: "—", after: "ninguno", changed: true },
      { field: "Porcentaje", before: "—", after: "vacío", changed: true },
      { field: "Una vez por estudiante", before: "—", after: "sí", changed: true },
    ]);
    const order = auditDiff({ status: "paid", totalMinor: 4_990_000, currency: "COP" }, { status: "refunded", totalMinor: 4_990_000, currency: "COP" });
    expect(order[0]).toEqual({ field: "Estado", before: "Pagado", after: "Reembolsado", changed: true });
    expect(order[1]).toEqual({ field: "Total", before: "$ 49.900 COP", after: "$ 49.900 COP", changed: false });
    expect(JSON.stringify(rows)).not.toMatch(/COP":|2000000|coupon\./);
  });

  it("says what an entry was about, for the dashboard", () => {
    expect(auditEntrySummary({ action: "coupon.create", entity: "coupon", entityId: "4", before: null, after: { code: "VERANO" } })).toBe("Cupón «VERANO»");
    expect(auditEntrySummary({ action: "order.refund", entity: "order", entityId: "12", before: null, after: { totalMinor: 4_990_000, currency: "COP" } })).toBe("Pedido #12 · $ 49.900 COP");
    expect(auditEntrySummary({ action: "student.points_adjust", entity: "points_ledger", entityId: "9", before: null, after: { delta: 300, reason: "Premio por asistencia al taller" } })).toBe(
      "+300 puntos · Premio por asistencia al taller",
    );
  });
});

describe("audit filters", () => {
  it("every kind the API records reads in Spanish and can be filtered, coupons included", () => {
    expect(AUDIT_ENTITY_OPTIONS).toEqual(expect.arrayContaining([{ value: "coupon", label: "Cupón" }]));
    for (const action of ["coupon.create", "coupon.update", "coupon.delete", "student.revoke", "order.refund"]) {
      expect(AUDIT_ACTION_OPTIONS.map((o) => o.value)).toContain(action);
      expect(auditActionLabel(action)).not.toBe(action);
    }
    for (const option of AUDIT_ACTION_OPTIONS) expect(option.label).not.toMatch(/^[a-z_]+\.[a-z_]+$/);
  });
});
