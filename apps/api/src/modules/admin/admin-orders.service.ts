import type { AdminOrderDetail, AdminOrdersQuery } from "@fz/contracts/admin/orders";
import type { AdminOrderSummary } from "@fz/contracts/admin/students";
import type { Database, Tx } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import type { CommerceService } from "../commerce/commerce.service";
import { STATUS_LABELS, toOrder } from "../commerce/orders.service";
import { describeGrants } from "./admin-grants";
import { checkRange, rangeEnd, rangeStart } from "./admin-dates";
import type { AuditService } from "../audit/audit.service";
import * as repo from "./admin-orders.repository";

export interface AdminOrdersDeps {
  db: Database;
  commerce: CommerceService;
  audit: AuditService;
}

const nameOf = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`.trim();

function toSummary(row: repo.OrderSummaryRow): AdminOrderSummary {
  const { order, user } = row;
  const more = row.itemsCount > 1 ? ` y ${row.itemsCount - 1} más` : "";
  return {
    id: order.id,
    status: order.status,
    status_label: STATUS_LABELS[order.status],
    provider: order.provider,
    total: toOrder(order, []).total,
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
  provider: order.provider,
  total_minor: order.totalMinor,
  currency: order.currency,
  paid_at: order.paidAt,
  refunded_at: order.refundedAt,
  settled_by: order.settledBy,
});

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;

/** Orders for the back office: lists, one order with its events and grants, manual payment and refund. */
export function createAdminOrdersService({ db, commerce, audit }: AdminOrdersDeps) {
  async function detail(orderId: number): Promise<AdminOrderDetail> {
    const row = await repo.findOrder(db, orderId);
    if (!row) throw notFound("El pedido no existe.");
    const [items, events, grants] = await Promise.all([
      repo.itemsOf(db, orderId),
      repo.eventsOf(db, orderId),
      repo.grantsByReference(db, `order:${orderId}`),
    ]);
    const { order, user } = row;
    const settledBy = order.settledBy === null ? undefined : (await repo.emailsOf(db, [order.settledBy])).get(order.settledBy);
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
      grants: await describeGrants(db, audit, grants),
    };
  }

  /** The audit entry, written inside the payment path's own transaction. */
  const auditHook = (adminId: number, action: string) => async (tx: Tx, before: repo.OrderRow, after: repo.OrderRow) =>
    audit.record(tx, { actorId: adminId, action, entity: "order", entityId: after.id, before: orderSnapshot(before), after: orderSnapshot(after) });

  return {
    detail,

    async list(query: AdminOrdersQuery, limit: number, offset: number) {
      const from = rangeStart(query.from, "La fecha inicial");
      const to = rangeEnd(query.to, "La fecha final");
      checkRange(from, to);
      const search = query.search?.trim() ?? "";
      const number = /^#?\d{1,9}$/.test(search) ? Number(search.replace("#", "")) : undefined;
      const filter: repo.OrderFilter = {
        status: query.status,
        provider: query.provider,
        from,
        to,
        userId: query.user,
        orderId: number,
        words: search.split(/\s+/).filter(Boolean),
      };
      const { rows, total } = await repo.listOrders(db, filter, limit, offset);
      return { total, items: rows.map(toSummary) };
    },

    /** A bank transfer or cash payment confirmed by hand: the same path (and grants) as a provider's webhook. */
    async markPaid(adminId: number, orderId: number): Promise<AdminOrderDetail> {
      await commerce.markOrderPaidManually(orderId, adminId, { inTransaction: auditHook(adminId, "order.mark_paid") });
      return detail(orderId);
    },

    /** Refunds at the provider (if any), then closes the grants the order created. */
    async refund(adminId: number, orderId: number): Promise<AdminOrderDetail> {
      await commerce.refundOrder(orderId, adminId, { inTransaction: auditHook(adminId, "order.refund") });
      return detail(orderId);
    },
  };
}
