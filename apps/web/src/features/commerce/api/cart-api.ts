import type { Currency } from "@fz/contracts/commerce";
import type { AddToCartInput, CartItemView, CartView, PurchaseAllView } from "@/features/commerce/api/cart-types";
import { analyticsItem } from "@/features/commerce/utils/shop-analytics";
import { withItemAdded, withItemRemoved } from "@/features/commerce/utils/cart-totals";
import { trackEvent } from "@/lib/analytics";
import { readCurrency } from "@/lib/currency";
import { api, reportFor, serializeWithoutQuiet, type ApiQueryError, type Quietly } from "@/store/api";

type CartArgs = Quietly<{ currency: Currency }>;

/**
 * The signed-in student's cart (spec §7), in one place (decision 020): the header's count,
 * the cart page, the unlock prompts and the register modal's pending choice all read and
 * change this cache. It is kept per currency; changes patch every copy already read.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `get_shopping_cart` priced in a currency. The header reads it quietly; the cart page tells failures. */
    cart: build.query<CartView, CartArgs>({
      query: (args) => ({ path: "/api/sales/shopping-cart/get_shopping_cart/", query: { currency: args.currency }, report: reportFor(args) }),
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: ["Cart"],
    }),
    /**
     * Puts a product in the cart (by id, or by what the page knows: level and months,
     * purchase-all of a course, a tutorial) in the cart's currency, and sends `add_to_cart`.
     * The API answers the item, existing or new, so adding twice never duplicates it.
     */
    addToCart: build.mutation<CartItemView, AddToCartInput>({
      async queryFn(input, { getState }, _extra, baseQuery) {
        const added = await baseQuery({ path: "/api/sales/shopping-cart/", method: "POST", body: input, query: { currency: cartCurrency(getState()) } });
        return added.error ? { error: added.error as ApiQueryError } : { data: added.data as CartItemView };
      },
      async onQueryStarted(_input, { dispatch, getState, queryFulfilled }) {
        const item = await queryFulfilled.then(({ data }) => data, () => null);
        if (!item) return;
        trackEvent("add_to_cart", { items: [analyticsItem(item.product)] });
        const cached = cachedCarts(getState());
        for (const { args } of cached) dispatch(cartApi.util.updateQueryData("cart", args, (cart) => withItemAdded(cart, item)));
        // Without a cart in memory there is nothing to patch: read it, so the header counts it.
        // With a coupon, the server re-prices the discount: read it too.
        if (cached.length === 0) void dispatch(readCart(readCurrency()));
        for (const { args, cart } of cached) if (cart.coupon) void dispatch(readCart(args.currency));
      },
    }),
    /**
     * Takes an item out at once and tells the API; if the API refuses, the item comes back
     * where it was. A 404 means it was already gone (another tab): it stays out, untold.
     */
    removeFromCart: build.mutation<number, number>({
      async queryFn(itemId, _api, _extra, baseQuery) {
        const removed = await baseQuery({ path: `/api/sales/shopping-cart/${itemId}/`, method: "DELETE", report: "except-404" });
        return removed.error && removed.error.status !== 404 ? { error: removed.error as ApiQueryError } : { data: itemId };
      },
      async onQueryStarted(itemId, { dispatch, getState, queryFulfilled }) {
        const cached = cachedCarts(getState());
        const patches = cached.map(({ args }) => dispatch(cartApi.util.updateQueryData("cart", args, (cart) => withItemRemoved(cart, itemId))));
        if (!(await queryFulfilled.then(() => true, () => false))) {
          for (const patch of patches) patch.undo();
          return;
        }
        // A coupon's discount follows the items: the server says what it is now.
        for (const { args, cart } of cached) if (cart.coupon) void dispatch(readCart(args.currency));
      },
    }),
    /** What "todos los niveles" of a course includes and costs; `level` names the course by one of its levels. */
    purchaseAll: build.query<PurchaseAllView, Quietly<{ course?: string; level?: string }>>({
      query: (args) => ({ path: "/api/levels/purchase-all/", query: { course: args.course, level: args.level }, report: reportFor(args) }),
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: ["Level", "Progress"],
    }),
  }),
});

export const { useCartQuery, useAddToCartMutation, useRemoveFromCartMutation, usePurchaseAllQuery } = cartApi;

/** The carts already read (one per currency the student looked at), with their answers. */
export function cachedCarts(state: unknown): { args: CartArgs; cart: CartView }[] {
  const root = state as Parameters<typeof cartApi.util.selectCachedArgsForQuery>[0];
  return cartApi.util.selectCachedArgsForQuery(root, "cart").flatMap((args) => {
    const cart = cartApi.endpoints.cart.select(args)(root).data;
    return cart ? [{ args, cart }] : [];
  });
}

/** The currency the cart is priced in: the one already read, else the student's last choice. */
function cartCurrency(state: unknown): Currency {
  const preferred = readCurrency();
  const cached = cachedCarts(state);
  return (cached.find(({ cart }) => cart.currency === preferred) ?? cached[0])?.cart.currency ?? preferred;
}

/** A quiet read of the cart nobody asked for on screen (after a change the server prices). */
function readCart(currency: Currency) {
  return cartApi.endpoints.cart.initiate({ currency, quiet: true }, { subscribe: false, forceRefetch: true });
}
