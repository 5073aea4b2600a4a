import type { CheckoutResponse, Currency, PaymentOptions, PaymentProviderName } from "@fz/contracts/commerce";
import { cartApi } from "@/features/commerce/api/cart-api";
import type { CartView } from "@/features/commerce/api/cart-types";
import { analyticsItem } from "@/features/commerce/utils/shop-analytics";
import { trackEvent } from "@/lib/analytics";
import type { Camel } from "@/lib/case";
import { api, failureStatus } from "@/store/api";

export type PaymentOptionsView = Camel<PaymentOptions>;
export type PaymentOptionView = PaymentOptionsView["providers"][number];
export type CheckoutResult = Camel<CheckoutResponse>;

export interface CheckoutInput {
  currency: Currency;
  /** The provider the student chose; the server's default when left out. */
  provider?: PaymentProviderName;
  /** The total the student saw: the server refuses (409) rather than charge anything else. */
  expectedTotalMinor?: number;
}

/**
 * The checkout's server data (decision 020): the payment providers offered for a currency,
 * the cart's coupon and "Ir a pagar". A coupon write answers the whole cart, priced again:
 * it becomes the cached cart, so the price shown is the one checkout charges.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentOptions: build.query<PaymentOptionsView, Currency>({
      query: (currency) => ({ path: "/api/sales/payment-providers/", query: { currency } }),
    }),
    applyCoupon: build.mutation<CartView, { code: string; currency: Currency }>({
      query: ({ code, currency }) => ({ path: "/api/sales/shopping-cart/coupon/", method: "POST", body: { code }, query: { currency } }),
      // The form shows why a code was refused, beside the field: no toast.
      extraOptions: { report: "none" },
      invalidatesTags: (_cart, error) => (error ? [] : ["Coupon"]),
      async onQueryStarted({ currency }, { dispatch, queryFulfilled }) {
        const cart = await queryFulfilled.then(({ data }) => data, () => null);
        if (cart) void dispatch(cartApi.util.upsertQueryData("cart", { currency }, cart));
      },
    }),
    removeCoupon: build.mutation<CartView, Currency>({
      query: (currency) => ({ path: "/api/sales/shopping-cart/coupon/", method: "DELETE", query: { currency } }),
      invalidatesTags: (_cart, error) => (error ? [] : ["Coupon"]),
      async onQueryStarted(currency, { dispatch, queryFulfilled }) {
        const cart = await queryFulfilled.then(({ data }) => data, () => null);
        if (cart) void dispatch(cartApi.util.upsertQueryData("cart", { currency }, cart));
      },
    }),
    /**
     * "Ir a pagar": the server prices the cart into an order and opens the provider's session.
     * `begin_checkout` is sent when the student asks, whatever the provider answers. Refused
     * (an item no longer on sale, a price or the coupon changed): the cart is read again.
     */
    checkout: build.mutation<CheckoutResult, CheckoutInput>({
      query: (input) => ({ path: "/api/sales/checkout/", method: "POST", body: input }),
      invalidatesTags: (_result, error) => ([400, 409].includes(failureStatus(error) ?? 0) ? ["Cart"] : []),
      onQueryStarted({ currency }, { getState }) {
        const items = cartApi.endpoints.cart.select({ currency })(getState() as never).data?.items ?? [];
        trackEvent("begin_checkout", { items: items.map((item) => analyticsItem(item.product)) });
      },
    }),
  }),
});

export const { usePaymentOptionsQuery, useApplyCouponMutation, useRemoveCouponMutation, useCheckoutMutation } = checkoutApi;

/** Only a web address may be followed: the provider's page, never a `javascript:` URL. */
export function isNavigableUrl(url: string): boolean {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === "https:" || parsed.protocol === "http:";
  } catch {
    return false;
  }
}
