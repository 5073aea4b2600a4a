import { api } from "@/lib/api-client";
import type { Paginated } from "@/lib/server-api";
import { todayInBogota } from "@/features/admin/store/grant-validation";

/** The figures of the Resumen page: each is the `count` of a filtered list the API already offers. */
export interface OverviewCounts {
  students: number;
  withAccess: number;
  paidThisMonth: number;
  pendingOrders: number;
  failedRegistrations: number;
}

/** The first day of this month in Bogotá (YYYY-MM-01). */
export function monthStart(today: string = todayInBogota()): string {
  return `${today.slice(0, 7)}-01`;
}

async function count(path: string, query: Record<string, string | number | boolean>, signal?: AbortSignal): Promise<number> {
  const page = await api.get<Paginated<unknown>>(path, { query: { ...query, pageSize: 1 }, signal });
  return page.count;
}

export async function getOverviewCounts(signal?: AbortSignal): Promise<OverviewCounts> {
  const [students, withAccess, paidThisMonth, pendingOrders, failedRegistrations] = await Promise.all([
    count("/api/students/", {}, signal),
    count("/api/students/", { hasAccess: true, status: "active" }, signal),
    count("/api/admin/orders/", { status: "paid", from: monthStart() }, signal),
    count("/api/admin/orders/", { status: "pending" }, signal),
    count("/api/students/registration-logs/", { isFailed: true }, signal),
  ]);
  return { students, withAccess, paidThisMonth, pendingOrders, failedRegistrations };
}
