import type { AdminOrderDetail, AdminOrdersExportQuery, AdminOrdersQuery, RevenueReportQuery } from "@fz/contracts/admin/orders";
import type { AdminOrderSummary } from "@fz/contracts/admin/students";
import type { Database, Tx } from "@fz/db/client";
import { CSV_BOM, csvLine } from "../../lib/csv";
import { checkRange, formatLocal, rangeEnd, rangeStart } from "../../lib/date-range";
import { notFound } from "../../lib/errors";
import { formatMoneyText } from "../../lib/money-text";
import type { AccessService } from "../access/access.service";
import type { GrantDescriptions } from "../access/grant-descriptions.service";
import type { AuditService } from "../audit/audit.service";
import type { AuthService } from "../auth/auth.service";
import type { CatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import type { CommerceService } from "./commerce.service";
import { STATUS_LABELS, toOrder } from "./orders.service";
import * as repo from "./orders-admin.repository";

export interface OrdersAdminDeps {
  db: Database;
  /** The payment path: a manual payment and a refund go through it, as a provider's would. */
  commerce: Pick<CommerceService, "markOrderPaidManually" | "refundOrder">;
  audit: Pick<AuditService, "record">;
  /** The buyers' names and e-mails, and the search by them. */
  auth: Pick<AuthService, "accountsOf" | "accountIdsMatching">;
  /** The grants an order created. */
  access: Pick<AccessService, "grantsByReference">;
  /** The course of each level and tutorial sold (the revenue report). */
  titles: Pick<CatalogueLookupsService, "courseMap">;
  describeGrants: GrantDescriptions;
}

type Buyer = { id: number; email: string; firstName: string; lastName: string };

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

function toSummary(row: repo.OrderSummaryRow, user: Buyer): AdminOrderSummary {
  const { order } = row;
  const more = row.itemsCount > 1 ? ` y ${row.itemsCount - 1} más` : "";
  return {
    id: order.id,
    status: order.status,
    status_label: STATUS_LABELS[order.status],
    provider: order.provider,
    total: toOrder(order, []).total,
    coupon: order.couponCode && order.discountMinor > 0 ? { code: order.couponCode, discount: toOrder(order, []).discount } : null,
    items_count: row.itemsCount,
    description: `${row.firstItem ?? "Pedido"}${more}`,
    user: { id: user.id, email: user.email, name: nameOf(user) },
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    refunded_at: order.refundedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of an order. */
const orderSnapshot = (order: repo.OrderRow) => ({
  status: order.status,
  status_reason: order.statusReason,
  provider: order.provider,
  total_minor: order.totalMinor,
  currency: order.currency,
  paid_at: order.paidAt,
  refunded_at: order.refundedAt,
  settled_by: order.settledBy,
});

/** Orders per batch of the CSV export. */
export const EXPORT_BATCH = 1000;

const PROVIDER_LABELS: Record<string, string> = { sandbox: "Sandbox (pruebas)", stripe: "Stripe", mercadopago: "Mercado Pago", wompi: "Wompi", manual: "Manual (administración)" };

export const ORDER_CSV_HEADERS = [
  "Pedido",
  "Fecha (hora de Colombia)",
  "Estado",
  "Estudiante",
  "Correo electrónico",
  "Productos",
  "Moneda",
  "Subtotal",
  "Cupón",
  "Descuento",
  "IVA incluido",
  "Total",
  "Subtotal (número)",
  "Descuento (número)",
  "IVA (número)",
  "Total (número)",
  "Medio de pago",
  "Pagado el (hora de Colombia)",
  "Reembolsado el (hora de Colombia)",
  "Motivo del estado",
];

export const REVENUE_CSV_HEADERS = ["Mes", "Agrupado por", "Concepto", "Moneda", "Pedidos", "Subtotal", "Descuentos", "Total cobrado", "IVA incluido", "Reembolsado", "Neto"];

function toFilter(query: Omit<AdminOrdersQuery, "page" | "page_size">, buyersMatching: (words: string[]) => repo.OrderFilter["buyers"]): repo.OrderFilter {
  const from = rangeStart(query.from, "La fecha inicial");
  const to = rangeEnd(query.to, "La fecha final");
  checkRange(from, to);
  const search = query.search?.trim() ?? "";
  const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace("#", "")) : undefined;
  const words = search.split(/\s+/).filter(Boolean);
  return {
    status: query.status,
    provider: query.provider,
    from,
    to,
    userId: query.user,
    orderId: number,
    buyers: words.length > 0 ? buyersMatching(words) : undefined,
    couponCode: query.coupon?.toUpperCase(),
  };
}

/** Orders for the back office: lists, one order with its events and grants, manual payment and refund. */
export interface OrdersAdminService {
  detail(orderId: number): Promise<AdminOrderDetail>;
  list(query: AdminOrdersQuery, limit: number, offset: number): Promise<{ total: number; items: AdminOrderSummary[] }>;
  /**
   * The filtered orders as CSV with their lines (items, subtotal, coupon, discount, IVA, total),
   * in id batches as the client reads them: one batch in memory at a time. Filters are checked
   * before the first byte, so a bad one is still a JSON 400.
   */
  exportCsv(query: AdminOrdersExportQuery): Promise<AsyncGenerator<string>>;
  /**
   * The accountant's month (Bogotá's calendar): money taken per course, per payment provider
   * and per coupon, each row in one currency. Aggregated in the database, so the answer's size
   * is the number of courses, providers and coupons, whatever the number of orders.
   */
  revenueCsv(query: RevenueReportQuery): Promise<AsyncGenerator<string>>;
  /** A bank transfer or cash payment confirmed by hand: the same path (and grants) as a provider's webhook. */
  markPaid(adminId: number, orderId: number): Promise<AdminOrderDetail>;
  /** Refunds at the provider (if any), then closes the grants the order created; the student is told the reason. */
  refund(adminId: number, orderId: number, reason: string): Promise<AdminOrderDetail>;
}

export function createOrdersAdminService({ db, commerce, audit, auth, access, titles, describeGrants }: OrdersAdminDeps): OrdersAdminService {
  const filterOf = (query: Omit<AdminOrdersQuery, "page" | "page_size">) => toFilter(query, auth.accountIdsMatching);

  /** The buyers of these orders (an account is never deleted while it has orders). */
  async function buyersOf(orders: { userId: number }[]): Promise<(order: { userId: number }) => Buyer> {
    const accounts = await auth.accountsOf(orders.map((o) => o.userId));
    return (order) => accounts.get(order.userId) ?? { id: order.userId, email: "", firstName: "", lastName: "" };
  }

  async function detail(orderId: number): Promise<AdminOrderDetail> {
    const row = await repo.findOrder(db, orderId);
    if (!row) throw notFound("El pedido no existe.");
    const { order } = row;
    const [items, events, grants, accounts] = await Promise.all([
      repo.itemsOf(db, orderId),
      repo.eventsOf(db, orderId),
      access.grantsByReference(`order:${orderId}`),
      auth.accountsOf(order.settledBy === null ? [order.userId] : [order.userId, order.settledBy]),
    ]);
    const user = accounts.get(order.userId) ?? { id: order.userId, email: "", firstName: "", lastName: "" };
    const settledBy = order.settledBy === null ? undefined : accounts.get(order.settledBy)?.email;
    return {
      ...toOrder(order, items),
      user: { id: user.id, email: user.email, name: nameOf(user) },
      provider_reference: order.providerReference,
      provider_payment_id: order.providerPaymentId,
      settled_by: order.settledBy !== null && settledBy ? { id: order.settledBy, email: settledBy } : null,
      payment_events: events.map((e) => ({
        id: e.id,
        provider: e.provider,
        event_id: e.eventId,
        type: e.type,
        outcome: e.outcome,
        received_at: e.receivedAt.toISOString(),
      })),
      grants: await describeGrants(grants),
    };
  }

  /** The audit entry, written inside the payment path's own transaction. */
  const auditHook = (adminId: number, action: "order.mark_paid" | "order.refund") => async (tx: Tx, before: repo.OrderRow, after: repo.OrderRow) =>
    audit.record(tx, { actorId: adminId, action, entity: "order", entityId: after.id, before: orderSnapshot(before), after: orderSnapshot(after) });

  return {
    detail,

    async list(query: AdminOrdersQuery, limit: number, offset: number) {
      const { rows, total } = await repo.listOrders(db, filterOf(query), limit, offset);
      const buyer = await buyersOf(rows.map((r) => r.order));
      return { total, items: rows.map((row) => toSummary(row, buyer(row.order))) };
    },

    async exportCsv(query: AdminOrdersExportQuery): Promise<AsyncGenerator<string>> {
      const filter = filterOf(query);
      const delimiter = query.delimiter === "semicolon" ? ";" : ",";
      /** A batch of orders with their buyers (one more query per batch, by primary key). */
      const readBatch = async (afterId: number) => {
        const rows = await repo.exportBatch(db, filter, afterId, afterId + EXPORT_BATCH);
        const buyer = await buyersOf(rows.map((r) => r.order));
        return rows.map((row) => ({ ...row, user: buyer(row.order) }));
      };
      const lastId = await repo.maxOrderId(db);
      const first = lastId > 0 ? await readBatch(0) : [];
      const line = (row: Awaited<ReturnType<typeof readBatch>>[number]) => {
        const { order, user } = row;
        const money = (minor: number) => formatMoneyText(minor, order.currency).replace(/\u00a0/g, " ");
        return csvLine(
          [
            order.id,
            formatLocal(order.createdAt),
            STATUS_LABELS[order.status],
            nameOf(user),
            user.email,
            row.items,
            order.currency,
            money(order.totalMinor + order.discountMinor),
            order.couponCode,
            order.discountMinor > 0 ? money(order.discountMinor) : "",
            money(order.vatMinor),
            money(order.totalMinor),
            (order.totalMinor + order.discountMinor) / 100,
            order.discountMinor / 100,
            order.vatMinor / 100,
            order.totalMinor / 100,
            PROVIDER_LABELS[order.provider] ?? order.provider,
            formatLocal(order.paidAt),
            formatLocal(order.refundedAt),
            order.statusReason,
          ],
          delimiter,
        );
      };
      return (async function* () {
        yield CSV_BOM + csvLine(ORDER_CSV_HEADERS, delimiter);
        if (first.length > 0) yield first.map(line).join("");
        for (let afterId = EXPORT_BATCH; afterId < lastId; afterId += EXPORT_BATCH) {
          const batch = await readBatch(afterId);
          if (batch.length > 0) yield batch.map(line).join("");
        }
      })();
    },

    async revenueCsv(query: RevenueReportQuery): Promise<AsyncGenerator<string>> {
      const from = rangeStart(`${query.month}-01`, "El mes")!;
      const [year, month] = query.month.split("-").map(Number) as [number, number];
      const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
      const to = rangeStart(next, "El mes")!;
      const delimiter = query.delimiter === "semicolon" ? ";" : ",";
      const sections: [string, () => Promise<repo.RevenueRow[]>, (key: string | null) => string][] = [
        ["Curso", async () => repo.revenueByCourse(db, from, to, await titles.courseMap()), (key) => key ?? "Curso eliminado"],
        ["Medio de pago", () => repo.revenueByProvider(db, from, to), (key) => PROVIDER_LABELS[key ?? ""] ?? key ?? ""],
        ["Cupón", () => repo.revenueByCoupon(db, from, to), (key) => key ?? "Sin cupón"],
      ];
      // The first section is read before anything is sent (a database refusal is still a JSON error).
      const firstRows = await sections[0]![1]();
      return (async function* () {
        yield CSV_BOM + csvLine(REVENUE_CSV_HEADERS, delimiter);
        for (const [index, [section, read, label]] of sections.entries()) {
          const rows = index === 0 ? firstRows : await read();
          yield rows
            .map((row) =>
              csvLine(
                [query.month, section, label(row.key), row.currency, row.orders, ...[row.subtotal, row.discount, row.total, row.vat, row.refunded, row.total - row.refunded].map((minor) => minor / 100)],
                delimiter,
              ),
            )
            .join("");
        }
      })();
    },

    async markPaid(adminId: number, orderId: number): Promise<AdminOrderDetail> {
      await commerce.markOrderPaidManually(orderId, adminId, { inTransaction: auditHook(adminId, "order.mark_paid") });
      return detail(orderId);
    },

    async refund(adminId: number, orderId: number, reason: string): Promise<AdminOrderDetail> {
      await commerce.refundOrder(orderId, adminId, { inTransaction: auditHook(adminId, "order.refund"), reason });
      return detail(orderId);
    },
  };
}
