import type { Page } from "@fz/contracts/common";
import type { AdminOrderDetail } from "@fz/contracts/admin/orders";
import type { AdminOrderSummary } from "@fz/contracts/admin/students";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";
import type { OrderFilters } from "@/features/admin/store/order-filters";

export type AdminOrderItem = Camel<AdminOrderSummary>;
export type AdminOrderDetailItem = Camel<AdminOrderDetail>;

export const ORDERS_PAGE_SIZE = 20;

/** Settling an order changes it, the buyer's access, the figures and the audit log. */
const CHANGES = ["AdminOrder", "Student", "AdminLog"] as const;

export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<Page<AdminOrderItem>, OrderFilters>({
      query: (filters) => ({
        path: "/api/admin/orders/",
        query: {
          status: filters.status || undefined,
          provider: filters.provider || undefined,
          from: filters.from || undefined,
          to: filters.to || undefined,
          search: filters.search || undefined,
          user: filters.user ?? undefined,
          page: filters.page,
          pageSize: ORDERS_PAGE_SIZE,
        },
      }),
      providesTags: ["AdminOrder"],
    }),
    adminOrder: build.query<AdminOrderDetailItem, number>({
      query: (id) => `/api/admin/orders/${id}/`,
      providesTags: ["AdminOrder"],
    }),
    /** A bank transfer or cash payment confirmed by hand: grants access as a provider's payment would. */
    markOrderPaid: build.mutation<AdminOrderDetailItem, number>({
      query: (id) => ({ path: `/api/admin/orders/${id}/mark-paid/`, method: "POST" }),
      invalidatesTags: [...CHANGES],
    }),
    refundOrder: build.mutation<AdminOrderDetailItem, number>({
      query: (id) => ({ path: `/api/admin/orders/${id}/refund/`, method: "POST" }),
      invalidatesTags: [...CHANGES],
    }),
  }),
});

export const { useAdminOrdersQuery, useAdminOrderQuery, useMarkOrderPaidMutation, useRefundOrderMutation } = ordersApi;
