import type { OrderStatus } from "@fz/contracts/commerce";
import { cx } from "@/lib/cx";

/** The API sends `status_label`; these are the same words for a status it did not label. */
const LABELS: Record<OrderStatus, string> = {
  pending: "Pendiente",
  paid: "Pagado",
  failed: "Rechazado",
  cancelled: "Cancelado",
  refunded: "Reembolsado",
  refund_due: "Devolución en curso",
};

const TONES: Record<OrderStatus, string> = {
  pending: "bg-primary-light text-primary-ink",
  paid: "bg-success/15 text-success-ink",
  failed: "bg-red-50 text-red-800",
  cancelled: "bg-neutral-100 text-neutral-700",
  refunded: "bg-sky-50 text-sky-900",
  refund_due: "bg-sky-50 text-sky-900",
};

export function OrderStatusBadge({ status, label, className }: { status: OrderStatus; label?: string; className?: string }) {
  return (
    <span className={cx("inline-flex items-center rounded-full px-3 py-1 text-sm font-bold", TONES[status], className)} data-testid="order-status">
      {label || LABELS[status]}
    </span>
  );
}
