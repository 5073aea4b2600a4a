import type { Currency, PaymentOptions } from "@fz/contracts/commerce";
import type { Camel } from "@/lib/case";
import type { CartView } from "@/lib/shop-api";
import { api } from "@/store/api";
import { setShoppingCart } from "@/store/slices/shop-slice";

export type PaymentOptionsView = Camel<PaymentOptions>;
export type PaymentOptionView = PaymentOptionsView["providers"][number];

/**
 * The checkout's server data (decision 020): the payment providers offered for a currency and
 * the cart's coupon. A coupon write answers the whole cart, priced again: it replaces the
 * cart in the store, so the price shown is the one checkout charges.
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
      invalidatesTags: ["Cart", "Coupon"],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setShoppingCart(data));
      },
    }),
    removeCoupon: build.mutation<CartView, Currency>({
      query: (currency) => ({ path: "/api/sales/shopping-cart/coupon/", method: "DELETE", query: { currency } }),
      invalidatesTags: ["Cart", "Coupon"],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(setShoppingCart(data));
      },
    }),
  }),
});

export const { usePaymentOptionsQuery, useApplyCouponMutation, useRemoveCouponMutation } = checkoutApi;
