import type { Currency } from "@fz/contracts/commerce";
import { trackEvent } from "@/lib/analytics";
import { isApiError } from "@/lib/api-error";
import { analyticsItem } from "@/lib/shop-analytics";
import { deleteCartItem, getShoppingCart, postCartItem, preferredCurrency, type AddToCartInput } from "@/lib/shop-api";
import { createAppAsyncThunk, failWith } from "@/store/app-thunk";
import type { SharedState as RootState } from "@/store/make-store";
import { cartItemAdded, cartItemRemoved, cartItemRestored, setShoppingCart } from "@/store/slices/shop-slice";

/** The currency the cart is shown in: the loaded cart's, else the student's last choice. */
function cartCurrency(state: RootState): Currency {
  return state.shop.shoppingCart?.currency ?? preferredCurrency();
}

/**
 * Reads the cart (spec §7 `get_shopping_cart`) in a currency. `quiet` is for reads nobody
 * asked for (the header's count): their failure is not worth a toast.
 */
export const fetchShoppingCart = createAppAsyncThunk(
  "shop/fetchShoppingCart",
  async (
    options: { currency?: Currency; quiet?: boolean } | undefined,
    { dispatch, getState, signal, rejectWithValue },
  ) => {
    const { currency, quiet = false } = options ?? {};
    try {
      const cart = await getShoppingCart(currency ?? cartCurrency(getState()), signal);
      dispatch(setShoppingCart(cart));
      return cart;
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }, { report: !quiet }));
    }
  },
);

/**
 * Puts a product in the cart (by id, or by what the page knows: level and months,
 * purchase-all of a course, a tutorial) and sends `add_to_cart`. The API answers the item,
 * existing or new, so adding twice never duplicates it.
 */
export const addToCart = createAppAsyncThunk(
  "shop/addToCart",
  async (input: AddToCartInput, { dispatch, getState, signal, rejectWithValue }) => {
    const hadCart = getState().shop.shoppingCart !== null;
    let item;
    try {
      item = await postCartItem(input, cartCurrency(getState()));
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
    trackEvent("add_to_cart", { items: [analyticsItem(item.product)] });
    if (hadCart) dispatch(cartItemAdded(item));
    // Without a cart in memory there is nothing to patch: read it, so the header counts it.
    // With a coupon, the server re-prices the discount: read it too.
    if (!hadCart || getState().shop.shoppingCart?.coupon) void dispatch(fetchShoppingCart({ quiet: true }));
    return item;
  },
);

/**
 * Takes an item out at once and tells the API; if the API refuses, the item comes back
 * where it was. A 404 means it was already gone (another tab): it stays out.
 */
export const removeFromCart = createAppAsyncThunk(
  "shop/removeFromCart",
  async (itemId: number, { dispatch, getState, signal, rejectWithValue }) => {
    const items = getState().shop.shoppingCart?.items ?? [];
    const index = items.findIndex((item) => item.id === itemId);
    const item = items[index];
    dispatch(cartItemRemoved(itemId));
    try {
      await deleteCartItem(itemId);
      // A coupon's discount follows the items: the server says what it is now.
      if (getState().shop.shoppingCart?.coupon) void dispatch(fetchShoppingCart({ quiet: true }));
      return itemId;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return itemId;
      if (item) dispatch(cartItemRestored({ item, index }));
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);
