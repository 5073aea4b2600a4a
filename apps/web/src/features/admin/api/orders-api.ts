import type { AdminOrderDetail, AdminOrderSummary } from "@fz/contracts/admin";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import type { Paginated } from "@/lib/server-api";
import type { OrderFilters } from "@/features/admin/store/order-filters";

export type AdminOrderItem = Camel<AdminOrderSummary>;
export type AdminOrderDetailItem = Camel<AdminOrderDetail>;

export const ORDERS_PAGE_SIZE = 20;

export function listOrders(filters: OrderFilters, signal?: AbortSignal) {
  return api.get<Paginated<AdminOrderItem>>("/api/admin/orders/", {
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
    signal,
  });
}

export function getOrder(id: number, signal?: AbortSignal) {
  return api.get<AdminOrderDetailItem>(`/api/admin/orders/${id}/`, { signal });
}

/** A bank transfer or cash payment confirmed by hand: grants access as a provider's payment would. */
export function markOrderPaid(id: number) {
  return api.post<AdminOrderDetailItem>(`/api/admin/orders/${id}/mark-paid/`);
}

export function refundOrder(id: number) {
  return api.post<AdminOrderDetailItem>(`/api/admin/orders/${id}/refund/`);
}
