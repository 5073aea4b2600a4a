import type { Page } from "@fz/contracts/common";
import type {
  Assignment,
  AssignmentCreate,
  CommentCreate,
  ReviewCreate,
  SharedReview,
  Submission,
  SubmissionCreate,
  SubmissionDetail,
  SubmissionStatus,
  TeacherCourseOptions,
} from "@fz/contracts/teaching";
import type { Camel } from "@/lib/case";
import { teachingReads } from "@/features/teaching/api/teaching-reads";
import { api } from "@/store/api";

export type SubmissionItem = Camel<Submission>;
export type SubmissionDetailItem = Camel<SubmissionDetail>;
export type AssignmentItem = Camel<Assignment>;
export type NewSubmission = Camel<SubmissionCreate>;
export type NewAssignment = Camel<AssignmentCreate>;
export type SharedReviewItem = Camel<SharedReview>;
export type TeacherCourseItem = Camel<TeacherCourseOptions["results"][number]>;

export const REVIEWS_PAGE_SIZE = 10;
export const SHARED_PAGE_SIZE = 3;

export interface QueueArgs {
  page: number;
  status?: SubmissionStatus;
  mine?: boolean;
  course?: number;
  level?: number;
  student?: number;
}

/** The teacher's loop (issue 38): the student's takes and the teacher's queue, through RTK Query. */
export const teachingApi = api.injectEndpoints({
  endpoints: (build) => ({
    mySubmissions: build.query<Page<SubmissionItem>, { page: number; status?: SubmissionStatus }>({
      query: ({ page, status }) => ({ path: "/api/submissions/", query: { page, pageSize: REVIEWS_PAGE_SIZE, status } }),
      providesTags: ["Submission"],
    }),
    submission: build.query<SubmissionDetailItem, number>({
      query: (id) => teachingReads.submission(id),
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
      query: ({ page, status, mine, course, level, student }) => ({
        path: "/api/teacher/submissions/",
        query: { page, pageSize: REVIEWS_PAGE_SIZE, status, mine: mine ? "true" : undefined, course, level, student },
      }),
      providesTags: ["Submission"],
    }),
    teacherSubmission: build.query<SubmissionDetailItem, number>({
      query: (id) => teachingReads.teacherSubmission(id),
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
    shareSubmission: build.mutation<SubmissionDetailItem, { id: number; share: boolean }>({
      query: ({ id, share }) => ({ path: `/api/submissions/${id}/share/`, method: "PUT", body: { share } }),
      invalidatesTags: ["Submission"],
    }),
    approveShare: build.mutation<SubmissionDetailItem, { id: number; approved: boolean }>({
      query: ({ id, approved }) => ({ path: `/api/teacher/submissions/${id}/share/`, method: "POST", body: { approved } }),
      invalidatesTags: ["Submission"],
    }),
    sharedReviews: build.query<Page<SharedReviewItem>, { level: number; slug: string; page: number }>({
      query: ({ level, slug, page }) => ({ path: "/api/submissions/shared/", query: { level, slug, page, pageSize: SHARED_PAGE_SIZE } }),
      // A student without the level's access (a free topic) simply does not see the section.
      extraOptions: { report: "none" },
      providesTags: ["Submission"],
    }),
    teacherCourses: build.query<{ results: TeacherCourseItem[] }, void>({
      query: () => "/api/teacher/courses/",
    }),
    teacherStudents: build.query<Page<{ id: number; name: string }>, string>({
      query: (search) => ({ path: "/api/teacher/students/", query: { search: search || undefined, pageSize: 50 } }),
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
  useShareSubmissionMutation,
  useApproveShareMutation,
  useSharedReviewsQuery,
  useTeacherCoursesQuery,
  useTeacherStudentsQuery,
} = teachingApi;
