import { type CheckoutInput, postCheckout } from "@/features/commerce/api/orders-api";
import { trackEvent } from "@/lib/analytics";
import { analyticsItem } from "@/lib/shop-analytics";
import { createAppAsyncThunk, failWith } from "@/store/app-thunk";

/**
 * "Ir a pagar": the server prices the cart into an order and opens the provider's session.
 * `begin_checkout` is sent when the student asks, whatever the provider answers.
 */
export const startCheckout = createAppAsyncThunk(
  "shop/startCheckout",
  async (input: CheckoutInput, { dispatch, getState, signal, rejectWithValue }) => {
    const items = getState().shop.shoppingCart?.items ?? [];
    trackEvent("begin_checkout", { items: items.map((item) => analyticsItem(item.product)) });
    try {
      return await postCheckout(input);
    } catch (error) {
      return rejectWithValue(failWith(error, { dispatch, signal }));
    }
  },
);

/** Only a web address may be followed: the provider's page, never a `javascript:` URL. */
export function isNavigableUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}
