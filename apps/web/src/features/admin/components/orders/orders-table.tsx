import Link from "next/link";
import type { AdminOrderItem } from "@/features/admin/api/orders-api";
import { formatDateTime } from "@/features/admin/utils/admin-format";
import { Table, EmptyRow, Td, Th, Tr } from "@/components/ui/table";
import { OrderStatusBadge } from "@/features/admin/components/orders/order-status-badge";
import { ORDER_PROVIDER_LABELS } from "@/features/admin/utils/order-filters";
import { formatPrice } from "@/lib/money";

/** Orders in a table: number, date, buyer, what was bought, total, provider and status. */
export function OrdersTable({
  orders,
  busy = false,
  empty,
  showBuyer = true,
}: {
  orders: AdminOrderItem[];
  busy?: boolean;
  empty: string;
  showBuyer?: boolean;
}) {
  const columns = showBuyer ? 7 : 6;
  return (
    <Table caption="Pedidos" busy={busy} className={showBuyer ? "min-w-[60rem]" : "min-w-[48rem]"}>
      <thead>
        <tr>
          <Th sticky>Pedido</Th>
          <Th>Fecha</Th>
          {showBuyer ? <Th>Estudiante</Th> : null}
          <Th>Productos</Th>
          <Th className="text-right">Total</Th>
          <Th>Medio de pago</Th>
          <Th>Estado</Th>
        </tr>
      </thead>
      <tbody>
        {orders.length === 0 ? (
          <EmptyRow columns={columns}>{empty}</EmptyRow>
        ) : (
          orders.map((order) => (
            <Tr key={order.id}>
              <Td sticky>
                <Link href={`/admin/pedidos/${order.id}`} className="font-semibold whitespace-nowrap underline-offset-2 hover:underline">
                  Pedido #{order.id}
                </Link>
              </Td>
              <Td className="whitespace-nowrap">{formatDateTime(order.createdAt)}</Td>
              {showBuyer ? (
                <Td className="max-w-56">
                  <Link href={`/admin/estudiantes/${order.user.id}`} className="font-semibold underline-offset-2 hover:underline">
                    {order.user.name || order.user.email}
                  </Link>
                  <span className="block text-xs break-all text-neutral-600">{order.user.email}</span>
                </Td>
              ) : null}
              <Td className="max-w-72">
                {order.description}
                {order.itemsCount > 1 ? <span className="text-neutral-600"> y {order.itemsCount - 1} más</span> : null}
              </Td>
              <Td className="text-right whitespace-nowrap tabular-nums">
                {formatPrice(order.total.amount, order.total.currency)}
                {order.coupon ? (
                  <span className="block text-xs text-success-ink">
                    {order.coupon.code} −{formatPrice(order.coupon.discount.amount, order.coupon.discount.currency)}
                  </span>
                ) : null}
              </Td>
              <Td className="whitespace-nowrap">{ORDER_PROVIDER_LABELS[order.provider]}</Td>
              <Td>
                <OrderStatusBadge status={order.status} />
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </Table>
  );
}
