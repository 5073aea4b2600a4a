import { describe, expect, it } from "vitest";
import { cartApi } from "@/features/commerce/api/cart-api";
import type { CartItemView, CartView } from "@/features/commerce/api/cart-types";
import { withItemAdded, withItemRemoved, withTotals } from "@/features/commerce/utils/cart-totals";
import { toCamel } from "@/lib/case";
import { clearAuth, setSession } from "@/store/slices/auth-slice";
import { wireCart, wireCartItem, wireMoney, wireProduct } from "@/test/commerce-factories";
import { makeTestStore as makeStore } from "@/test/render";

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

const cartWith = (items: CartItemView[]) => withTotals(toCamel(wireCart([])) as CartView, items);

function storeWithCart(items: CartItemView[]) {
  const store = makeStore();
  store.dispatch(cartApi.util.upsertQueryEntries([{ endpointName: "cart", arg: { currency: "COP" }, value: cartWith(items) }]));
  return store;
}
const cachedCart = (store: ReturnType<typeof makeStore>) => cartApi.endpoints.cart.select({ currency: "COP" })(store.getState()).data ?? null;

describe("the cart's arithmetic", () => {
  it("computes count and totals in every currency from the items, flagging a missing price", () => {
    const cart = cartWith([basico, all, tutorialCopOnly]);
    expect(cart.count).toBe(3);
    expect(cart.total).toEqual({ currency: "COP", amountMinor: 31970000, amount: "319700.00", complete: true });
    expect(cart.totals.find((total) => total.currency === "USD")).toEqual({ currency: "USD", amountMinor: 7598, amount: "75.98", complete: false });
  });

  it("removes an item at once (the cart API puts it back where it was on a refusal: cart-api.test)", () => {
    const cart = withItemRemoved(cartWith([basico, all, tutorialCopOnly]), 2);
    expect(cart.items.map((item) => item.id)).toEqual([1, 3]);
    expect(cart.total.amount).toBe("199800.00");
    expect(cart.count).toBe(2);
  });

  it("adds a new item at the end and replaces one already there in place", () => {
    const cart = withItemAdded(withItemAdded(cartWith([basico]), all), { ...basico, isRenewal: true });
    expect(cart.items.map((item) => [item.id, item.isRenewal])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(cart.count).toBe(2);
  });

  it("leaves an item priced in another currency for the next read", () => {
    const cart = withItemAdded(cartWith([basico]), { ...all, unitPrice: { currency: "USD", amountMinor: 3199, amount: "31.99" } });
    expect(cart.count).toBe(1);
  });

  it("forgets the cart when the student signs out", () => {
    const store = storeWithCart([basico]);
    store.dispatch(setSession({ token: "t", user: null }));
    expect(cachedCart(store)).not.toBeNull();
    store.dispatch(setSession({ token: null, user: null }));
    expect(cachedCart(store)).toBeNull();

    const other = storeWithCart([basico]);
    other.dispatch(clearAuth());
    expect(cachedCart(other)).toBeNull();
  });
});
