import type { Order } from "@fz/contracts/commerce";
import type { Page } from "@fz/contracts/common";
import type { Camel } from "@/lib/case";
import { api, reportFor, serializeWithoutQuiet, type Quietly } from "@/store/api";

export type OrderView = Camel<Order>;
export type OrderItemView = OrderView["items"][number];

export const ORDERS_PAGE_SIZE = 10;

/** The student's orders (decision 020). */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * One of the student's orders: the return pages read its state (the provider's webhook sets
     * it). Quiet while the success page waits for the webhook: it says itself what went wrong.
     */
    order: build.query<OrderView, Quietly<{ id: number }>>({
      query: (args) => ({ path: `/api/sales/orders/${args.id}/`, report: reportFor(args) }),
      // A dropped connection or a server error is asked again; a refusal (not the student's order) is told.
      extraOptions: { report: "refusals" },
      serializeQueryArgs: serializeWithoutQuiet,
      providesTags: (_order, _error, { id }) => [{ type: "Order", id }],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const order = await queryFulfilled.then(({ data }) => data, () => null);
        // Paid: the products left the cart (the header's count follows) and their access opened.
        if (order?.status === "paid") dispatch(api.util.invalidateTags(["Cart", "Points", "Level", "Progress", "Tutorial"]));
      },
    }),
    /** Spec §7 `api/sales/historical`: the student's orders, newest first. */
    orders: build.query<Page<OrderView>, number>({
      query: (page) => ({ path: "/api/sales/historical/", query: { page, pageSize: ORDERS_PAGE_SIZE } }),
      providesTags: ["Order"],
    }),
  }),
});

export const { useOrderQuery, useOrdersQuery } = ordersApi;
