import type { Page } from "@fz/contracts/common";
import type { AdminOrderDetail } from "@fz/contracts/admin/orders";
import type { AdminOrderSummary } from "@fz/contracts/admin/students";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";
import { downloadFile } from "@/lib/file-transfer";
import { type OrderFilters, orderQuery } from "@/features/admin/utils/order-filters";

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
          ...orderQuery(filters),
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
    /** The reason is kept on the order and told to the student. */
    refundOrder: build.mutation<AdminOrderDetailItem, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ path: `/api/admin/orders/${id}/refund/`, method: "POST", body: { reason } }),
      invalidatesTags: [...CHANGES],
    }),
  }),
});

export const { useAdminOrdersQuery, useAdminOrderQuery, useMarkOrderPaidMutation, useRefundOrderMutation } = ordersApi;

/** The filtered orders as CSV, with their lines (streamed by the API, saved by the browser). */
export function exportOrdersCsv(filters: OrderFilters) {
  return downloadFile("/api/admin/orders/export.csv", { query: { ...orderQuery(filters), delimiter: "semicolon" }, fallbackName: "pedidos.csv", accept: "text/csv" });
}

/** One month's revenue for the accountant: per course, per payment provider and per coupon. */
export function downloadRevenueCsv(month: string) {
  return downloadFile("/api/admin/reports/revenue.csv", { query: { month, delimiter: "semicolon" }, fallbackName: `ingresos-${month}.csv`, accept: "text/csv" });
}
