"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { AcademyLink } from "@/components/ui/academy-link";
import { buttonClasses } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import { useOrderQuery, type OrderView } from "@/features/commerce/api/orders-api";
import { CartIcon } from "@/features/commerce/components/commerce-icons";
import { OrderStatusBadge } from "@/features/commerce/components/order-status-badge";
import { formatPrice } from "@/lib/money";
import { READ_ON_OPEN } from "@/store/query-status";

export type NotCompletedReason = "declined" | "cancelled";

const COPY: Record<NotCompletedReason, { title: string; message: string }> = {
  declined: {
    title: "El pago fue rechazado",
    message:
      "El medio de pago no aprobó el cobro, así que no se te cobró nada y tu acceso sigue igual. Puedes intentarlo de nuevo con otra tarjeta, otro medio o en otra moneda.",
  },
  cancelled: {
    title: "Cancelaste el pago",
    message: "No se realizó ningún cobro. Cuando quieras, completa la compra desde tu carrito.",
  },
};

/** Declined or cancelled: nothing was charged, and the cart is exactly as it was. */
export function PurchaseNotCompleted({ reason, order }: { reason: NotCompletedReason; order: OrderView | null }) {
  const copy = COPY[reason];
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-4 py-12 text-center sm:py-16" data-testid="purchase-not-completed">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary-light text-primary-ink">
        <CartIcon className="size-8" />
      </span>
      <h1 className="text-3xl font-extrabold sm:text-4xl">{copy.title}</h1>
      <p className="text-lg text-neutral-700">{copy.message}</p>
      <p className="rounded-2xl bg-neutral-50 px-4 py-3 font-semibold ring-1 ring-neutral-200">
        Tu carrito sigue intacto: tus productos te esperan allí.
      </p>
      {order ? (
        <p className="flex flex-wrap items-center justify-center gap-2 text-neutral-700">
          <span>
            Pedido #{order.id} · {formatPrice(order.total.amount, order.total.currency)}
          </span>
          <OrderStatusBadge status={order.status} label={order.statusLabel} />
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        <AcademyLink href={academyPaths.cart} className={buttonClasses("primary", "lg")}>
          Volver al carrito
        </AcademyLink>
        <AcademyLink href={academyPaths.purchases} className={buttonClasses("outline-dark", "lg")}>
          Ver mis compras
        </AcademyLink>
      </div>
    </section>
  );
}

/**
 * `/academia/compra/rechazada` and `/cancelada`: the provider's word, with the order as
 * the API has it. Should the order be paid after all (a late confirmation wins over an
 * earlier failure), the page says so and links to the receipt.
 */
export function PurchaseNotCompletedPage({ reason, orderId }: { reason: NotCompletedReason; orderId: number | null }) {
  // The explanation stands on its own; the order's summary is a courtesy (its failure is not told).
  const order = useOrderQuery(orderId === null ? skipToken : { id: orderId, quiet: true }, READ_ON_OPEN).currentData ?? null;

  if (order?.status === "paid") {
    return (
      <section className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 px-4 py-12 text-center sm:py-16">
        <h1 className="text-3xl font-extrabold sm:text-4xl">Tu pago sí se confirmó</h1>
        <p className="text-lg text-neutral-700">El medio de pago confirmó el pedido #{order.id} después de todo: tu acceso ya está activo.</p>
        <AcademyLink href={academyPaths.purchaseResult("exito", order.id)} className={buttonClasses("primary", "lg")}>
          Ver el recibo
        </AcademyLink>
      </section>
    );
  }
  return <PurchaseNotCompleted reason={reason} order={order} />;
}
