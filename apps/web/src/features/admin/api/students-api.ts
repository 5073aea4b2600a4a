import type { AdminGrant, AdminStudent, PointsAdjustRequest, StudentDetail } from "@fz/contracts/admin";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import { downloadFile } from "@/lib/file-transfer";
import type { Paginated } from "@/lib/server-api";
import { studentsApiQuery, type StudentListState } from "@/features/admin/store/student-filters";

/** Spec §7 `/api/students/` (admin only): the list, the CSV export, one student and its actions. */
export type AdminStudentItem = Camel<AdminStudent>;
export type AdminGrantItem = Camel<AdminGrant>;
export type StudentDetailItem = Camel<StudentDetail>;

export const STUDENTS_PAGE_SIZE = 20;

export function listStudents(state: StudentListState, signal?: AbortSignal) {
  return api.get<Paginated<AdminStudentItem>>("/api/students/", {
    query: { ...studentsApiQuery(state.filters), ordering: state.ordering, page: state.page, pageSize: STUDENTS_PAGE_SIZE },
    signal,
  });
}

/** The filtered list as CSV, streamed by the API and saved by the browser. */
export function exportStudentsCsv(state: StudentListState) {
  return downloadFile("/api/students/export.csv", {
    query: { ...studentsApiQuery(state.filters), delimiter: "semicolon" },
    fallbackName: "estudiantes.csv",
    accept: "text/csv",
  });
}

export function getStudent(id: number, signal?: AbortSignal) {
  return api.get<StudentDetailItem>(`/api/students/${id}/`, { signal });
}

/** Either `months` or `endsAt` (ISO date and time), never both. */
export interface GrantBody {
  scope: "level" | "course" | "video";
  targetId: number;
  months?: number;
  endsAt?: string;
  note?: string;
}

export function grantAccess(studentId: number, body: GrantBody) {
  return api.post<AdminGrantItem>(`/api/students/${studentId}/grants/`, body);
}

export type PointsAdjustBody = Camel<PointsAdjustRequest>;

export function adjustPoints(studentId: number, body: PointsAdjustBody) {
  return api.post<{ balance: number; created: boolean }>(`/api/students/${studentId}/points/`, body);
}

export function setStudentActive(studentId: number, active: boolean) {
  return api.post<AdminStudentItem>(`/api/students/${studentId}/${active ? "reactivate" : "deactivate"}/`);
}

export type StudentPointsEntry = StudentDetailItem["points"]["results"][number];

export const POINTS_PAGE_SIZE = 10;

export function listStudentPoints(studentId: number, page: number, signal?: AbortSignal) {
  return api.get<Paginated<StudentPointsEntry>>(`/api/students/${studentId}/points/`, { query: { page, pageSize: POINTS_PAGE_SIZE }, signal });
}
