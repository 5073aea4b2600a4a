import type { OrderStatus } from "@fz/contracts/commerce";
import { Badge, type BadgeTone } from "@/features/admin/components/badge";
import { ORDER_STATUS_LABELS } from "@/features/admin/utils/order-filters";

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: "warning",
  paid: "success",
  failed: "danger",
  cancelled: "neutral",
  refunded: "dark",
  refund_due: "warning",
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}
