import type { Page } from "@fz/contracts/common";
import type { Assignment, AssignmentCreate, CommentCreate, ReviewCreate, Submission, SubmissionCreate, SubmissionDetail, SubmissionStatus } from "@fz/contracts/teaching";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type SubmissionItem = Camel<Submission>;
export type SubmissionDetailItem = Camel<SubmissionDetail>;
export type AssignmentItem = Camel<Assignment>;
export type NewSubmission = Camel<SubmissionCreate>;
export type NewAssignment = Camel<AssignmentCreate>;

export const REVIEWS_PAGE_SIZE = 10;

export interface QueueArgs {
  page: number;
  status?: SubmissionStatus;
  mine?: boolean;
}

/** The teacher's loop (issue 38): the student's takes and the teacher's queue, through RTK Query. */
export const teachingApi = api.injectEndpoints({
  endpoints: (build) => ({
    mySubmissions: build.query<Page<SubmissionItem>, { page: number; status?: SubmissionStatus }>({
      query: ({ page, status }) => ({ path: "/api/submissions/", query: { page, pageSize: REVIEWS_PAGE_SIZE, status } }),
      providesTags: ["Submission"],
    }),
    submission: build.query<SubmissionDetailItem, number>({
      query: (id) => `/api/submissions/${id}/`,
      providesTags: ["Submission"],
    }),
    sendSubmission: build.mutation<SubmissionDetailItem, NewSubmission>({
      query: (body) => ({ path: "/api/submissions/", method: "POST", body }),
      extraOptions: { report: "none" },
      invalidatesTags: ["Submission", "Assignment"],
    }),
    withdrawSubmission: build.mutation<SubmissionDetailItem, number>({
      query: (id) => ({ path: `/api/submissions/${id}/`, method: "DELETE" }),
      invalidatesTags: ["Submission"],
    }),
    myAssignments: build.query<Page<AssignmentItem>, number>({
      query: (page) => ({ path: "/api/assignments/", query: { page, pageSize: REVIEWS_PAGE_SIZE } }),
      providesTags: ["Assignment"],
    }),
    teacherAssignments: build.query<Page<AssignmentItem>, number>({
      query: (page) => ({ path: "/api/teacher/assignments/", query: { page, pageSize: REVIEWS_PAGE_SIZE } }),
      providesTags: ["Assignment"],
    }),
    teacherQueue: build.query<Page<SubmissionItem>, QueueArgs>({
      query: ({ page, status, mine }) => ({ path: "/api/teacher/submissions/", query: { page, pageSize: REVIEWS_PAGE_SIZE, status, mine: mine ? "true" : undefined } }),
      providesTags: ["Submission"],
    }),
    teacherSubmission: build.query<SubmissionDetailItem, number>({
      query: (id) => `/api/teacher/submissions/${id}/`,
      providesTags: ["Submission"],
    }),
    claimSubmission: build.mutation<SubmissionDetailItem, number>({
      query: (id) => ({ path: `/api/teacher/submissions/${id}/claim/`, method: "POST" }),
      invalidatesTags: ["Submission"],
    }),
    commentSubmission: build.mutation<SubmissionDetailItem, { id: number } & Camel<CommentCreate>>({
      query: ({ id, ...body }) => ({ path: `/api/teacher/submissions/${id}/comments/`, method: "POST", body }),
      invalidatesTags: ["Submission"],
    }),
    reviewSubmission: build.mutation<SubmissionDetailItem, { id: number } & Camel<ReviewCreate>>({
      query: ({ id, ...body }) => ({ path: `/api/teacher/submissions/${id}/review/`, method: "POST", body }),
      invalidatesTags: ["Submission"],
    }),
    assignPractice: build.mutation<AssignmentItem, NewAssignment>({
      query: (body) => ({ path: "/api/teacher/assignments/", method: "POST", body }),
      invalidatesTags: ["Assignment"],
    }),
  }),
});

export const {
  useMySubmissionsQuery,
  useSubmissionQuery,
  useSendSubmissionMutation,
  useWithdrawSubmissionMutation,
  useMyAssignmentsQuery,
  useTeacherAssignmentsQuery,
  useTeacherQueueQuery,
  useTeacherSubmissionQuery,
  useClaimSubmissionMutation,
  useCommentSubmissionMutation,
  useReviewSubmissionMutation,
  useAssignPracticeMutation,
} = teachingApi;
