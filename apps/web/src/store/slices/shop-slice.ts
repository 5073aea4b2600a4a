import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { vatIncludedMinor } from "@/lib/currency";
import { minorToAmount } from "@/lib/money";
import type { CartItemView, CartView, ProductView } from "@/lib/shop-api";
import { clearAuth, setSession } from "@/store/slices/auth-slice";

export interface ShopState {
  products: ProductView[];
  product: ProductView | null;
  hasMore: boolean;
  /** The signed-in student's cart; null until it is read (or after signing out). */
  shoppingCart: CartView | null;
}

const initialState: ShopState = { products: [], product: null, hasMore: false, shoppingCart: null };

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
  // A coupon's discount depends on the items: until the server re-prices the cart (the thunks
  // read it again), it is kept as it was, never above the new subtotal.
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

export const shopSlice = createSlice({
  name: "shop",
  initialState,
  reducers: {
    patchShop(state, action: PayloadAction<Partial<ShopState>>) {
      Object.assign(state, action.payload);
    },
    setShoppingCart(state, action: PayloadAction<CartView>) {
      state.shoppingCart = action.payload;
    },
    clearShoppingCart(state) {
      state.shoppingCart = null;
    },
    /** An item the API just added (or already had): replaced in place, or appended. */
    cartItemAdded(state, action: PayloadAction<CartItemView>) {
      const cart = state.shoppingCart;
      // Priced in another currency (the student switched meanwhile): the next read brings it.
      if (!cart || (action.payload.unitPrice !== null && action.payload.unitPrice.currency !== cart.currency)) return;
      const items = cart.items.filter((item) => item.id !== action.payload.id);
      const index = cart.items.findIndex((item) => item.id === action.payload.id);
      items.splice(index === -1 ? items.length : index, 0, action.payload);
      state.shoppingCart = withTotals(cart, items);
    },
    /** Optimistic removal: the item leaves at once; `cartItemRestored` puts it back on failure. */
    cartItemRemoved(state, action: PayloadAction<number>) {
      const cart = state.shoppingCart;
      if (!cart) return;
      state.shoppingCart = withTotals(
        cart,
        cart.items.filter((item) => item.id !== action.payload),
      );
    },
    cartItemRestored(state, action: PayloadAction<{ item: CartItemView; index: number }>) {
      const cart = state.shoppingCart;
      if (!cart || cart.items.some((item) => item.id === action.payload.item.id)) return;
      const items = [...cart.items];
      items.splice(Math.min(Math.max(action.payload.index, 0), items.length), 0, action.payload.item);
      state.shoppingCart = withTotals(cart, items);
    },
  },
  extraReducers: (builder) => {
    // One student's cart must never show under the next account used in this tab.
    builder
      .addCase(clearAuth, (state) => {
        state.shoppingCart = null;
      })
      .addCase(setSession, (state, action) => {
        if (action.payload.token === null) state.shoppingCart = null;
      });
  },
});

export const { patchShop, setShoppingCart, clearShoppingCart, cartItemAdded, cartItemRemoved, cartItemRestored } = shopSlice.actions;
