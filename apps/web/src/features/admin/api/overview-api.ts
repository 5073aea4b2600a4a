import type { Page } from "@fz/contracts/common";
import { api } from "@/store/api";
import { todayInBogota } from "@/features/admin/utils/grant-form";

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

const COUNTS: [keyof OverviewCounts, string, Record<string, string | boolean>][] = [
  ["students", "/api/students/", {}],
  ["withAccess", "/api/students/", { hasAccess: true, status: "active" }],
  ["paidThisMonth", "/api/admin/orders/", { status: "paid" }],
  ["pendingOrders", "/api/admin/orders/", { status: "pending" }],
  ["failedRegistrations", "/api/students/registration-logs/", { isFailed: true }],
];

export const overviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    overviewCounts: build.query<OverviewCounts, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const from = monthStart();
        const answers = await Promise.all(
          COUNTS.map(([key, path, query]) => baseQuery({ path, query: { ...query, ...(key === "paidThisMonth" ? { from } : {}), pageSize: 1 } })),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error };
        const counts = Object.fromEntries(COUNTS.map(([key], index) => [key, (answers[index]!.data as Page<unknown>).count]));
        return { data: counts as unknown as OverviewCounts };
      },
      providesTags: ["Student", "AdminOrder", "AdminLog"],
    }),
  }),
});

export const { useOverviewCountsQuery } = overviewApi;
