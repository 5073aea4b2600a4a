"use client";

import type { OrderStatus } from "@fz/contracts/commerce";
import Link from "next/link";
import { useState } from "react";
import { toast } from "@/lib/toasts";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { dangerButtonClasses } from "@/features/admin/utils/danger-button";
import { useAdminOrderQuery, useMarkOrderPaidMutation, useRefundOrderMutation, type AdminOrderDetailItem } from "@/features/admin/api/orders-api";
import { formatDateTime } from "@/features/admin/utils/admin-format";
import { AdminPageHeader, AdminSection } from "@/features/admin/components/admin-page-header";
import { Table, EmptyRow, Td, Th, Tr } from "@/components/ui/table";
import { GrantsTable } from "@/features/admin/components/grants-table";
import { OrderStatusBadge } from "@/features/admin/components/orders/order-status-badge";
import { Fact, Facts } from "@/features/admin/components/facts";
import { QueryGate } from "@/components/ui/query-gate";
import { canMarkPaid, canRefund, ORDER_PROVIDER_LABELS, ORDER_STATUS_LABELS } from "@/features/admin/utils/order-filters";
import { formatPrice } from "@/lib/money";
import { OrderTotals } from "@/components/ui/order-totals";

/** `/admin/pedidos/<id>`: what was bought, how it was paid, what access it gave; mark paid or refund. */
export function OrderDetailPage({ orderId }: { orderId: number }) {
  const order = useAdminOrderQuery(orderId);
  return (
    <QueryGate
      data={order.currentData}
      error={order.error}
      retry={order.refetch}
      wording={{
        loading: "Cargando pedido…",
        notFound: { title: "Pedido no encontrado", message: "No existe un pedido con ese número." },
        failed: "No pudimos cargar el pedido",
        back: { href: "/admin/pedidos", label: "Volver a pedidos" },
      }}
    >
      {(data) => <OrderView order={data} reading={order.isFetching} />}
    </QueryGate>
  );
}

/** After marking it paid or refunding it, the order is read again (its tag is invalidated). */
function OrderView({ order, reading }: { order: AdminOrderDetailItem; reading: boolean }) {
  const [markOrderPaid, marking] = useMarkOrderPaidMutation();
  const [refundOrder, refunding] = useRefundOrderMutation();
  const [confirm, setConfirm] = useState<null | "paid" | "refund">(null);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const busy = marking.isLoading || refunding.isLoading;

  const run = async () => {
    const action = confirm;
    if (action === "refund" && reason.trim().length < 3) {
      setReasonError("Escribe el motivo del reembolso: se lo contamos al estudiante.");
      return;
    }
    const result = action === "paid" ? await markOrderPaid(order.id) : await refundOrder({ id: order.id, reason: reason.trim() });
    if (!result.data) return;
    toast.success(action === "paid" ? "Pedido marcado como pagado: el estudiante ya tiene su acceso" : "Pedido reembolsado: sus accesos se cerraron");
    setConfirm(null);
  };

  const title = `Pedido #${order.id}`;
  return (
    <>
      <AdminPageHeader
        title={title}
        crumbs={[{ label: "Pedidos", href: "/admin/pedidos" }, { label: title }]}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <span>
              {formatPrice(order.total.amount, order.total.currency)} · {ORDER_PROVIDER_LABELS[order.provider]}
            </span>
          </span>
        }
        actions={
          <>
            {canMarkPaid(order.status) ? (
              <Button variant="dark" onClick={() => setConfirm("paid")}>
                Marcar como pagado
              </Button>
            ) : null}
            {canRefund(order.status) ? (
              <button type="button" className={dangerButtonClasses()} onClick={() => setConfirm("refund")}>
                Reembolsar
              </button>
            ) : null}
          </>
        }
      />

      <div className="flex flex-col gap-6" aria-busy={reading || undefined}>
        <AdminSection title="Datos del pedido" id="datos">
          <Facts>
            <Fact label="Estudiante">
              <Link href={`/admin/estudiantes/${order.user.id}`} className="underline underline-offset-2">
                {order.user.name || order.user.email}
              </Link>
              <span className="block text-sm font-normal break-all text-neutral-600">{order.user.email}</span>
            </Fact>
            <Fact label="Creado">{formatDateTime(order.createdAt)}</Fact>
            <Fact label="Pagado">{order.paidAt ? formatDateTime(order.paidAt) : "—"}</Fact>
            <Fact label="Reembolsado">{order.refundedAt ? formatDateTime(order.refundedAt) : "—"}</Fact>
            <Fact label="Referencia del proveedor">{order.providerReference ?? "—"}</Fact>
            <Fact label="Pago en el proveedor">{order.providerPaymentId ?? "—"}</Fact>
            <Fact label="Confirmado a mano por">{order.settledBy?.email ?? "—"}</Fact>
            <Fact label="Cupón">
              {order.couponCode ? (
                <Link href={`/admin/pedidos?cupon=${encodeURIComponent(order.couponCode)}`} className="underline underline-offset-2">
                  {order.couponCode}
                </Link>
              ) : (
                "—"
              )}
            </Fact>
            {order.statusReason ? <Fact label="Motivo del estado">{order.statusReason}</Fact> : null}
          </Facts>
        </AdminSection>

        <AdminSection title="Productos" id="productos">
          <Table caption="Productos del pedido" className="min-w-[40rem]">
            <thead>
              <tr>
                <Th sticky>Producto</Th>
                <Th className="text-right">Cantidad</Th>
                <Th className="text-right">Precio</Th>
                <Th className="text-right">Subtotal</Th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => (
                <Tr key={item.id}>
                  <Td sticky className="max-w-80">
                    {item.description}
                  </Td>
                  <Td className="text-right tabular-nums">{item.quantity}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatPrice(item.unitPrice.amount, item.unitPrice.currency)}</Td>
                  <Td className="text-right whitespace-nowrap tabular-nums">{formatPrice(item.subtotal.amount, item.subtotal.currency)}</Td>
                </Tr>
              ))}
            </tbody>
          </Table>
          <OrderTotals
            className="mt-4 sm:ml-auto sm:max-w-sm"
            subtotal={order.subtotal}
            discount={order.discount}
            couponCode={order.couponCode}
            total={order.total}
            vat={order.vat}
            paid={order.status === "paid" || order.status === "refunded" || order.status === "refund_due"}
          />
        </AdminSection>

        <AdminSection title="Eventos de pago" id="eventos" description="Lo que el proveedor de pagos (o un administrador) informó, en orden.">
          <Table caption="Eventos de pago" className="min-w-[44rem]">
            <thead>
              <tr>
                <Th sticky>Recibido</Th>
                <Th>Proveedor</Th>
                <Th>Tipo</Th>
                <Th>Resultado</Th>
                <Th>Identificador</Th>
              </tr>
            </thead>
            <tbody>
              {order.paymentEvents.length === 0 ? (
                <EmptyRow columns={5}>Ningún evento de pago todavía.</EmptyRow>
              ) : (
                order.paymentEvents.map((event) => (
                  <Tr key={event.id}>
                    <Td sticky className="whitespace-nowrap">
                      {formatDateTime(event.receivedAt)}
                    </Td>
                    <Td>{ORDER_PROVIDER_LABELS[event.provider as keyof typeof ORDER_PROVIDER_LABELS] ?? event.provider}</Td>
                    <Td className="font-mono text-xs">{event.type}</Td>
                    <Td>{ORDER_STATUS_LABELS[event.outcome as OrderStatus] ?? event.outcome}</Td>
                    <Td className="font-mono text-xs break-all">{event.eventId}</Td>
                  </Tr>
                ))
              )}
            </tbody>
          </Table>
        </AdminSection>

        <AdminSection title="Accesos que dio" id="accesos">
          <GrantsTable grants={order.grants} caption="Accesos del pedido" />
        </AdminSection>
      </div>

      <ConfirmDialog
        open={confirm === "paid"}
        title={`¿Marcar el pedido #${order.id} como pagado?`}
        confirmLabel="Sí, marcar como pagado"
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(null)}
      >
        Úselo cuando el pago llegó por transferencia o en efectivo. El estudiante recibe el acceso de inmediato, como con un pago en línea.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === "refund"}
        title={`¿Reembolsar el pedido #${order.id}?`}
        confirmLabel="Sí, reembolsar"
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setConfirm(null)}
      >
        <p>
          {order.provider === "manual"
            ? "Devuelva el dinero por el mismo medio en que llegó. Los accesos que dio este pedido se cierran ahora."
            : "Se devuelve el dinero en el proveedor de pagos y los accesos que dio este pedido se cierran ahora."}{" "}
          El estudiante recibe un aviso y un correo con el motivo.
        </p>
        <label className="mt-3 flex flex-col gap-1 text-sm font-semibold">
          Motivo (lo lee el estudiante)
          <textarea
            value={reason}
            onChange={(event) => {
              setReason(event.target.value.slice(0, 300));
              setReasonError(null);
            }}
            rows={3}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? "motivo-reembolso-error" : undefined}
            className="rounded-xl border border-neutral-300 px-3 py-2 font-normal"
            placeholder="Ej.: Pagaste dos veces el mismo nivel."
          />
        </label>
        {reasonError ? (
          <p id="motivo-reembolso-error" role="alert" className="mt-1 text-sm font-semibold text-red-800">
            {reasonError}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
