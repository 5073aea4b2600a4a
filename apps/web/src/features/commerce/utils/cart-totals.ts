import { vatIncludedMinor } from "@/lib/currency";
import { minorToAmount } from "@/lib/money";
import type { CartItemView, CartView } from "@/features/commerce/api/cart-types";

/**
 * The cart's count and totals after items were taken out or put back locally. The server
 * adds the same integer minor units, so the figures shown before it answers are the ones
 * it will answer.
 */
export function withTotals(cart: CartView, items: CartItemView[]): CartView {
  const sum = (currency: string, priceOf: (item: CartItemView) => { amountMinor: number } | null | undefined) => {
    let amountMinor = 0;
    let complete = true;
    for (const item of items) {
      const price = priceOf(item);
      if (price) amountMinor += price.amountMinor;
      else complete = false;
    }
    return { currency: currency as CartView["currency"], amountMinor, amount: minorToAmount(amountMinor, currency), complete };
  };
  const subtotal = sum(cart.currency, (item) => item.subtotal);
  // A coupon's discount depends on the items: until the server re-prices the cart (it is read
  // again after the change), it is kept as it was, never above the new subtotal.
  const discountMinor = Math.min(cart.discount?.amountMinor ?? 0, subtotal.amountMinor);
  const totalMinor = subtotal.amountMinor - discountMinor;
  return {
    ...cart,
    items,
    count: items.length,
    subtotal: { currency: subtotal.currency, amountMinor: subtotal.amountMinor, amount: subtotal.amount },
    discount: { currency: subtotal.currency, amountMinor: discountMinor, amount: minorToAmount(discountMinor, cart.currency) },
    total: { ...subtotal, amountMinor: totalMinor, amount: minorToAmount(totalMinor, cart.currency) },
    vat: cart.vat ? { ...cart.vat, amountMinor: vatIncludedMinor(totalMinor, cart.currency), amount: minorToAmount(vatIncludedMinor(totalMinor, cart.currency), cart.currency) } : null,
    totals: cart.totals.map((total) =>
      sum(total.currency, (item) =>
        total.currency === cart.currency ? item.subtotal : item.product.prices.find((price) => price.currency === total.currency),
      ),
    ),
  };
}

/**
 * An item the API just added (or already had): replaced in place, or appended. One priced in
 * another currency (the student switched meanwhile) is left for the next read.
 */
export function withItemAdded(cart: CartView, item: CartItemView): CartView {
  if (item.unitPrice !== null && item.unitPrice.currency !== cart.currency) return cart;
  const items = cart.items.filter((existing) => existing.id !== item.id);
  const index = cart.items.findIndex((existing) => existing.id === item.id);
  items.splice(index === -1 ? items.length : index, 0, item);
  return withTotals(cart, items);
}

/** Optimistic removal: the item leaves at once (the cache patch is undone on failure). */
export function withItemRemoved(cart: CartView, itemId: number): CartView {
  return withTotals(
    cart,
    cart.items.filter((item) => item.id !== itemId),
  );
}
