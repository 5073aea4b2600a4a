"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { RenewIcon, TrashIcon } from "@/features/commerce/components/commerce-icons";
import { productText } from "@/features/commerce/utils/item-text";
import { formatDate } from "@/lib/format";
import { formatPrice } from "@/lib/money";
import type { CartItemView } from "@/features/commerce/api/cart-types";

/** One product in the cart: what it is, what it opens, its price, and "Quitar". */
export function CartItemRow({ item, currency, onRemove }: { item: CartItemView; currency: string; onRemove: () => void }) {
  const text = productText(item.product);
  return (
    <li className="flex flex-col gap-3 rounded-3xl border border-neutral-200 bg-white p-4 sm:flex-row sm:items-start sm:gap-5 sm:p-5" data-testid="cart-item">
      <div className="min-w-0 flex-1">
        {text.kicker ? <p className="text-xs font-bold tracking-wide text-primary-ink uppercase">{text.kicker}</p> : null}
        <h2 className="mt-0.5 text-lg leading-snug font-extrabold sm:text-xl">
          {text.href ? (
            <AcademyLink href={text.href} className="hover:underline">
              {text.title}
            </AcademyLink>
          ) : (
            text.title
          )}
        </h2>
        <p className="mt-1 font-semibold text-neutral-700">{text.detail}</p>
        {item.isRenewal ? (
          <p className="mt-2 inline-flex items-start gap-1.5 rounded-2xl bg-success/15 px-3 py-1.5 text-sm font-semibold text-success-ink">
            <RenewIcon className="mt-0.5 size-4 shrink-0" />
            {item.accessEndsAt
              ? `Renovación: se suma a tu acceso hasta el ${formatDate(item.accessEndsAt)}`
              : "Renovación: se suma a tu acceso actual"}
          </p>
        ) : null}
        {!item.available ? (
          <p className="mt-2 rounded-2xl bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800">
            Ya no está a la venta. Quítalo del carrito para poder pagar.
          </p>
        ) : item.unitPrice === null ? (
          <p className="mt-2 rounded-2xl bg-red-50 px-3 py-1.5 text-sm font-semibold text-red-800">
            No tiene precio en {currency}. Cambia la moneda o quítalo para pagar.
          </p>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-neutral-100 pt-3 sm:flex-col sm:items-end sm:border-0 sm:pt-0">
        <p className="text-xl font-extrabold tabular-nums" data-testid="cart-item-price">
          {item.unitPrice ? formatPrice(item.unitPrice.amount, item.unitPrice.currency) : "—"}
        </p>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Quitar ${item.description} del carrito`}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-neutral-700 hover:bg-error/10 hover:text-error"
        >
          <TrashIcon className="size-4" />
          Quitar
        </button>
      </div>
    </li>
  );
}
