import type { Page } from "@fz/contracts/common";
import type { AdminGrant, AdminStudent, PointsAdjustRequest, StudentDetail } from "@fz/contracts/admin/students";
import type { Camel } from "@/lib/case";
import { downloadFile } from "@/lib/file-transfer";
import { api } from "@/store/api";
import { studentsApiQuery, type StudentListState } from "@/features/admin/utils/student-filters";

/** Spec §7 `/api/students/` (admin only): the list, the CSV export, one student and its actions. */
export type AdminStudentItem = Camel<AdminStudent>;
export type AdminGrantItem = Camel<AdminGrant>;
export type StudentDetailItem = Camel<StudentDetail>;
export type StudentPointsEntry = StudentDetailItem["points"]["results"][number];
export type PointsAdjustBody = Camel<PointsAdjustRequest>;

export const STUDENTS_PAGE_SIZE = 20;
export const POINTS_PAGE_SIZE = 10;

/** Either `months` or `endsAt` (ISO date and time), never both. */
export interface GrantBody {
  scope: "level" | "course" | "video";
  targetId: number;
  months?: number;
  endsAt?: string;
  note?: string;
}

/** An action on a student changes the student, the lists and counts, and the audit log. */
const CHANGES = ["Student", "AdminLog"] as const;

export const studentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminStudents: build.query<Page<AdminStudentItem>, StudentListState>({
      query: (state) => ({
        path: "/api/students/",
        query: { ...studentsApiQuery(state.filters), ordering: state.ordering, page: state.page, pageSize: STUDENTS_PAGE_SIZE },
      }),
      providesTags: ["Student"],
    }),
    adminStudent: build.query<StudentDetailItem, number>({
      query: (id) => `/api/students/${id}/`,
      providesTags: ["Student"],
    }),
    studentPoints: build.query<Page<StudentPointsEntry>, { studentId: number; page: number }>({
      query: ({ studentId, page }) => ({ path: `/api/students/${studentId}/points/`, query: { page, pageSize: POINTS_PAGE_SIZE } }),
      providesTags: ["Student"],
    }),
    grantAccess: build.mutation<AdminGrantItem, { studentId: number; body: GrantBody }>({
      query: ({ studentId, body }) => ({ path: `/api/students/${studentId}/grants/`, method: "POST", body }),
      invalidatesTags: [...CHANGES],
    }),
    /** Closes one access now, with the reason the student is told (`POST …/grants/<id>/revoke/`). */
    revokeGrant: build.mutation<AdminGrantItem, { studentId: number; grantId: number; reason: string }>({
      query: ({ studentId, grantId, reason }) => ({ path: `/api/students/${studentId}/grants/${grantId}/revoke/`, method: "POST", body: { reason } }),
      invalidatesTags: [...CHANGES],
    }),
    adjustPoints: build.mutation<{ balance: number; created: boolean }, { studentId: number; body: PointsAdjustBody }>({
      query: ({ studentId, body }) => ({ path: `/api/students/${studentId}/points/`, method: "POST", body }),
      invalidatesTags: [...CHANGES],
    }),
    setStudentActive: build.mutation<AdminStudentItem, { studentId: number; active: boolean }>({
      query: ({ studentId, active }) => ({ path: `/api/students/${studentId}/${active ? "reactivate" : "deactivate"}/`, method: "POST" }),
      invalidatesTags: [...CHANGES],
    }),
  }),
});

export const {
  useAdminStudentsQuery,
  useAdminStudentQuery,
  useStudentPointsQuery,
  useGrantAccessMutation,
  useRevokeGrantMutation,
  useAdjustPointsMutation,
  useSetStudentActiveMutation,
} = studentsApi;

/** The filtered list as CSV, streamed by the API and saved by the browser (a download, not an endpoint). */
export function exportStudentsCsv(state: StudentListState) {
  return downloadFile("/api/students/export.csv", {
    query: { ...studentsApiQuery(state.filters), delimiter: "semicolon" },
    fallbackName: "estudiantes.csv",
    accept: "text/csv",
  });
}
