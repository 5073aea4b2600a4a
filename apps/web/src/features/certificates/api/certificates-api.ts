import type { Page } from "@fz/contracts/common";
import type { Certificate } from "@fz/contracts/progression";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type CertificateItem = Camel<Certificate>;

export const CERTIFICATES_PAGE_SIZE = 20;

/** The student's certificates (issue 40). */
export const certificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCertificates: build.query<Page<CertificateItem>, number>({
      query: (page) => ({ path: "/api/certificates/", query: { page, pageSize: CERTIFICATES_PAGE_SIZE } }),
      providesTags: ["Certificate"],
    }),
    /** Show or hide the student's name on the public verification page. */
    setCertificateNameHidden: build.mutation<CertificateItem, { code: string; hideName: boolean }>({
      query: ({ code, hideName }) => ({ path: `/api/certificates/${encodeURIComponent(code)}/`, method: "PATCH", body: { hideName } }),
      invalidatesTags: ["Certificate"],
    }),
  }),
});

export const { useMyCertificatesQuery, useSetCertificateNameHiddenMutation } = certificatesApi;
