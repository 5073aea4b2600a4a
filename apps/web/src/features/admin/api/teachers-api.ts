import type { Page } from "@fz/contracts/common";
import type { AdminStudent } from "@fz/contracts/admin/students";
import type { TeacherSummary, TeacherUpdate } from "@fz/contracts/teaching";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type TeacherSummaryItem = Camel<TeacherSummary>;
export const TEACHERS_PAGE_SIZE = 20;

/** The admin's teachers (issue 38): their courses and response figures; making or unmaking one. */
export const teachersApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminTeachers: build.query<Page<TeacherSummaryItem>, number>({
      query: (page) => ({ path: "/api/admin/teachers/", query: { page, pageSize: TEACHERS_PAGE_SIZE } }),
      providesTags: ["Student"],
    }),
    /** The account with this e-mail, whatever its role (the students search). */
    accountByEmail: build.mutation<Page<Camel<AdminStudent>>, string>({
      query: (email) => ({ path: "/api/students/", query: { search: email, role: "all", page: 1, pageSize: 5 } }),
    }),
    setTeacher: build.mutation<{ detail: string }, { id: number } & Camel<TeacherUpdate>>({
      query: ({ id, ...body }) => ({ path: `/api/admin/teachers/${id}/`, method: "PUT", body }),
      invalidatesTags: ["Student", "AdminLog"],
    }),
  }),
});

export const { useAdminTeachersQuery, useAccountByEmailMutation, useSetTeacherMutation } = teachersApi;
