import { describe, expect, it } from "vitest";
import { auditDiff } from "@/features/admin/store/audit-diff";

describe("audit before/after", () => {
  it("lists every field of either side and marks the changed ones", () => {
    expect(auditDiff({ title: "Básico", isPublished: false, position: 1 }, { title: "Básico I", isPublished: true, position: 1 })).toEqual([
      { field: "title", before: "Básico", after: "Básico I", changed: true },
      { field: "isPublished", before: "no", after: "sí", changed: true },
      { field: "position", before: "1", after: "1", changed: false },
    ]);
  });

  it("shows a creation (no before) and a deletion (no after)", () => {
    expect(auditDiff(null, { months: 1, note: null })).toEqual([
      { field: "months", before: "—", after: "1", changed: true },
      { field: "note", before: "—", after: "vacío", changed: true },
    ]);
    expect(auditDiff({ ids: [3, 1, 2] }, null)).toEqual([{ field: "ids", before: "[3,1,2]", after: "—", changed: true }]);
  });

  it("has nothing to show when both sides are empty", () => {
    expect(auditDiff(null, null)).toEqual([]);
  });
});
