import type { Page } from "@fz/contracts/common";
import type { AdminCertificate, LevelUnlocking, LevelUnlockingInput } from "@fz/contracts/progression";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type LevelUnlockingItem = Camel<LevelUnlocking>;
export type AdminCertificateItem = Camel<AdminCertificate>;
export const ADMIN_CERTIFICATES_PAGE_SIZE = 20;

export interface AdminCertificatesQuery {
  page: number;
  search: string;
  status: "" | "valid" | "revoked";
}

/** The back office of issue 40: how a level's topics open and what each asks; the certificates. */
export const progressionAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    levelUnlocking: build.query<LevelUnlockingItem, number>({
      query: (levelId) => `/api/admin/levels/${levelId}/unlocking/`,
      providesTags: ["AdminCatalogue"],
    }),
    setLevelUnlocking: build.mutation<LevelUnlockingItem, { levelId: number } & Camel<LevelUnlockingInput>>({
      query: ({ levelId, ...body }) => ({ path: `/api/admin/levels/${levelId}/unlocking/`, method: "PUT", body }),
      invalidatesTags: ["AdminCatalogue", "AdminLog", "Level", "Topic"],
    }),
    adminCertificates: build.query<Page<AdminCertificateItem>, AdminCertificatesQuery>({
      query: ({ page, search, status }) => ({
        path: "/api/admin/certificates/",
        query: { page, pageSize: ADMIN_CERTIFICATES_PAGE_SIZE, search: search || undefined, status: status || undefined },
      }),
      providesTags: ["Certificate"],
    }),
    revokeCertificate: build.mutation<AdminCertificateItem, { code: string; reason: string }>({
      query: ({ code, reason }) => ({ path: `/api/admin/certificates/${encodeURIComponent(code)}/revoke/`, method: "POST", body: { reason } }),
      invalidatesTags: ["Certificate", "AdminLog"],
    }),
    reissueCertificate: build.mutation<AdminCertificateItem, { userId: number; levelId: number; reason: string }>({
      query: (body) => ({ path: "/api/admin/certificates/", method: "POST", body }),
      invalidatesTags: ["Certificate", "AdminLog"],
    }),
  }),
});

export const { useLevelUnlockingQuery, useSetLevelUnlockingMutation, useAdminCertificatesQuery, useRevokeCertificateMutation, useReissueCertificateMutation } =
  progressionAdminApi;
