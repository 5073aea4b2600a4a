"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { accessEndOf } from "@/features/commerce/api/catalogue-api";
import type { OrderView } from "@/features/commerce/api/orders-api";
import { orderItemAction, orderItemHref } from "@/features/commerce/components/item-text";
import { OrderStatusBadge } from "@/features/commerce/components/order-status-badge";
import { formatDate } from "@/lib/format";
import { formatMinor, formatPrice } from "@/lib/money";

/**
 * A paid order as the student keeps it: what was bought, for how much, until when each
 * thing is open now (read from the catalogue, renewals included) and the way to it.
 */
export function OrderReceipt({ order }: { order: OrderView }) {
  const [ends, setEnds] = useState<Record<number, string | null>>({});

  useEffect(() => {
    if (order.status !== "paid") return;
    const controller = new AbortController();
    void Promise.allSettled(order.items.map((item) => accessEndOf(item, controller.signal))).then((results) => {
      if (controller.signal.aborted) return;
      // A date that could not be read is left out; the link to the content is still there.
      setEnds(Object.fromEntries(order.items.map((item, index) => {
        const result = results[index];
        return [item.id, result?.status === "fulfilled" ? result.value : null];
      })));
    });
    return () => controller.abort();
  }, [order]);

  return (
    <section aria-labelledby={`pedido-${order.id}`} className="rounded-3xl border border-neutral-200 bg-white p-5 sm:p-7" data-testid="order-receipt">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`pedido-${order.id}`} className="text-xl font-extrabold">
          Pedido #{order.id}
        </h2>
        <OrderStatusBadge status={order.status} label={order.statusLabel} />
      </div>
      <p className="mt-1 text-sm text-neutral-600">
        {order.paidAt ? `Pagado el ${formatDate(order.paidAt)}` : `Creado el ${formatDate(order.createdAt)}`}
      </p>
      <ul className="mt-4 divide-y divide-neutral-100 border-y border-neutral-100">
        {order.items.map((item) => {
          const end = ends[item.id];
          return (
            <li key={item.id} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <p className="font-bold">{item.description}</p>
                {end ? <p className="text-sm font-semibold text-success-ink">Acceso hasta el {formatDate(end)}</p> : null}
              </div>
              <div className="flex items-center justify-between gap-4 sm:justify-end">
                <span className="font-bold tabular-nums">{formatPrice(item.subtotal.amount, item.subtotal.currency)}</span>
                <Link
                  href={orderItemHref(item)}
                  aria-label={`${orderItemAction(item)}: ${item.description}`}
                  className={buttonClasses("outline-dark", "sm")}
                >
                  {orderItemAction(item)}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 flex flex-col gap-1.5">
        {order.discount.amountMinor > 0 ? (
          <>
            <div className="flex items-baseline justify-between gap-3 text-neutral-700">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{formatMinor(order.subtotal.amountMinor, order.subtotal.currency)}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-3 font-semibold text-success-ink">
              <dt>Descuento{order.couponCode ? ` (cupón ${order.couponCode})` : ""}</dt>
              <dd className="whitespace-nowrap tabular-nums" data-testid="order-discount">−{formatMinor(order.discount.amountMinor, order.discount.currency)}</dd>
            </div>
          </>
        ) : null}
        <div className="flex items-baseline justify-between gap-3">
          <dt className="text-lg font-bold">{order.status === "paid" || order.status === "refunded" ? "Total pagado" : "Total"}</dt>
          <dd className="text-2xl font-extrabold tabular-nums" data-testid="order-total">
            {formatPrice(order.total.amount, order.total.currency)}
          </dd>
        </div>
        {order.vat ? (
          <div className="flex items-baseline justify-between gap-3 text-sm text-neutral-600" data-testid="order-vat">
            <dt>Incluye IVA ({order.vat.ratePercent} %)</dt>
            <dd className="tabular-nums">{formatMinor(order.vat.amountMinor, order.vat.currency)}</dd>
          </div>
        ) : null}
      </dl>
      {order.vat ? null : <p className="mt-1 text-sm text-neutral-600">Compra en dólares, sin IVA.</p>}
    </section>
  );
}
