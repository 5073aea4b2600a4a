import { describe, expect, it } from "vitest";
import { toCamel } from "@/lib/case";
import type { CartItemView, CartView } from "@/lib/shop-api";
import { makeStore } from "@/store/make-store";
import { clearAuth, setSession } from "@/store/slices/auth-slice";
import { cartItemAdded, cartItemRemoved, cartItemRestored, setShoppingCart, withTotals } from "@/store/slices/shop-slice";
import { wireCart, wireCartItem, wireMoney, wireProduct } from "@/test/commerce-factories";

const basico = toCamel(wireCartItem()) as CartItemView;
const all = toCamel(
  wireCartItem({
    id: 2,
    product: wireProduct({ id: 55, kind: "purchase_all", months: 1, label: "1 mes", level: null, prices: [wireMoney("COP", 11990000), wireMoney("USD", 3199)] }),
  }),
) as CartItemView;
const tutorialCopOnly = toCamel(
  wireCartItem({ id: 3, product: wireProduct({ id: 59, kind: "tutorial", months: null, prices: [wireMoney("COP", 2990000)] }) }),
) as CartItemView;

function storeWithCart(items: CartItemView[]) {
  const store = makeStore();
  const cart = toCamel(wireCart([])) as CartView;
  store.dispatch(setShoppingCart(withTotals(cart, items)));
  return store;
}

describe("shop slice", () => {
  it("computes count and totals in every currency from the items, flagging a missing price", () => {
    const cart = withTotals(toCamel(wireCart([])) as CartView, [basico, all, tutorialCopOnly]);
    expect(cart.count).toBe(3);
    expect(cart.total).toEqual({ currency: "COP", amountMinor: 31970000, amount: "319700.00", complete: true });
    expect(cart.totals.find((total) => total.currency === "USD")).toEqual({ currency: "USD", amountMinor: 7598, amount: "75.98", complete: false });
  });

  it("removes an item at once and restores it where it was", () => {
    const store = storeWithCart([basico, all, tutorialCopOnly]);
    store.dispatch(cartItemRemoved(2));
    expect(store.getState().shop.shoppingCart?.items.map((item) => item.id)).toEqual([1, 3]);
    expect(store.getState().shop.shoppingCart?.total.amount).toBe("199800.00");
    expect(store.getState().shop.shoppingCart?.count).toBe(2);

    store.dispatch(cartItemRestored({ item: all, index: 1 }));
    expect(store.getState().shop.shoppingCart?.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(store.getState().shop.shoppingCart?.total.amount).toBe("319700.00");
    // Restoring twice never duplicates it.
    store.dispatch(cartItemRestored({ item: all, index: 0 }));
    expect(store.getState().shop.shoppingCart?.count).toBe(3);
  });

  it("adds a new item at the end and replaces one already there in place", () => {
    const store = storeWithCart([basico]);
    store.dispatch(cartItemAdded(all));
    store.dispatch(cartItemAdded({ ...basico, isRenewal: true }));
    const cart = store.getState().shop.shoppingCart;
    expect(cart?.items.map((item) => [item.id, item.isRenewal])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(cart?.count).toBe(2);
  });

  it("leaves an item priced in another currency for the next read, and does nothing without a cart", () => {
    const store = storeWithCart([basico]);
    store.dispatch(cartItemAdded({ ...all, unitPrice: { currency: "USD", amountMinor: 3199, amount: "31.99" } }));
    expect(store.getState().shop.shoppingCart?.count).toBe(1);

    const empty = makeStore();
    empty.dispatch(cartItemAdded(all));
    empty.dispatch(cartItemRemoved(1));
    expect(empty.getState().shop.shoppingCart).toBeNull();
  });

  it("forgets the cart when the student signs out", () => {
    const store = storeWithCart([basico]);
    store.dispatch(setSession({ token: "t", user: null }));
    expect(store.getState().shop.shoppingCart).not.toBeNull();
    store.dispatch(setSession({ token: null, user: null }));
    expect(store.getState().shop.shoppingCart).toBeNull();

    const other = storeWithCart([basico]);
    other.dispatch(clearAuth());
    expect(other.getState().shop.shoppingCart).toBeNull();
  });
});
