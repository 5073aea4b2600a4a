import type { Page } from "@fz/contracts/common";
import type { AdminCourse, AdminLevel } from "@fz/contracts/admin/catalogue";
import type { AdminCoupon, AdminCouponInput } from "@fz/contracts/coupons";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type AdminCouponItem = Camel<AdminCoupon>;
export const COUPONS_PAGE_SIZE = 20;

/**
 * The back office's coupons (decision 020: RTK Query). Writes send the contract's snake_case
 * body as it is (the client's key conversion leaves snake_case keys unchanged) and invalidate
 * the list.
 */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCoupons: build.query<Page<AdminCouponItem>, { page: number; search: string }>({
      query: ({ page, search }) => ({ path: "/api/admin/coupons/", query: { page, pageSize: COUPONS_PAGE_SIZE, search: search || undefined } }),
      providesTags: ["Coupon"],
    }),
    saveCoupon: build.mutation<AdminCouponItem, { id: number | null; body: AdminCouponInput }>({
      query: ({ id, body }) => ({ path: id === null ? "/api/admin/coupons/" : `/api/admin/coupons/${id}/`, method: id === null ? "POST" : "PUT", body }),
      // The dialog shows what the server refused beside its fields.
      extraOptions: { report: "none" },
      invalidatesTags: ["Coupon", "AdminLog"],
    }),
    deleteCoupon: build.mutation<void, number>({
      query: (id) => ({ path: `/api/admin/coupons/${id}/`, method: "DELETE" }),
      invalidatesTags: ["Coupon", "AdminLog"],
    }),
    /** What a coupon can be scoped to: the catalogue is small (one page of 100 holds it). */
    couponTargets: build.query<{ courses: Camel<AdminCourse>[]; levels: Camel<AdminLevel>[] }, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const [courses, levels] = await Promise.all([
          baseQuery({ path: "/api/admin/courses/", query: { pageSize: 100 } }),
          baseQuery({ path: "/api/admin/levels/", query: { pageSize: 100 } }),
        ]);
        if (courses.error) return { error: courses.error };
        if (levels.error) return { error: levels.error };
        return { data: { courses: (courses.data as Page<Camel<AdminCourse>>).results, levels: (levels.data as Page<Camel<AdminLevel>>).results } };
      },
      providesTags: ["AdminCatalogue"],
    }),
  }),
});

export const { useAdminCouponsQuery, useSaveCouponMutation, useDeleteCouponMutation, useCouponTargetsQuery } = couponsApi;
