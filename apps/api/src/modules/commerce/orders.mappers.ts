import { type Currency, type Order, type OrderStatus, VAT_RATE_PERCENT } from "@fz/contracts/commerce";
import { isCurrency, toMoney } from "./money";
import type * as repo from "./orders.repository";

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: "Pendiente",
  paid: "Pagado",
  failed: "Rechazado",
  cancelled: "Cancelado",
  refunded: "Reembolsado",
  refund_due: "Devolución en curso",
};

const currencyOf = (code: string): Currency => (isCurrency(code) ? code : "COP");

/** An order as the wire shows it (checkout, history, payments, the sandbox page). */
export function toOrder(order: repo.OrderRow, items: repo.OrderItemRow[]): Order {
  const currency = currencyOf(order.currency);
  return {
    id: order.id,
    status: order.status,
    status_label: STATUS_LABELS[order.status],
    status_reason: order.statusReason,
    provider: order.provider,
    currency,
    subtotal: toMoney(order.totalMinor + order.discountMinor, currency),
    discount: toMoney(order.discountMinor, currency),
    coupon_code: order.couponCode,
    total: toMoney(order.totalMinor, currency),
    vat: order.vatMinor > 0 ? { ...toMoney(order.vatMinor, currency), rate_percent: VAT_RATE_PERCENT } : null,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      kind: item.kind,
      months: item.months,
      description: item.description,
      target: { id: item.targetId, slug: item.targetSlug },
      quantity: item.quantity,
      unit_price: toMoney(item.unitAmountMinor, currency),
      subtotal: toMoney(item.unitAmountMinor * item.quantity, currency),
    })),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    refunded_at: order.refundedAt?.toISOString() ?? null,
  };
}
