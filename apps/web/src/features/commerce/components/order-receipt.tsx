"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { AcademyLink } from "@/components/ui/academy-link";
import { buttonClasses } from "@/components/ui/button";
import { usePurchaseAllQuery } from "@/features/commerce/api/cart-api";
import type { OrderItemView, OrderView } from "@/features/commerce/api/orders-api";
import { orderItemAction, orderItemHref } from "@/features/commerce/utils/item-text";
import { OrderStatusBadge } from "@/features/commerce/components/order-status-badge";
import { formatDate } from "@/lib/format";
import { formatPrice } from "@/lib/money";
import { OrderTotals } from "@/components/ui/order-totals";
import { useLevelQuery, useTutorialQuery } from "@/store/catalogue-api";

/**
 * Until when a bought item opens its content, once its order is paid. An order keeps what was
 * bought, not the grants it made (a renewal starts where the previous access ends), so the
 * receipt asks the catalogue, which knows the student's current access to each target. A date
 * that could not be read is left out (untold); the link to the content is still there.
 */
function useAccessEnd(item: OrderItemView, paid: boolean): string | null {
  const level = useLevelQuery(paid && item.kind === "level" ? { key: item.target.id, quiet: true } : skipToken).currentData;
  const offer = usePurchaseAllQuery(paid && item.kind === "purchase_all" ? { course: item.target.slug, quiet: true } : skipToken).currentData;
  const video = useTutorialQuery(paid && item.kind === "tutorial" ? { id: item.target.id, quiet: true } : skipToken).currentData;
  if (!paid) return null;
  switch (item.kind) {
    case "level":
      return level?.access.endsAt ?? null;
    case "purchase_all":
      return offer?.access.endsAt ?? null;
    case "tutorial":
      return video?.accessEndsAt ?? null;
  }
}

/**
 * A paid order as the student keeps it: what was bought, for how much, until when each
 * thing is open now (read from the catalogue, renewals included) and the way to it.
 */
export function OrderReceipt({ order }: { order: OrderView }) {
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
        {order.items.map((item) => (
          <ReceiptLine key={item.id} item={item} paid={order.status === "paid"} />
        ))}
      </ul>
      <OrderTotals
        className="mt-4"
        subtotal={order.subtotal}
        discount={order.discount}
        couponCode={order.couponCode}
        total={order.total}
        vat={order.vat}
        paid={order.status === "paid" || order.status === "refunded"}
      />
      {order.statusReason ? <p className="mt-3 text-sm text-neutral-700">{order.statusReason}</p> : null}
    </section>
  );
}

function ReceiptLine({ item, paid }: { item: OrderItemView; paid: boolean }) {
  const end = useAccessEnd(item, paid);
  return (
    <li className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <p className="font-bold">{item.description}</p>
        {end ? <p className="text-sm font-semibold text-success-ink">Acceso hasta el {formatDate(end)}</p> : null}
      </div>
      <div className="flex items-center justify-between gap-4 sm:justify-end">
        <span className="font-bold tabular-nums">{formatPrice(item.subtotal.amount, item.subtotal.currency)}</span>
        <AcademyLink href={orderItemHref(item)} aria-label={`${orderItemAction(item)}: ${item.description}`} className={buttonClasses("outline-dark", "sm")}>
          {orderItemAction(item)}
        </AcademyLink>
      </div>
    </li>
  );
}
