import type { Page } from "@fz/contracts/common";
import type { AdminCourse, AdminLevel, AdminTopic, AdminVideo, CourseCreate, LevelCreate, TopicCreate, TutorialCreate } from "@fz/contracts/admin/catalogue";
import type { AdminQuiz, QuizCreate } from "@fz/contracts/admin/quizzes";
import type { Currency } from "@fz/contracts/commerce";
import type { AdminScore, ScoreCreate } from "@fz/contracts/scores";
import type { Camel } from "@/lib/case";
import { uploadWithProgress, type ProgressListener } from "@/lib/file-transfer";
import { api } from "@/store/api";

/** Catalogue management: courses → levels → topics, tutorials and exercises (all admin only). */
export type AdminCourseItem = Camel<AdminCourse>;
export type AdminLevelItem = Camel<AdminLevel>;
export type AdminTopicItem = Camel<AdminTopic>;
export type AdminVideoItem = Camel<AdminVideo>;
export type AdminExerciseItem = Camel<AdminQuiz>;
export type AdminScoreItem = Camel<AdminScore>;
export type ScoreBody = Partial<Camel<ScoreCreate>>;

export interface AdminTopicsPage extends Page<AdminTopicItem> {
  level: { id: number; slug: string; title: string; course: { id: number; slug: string; title: string } };
  /** Send it back with a reorder: the API refuses the order if someone changed it meanwhile. */
  version: string;
}

/** One price to set; `amountMinor` null removes it. */
export interface PriceWrite {
  currency: Currency;
  amountMinor: number | null;
  months?: 1 | 4 | 12;
}

export type CourseBody = Partial<Omit<Camel<CourseCreate>, "prices">> & { prices?: PriceWrite[] };
export type LevelBody = Partial<Omit<Camel<LevelCreate>, "prices">> & { prices?: PriceWrite[] };
export type TopicBody = Partial<Camel<TopicCreate>>;
export type TutorialBody = Partial<Omit<Camel<TutorialCreate>, "prices">> & { prices?: PriceWrite[] };
export type ExerciseBody = Partial<Camel<QuizCreate>>;

export interface TopicOrder {
  levelId: number;
  ids: number[];
  version: string;
}

/** The catalogue is small (six courses, a few levels each): one page of 100 holds it. */
const ALL = { pageSize: 100 };

/**
 * The catalogue through RTK Query (decision 020). Every read provides `AdminCatalogue` and
 * every write invalidates it (and the audit log it writes to): a saved level refreshes the
 * course's list, its counts and the pickers that offer it, with no reload by hand.
 */
const CHANGES = ["AdminCatalogue", "AdminLog"] as const;

export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCourses: build.query<Page<AdminCourseItem>, void>({
      query: () => ({ path: "/api/admin/courses/", query: ALL }),
      providesTags: ["AdminCatalogue"],
    }),
    adminCourse: build.query<AdminCourseItem, number>({
      query: (id) => `/api/admin/courses/${id}/`,
      providesTags: ["AdminCatalogue"],
    }),
    updateCourse: build.mutation<AdminCourseItem, { id: number; body: CourseBody }>({
      query: ({ id, body }) => ({ path: `/api/admin/courses/${id}/`, method: "PATCH", body }),
      invalidatesTags: [...CHANGES],
    }),
    /** Every level (`undefined`) or a course's. */
    adminLevels: build.query<Page<AdminLevelItem>, number | undefined>({
      query: (courseId) => ({ path: "/api/admin/levels/", query: { course: courseId, ...ALL } }),
      providesTags: ["AdminCatalogue"],
    }),
    adminLevel: build.query<AdminLevelItem, number>({
      query: (id) => `/api/admin/levels/${id}/`,
      providesTags: ["AdminCatalogue"],
    }),
    createLevel: build.mutation<AdminLevelItem, LevelBody & { courseId: number }>({
      query: (body) => ({ path: "/api/admin/levels/", method: "POST", body }),
      invalidatesTags: [...CHANGES],
    }),
    updateLevel: build.mutation<AdminLevelItem, { id: number; body: LevelBody }>({
      query: ({ id, body }) => ({ path: `/api/admin/levels/${id}/`, method: "PATCH", body }),
      invalidatesTags: [...CHANGES],
    }),
    deleteLevel: build.mutation<void, number>({
      query: (id) => ({ path: `/api/admin/levels/${id}/`, method: "DELETE" }),
      invalidatesTags: [...CHANGES],
    }),
    adminTopics: build.query<AdminTopicsPage, number>({
      query: (levelId) => ({ path: `/api/admin/levels/${levelId}/themes/`, query: ALL }),
      providesTags: ["AdminCatalogue"],
    }),
    adminTopic: build.query<AdminTopicItem, number>({
      query: (id) => `/api/admin/themes/${id}/`,
      providesTags: ["AdminCatalogue"],
    }),
    createTopic: build.mutation<AdminTopicItem, { levelId: number; body: TopicBody }>({
      query: ({ levelId, body }) => ({ path: `/api/admin/levels/${levelId}/themes/`, method: "POST", body }),
      invalidatesTags: [...CHANGES],
    }),
    updateTopic: build.mutation<AdminTopicItem, { id: number; body: TopicBody }>({
      query: ({ id, body }) => ({ path: `/api/admin/themes/${id}/`, method: "PATCH", body }),
      invalidatesTags: [...CHANGES],
    }),
    deleteTopic: build.mutation<void, number>({
      query: (id) => ({ path: `/api/admin/themes/${id}/`, method: "DELETE" }),
      invalidatesTags: [...CHANGES],
    }),
    /** The level's whole order at once, with the version read: 409 when someone changed it since. */
    reorderTopics: build.mutation<TopicOrder, { levelId: number; ids: number[]; version: string }>({
      query: ({ levelId, ids, version }) => ({ path: `/api/admin/levels/${levelId}/themes/reorder/`, method: "POST", body: { ids, version } }),
      // The list explains a conflict itself (and reloads); other failures it reports.
      extraOptions: { report: "none" },
      invalidatesTags: [...CHANGES],
    }),
    /** A topic's scores (issue 39); at most 12, so one page holds them. */
    adminTopicScores: build.query<Page<AdminScoreItem>, number>({
      query: (themeId) => ({ path: `/api/admin/themes/${themeId}/scores/`, query: { pageSize: 20 } }),
      providesTags: ["AdminCatalogue"],
    }),
    /** The topic's video as a student plays it (a signed link for a file): the sync editor plays it. */
    adminTopicVideo: build.query<{ video: { provider: string; src: string | null } | null }, { slug: string; levelId: number }>({
      query: ({ slug, levelId }) => ({ path: `/api/themes/${encodeURIComponent(slug)}/`, query: { level: levelId } }),
    }),
    /** A bad file is explained inline, beside the form (and not in a toast). */
    createScore: build.mutation<AdminScoreItem, { themeId: number; body: ScoreBody }>({
      query: ({ themeId, body }) => ({ path: `/api/admin/themes/${themeId}/scores/`, method: "POST", body }),
      extraOptions: { report: "none" },
      invalidatesTags: [...CHANGES],
    }),
    updateScore: build.mutation<AdminScoreItem, { id: number; body: ScoreBody }>({
      query: ({ id, body }) => ({ path: `/api/admin/scores/${id}/`, method: "PATCH", body }),
      extraOptions: { report: "none" },
      invalidatesTags: [...CHANGES],
    }),
    deleteScore: build.mutation<void, number>({
      query: (id) => ({ path: `/api/admin/scores/${id}/`, method: "DELETE" }),
      invalidatesTags: [...CHANGES],
    }),
    adminTutorials: build.query<Page<AdminVideoItem>, void>({
      query: () => ({ path: "/api/admin/videos/", query: ALL }),
      providesTags: ["AdminCatalogue"],
    }),
    adminTutorial: build.query<AdminVideoItem, number>({
      query: (id) => `/api/admin/videos/${id}/`,
      providesTags: ["AdminCatalogue"],
    }),
    createTutorial: build.mutation<AdminVideoItem, TutorialBody>({
      query: (body) => ({ path: "/api/admin/videos/", method: "POST", body }),
      invalidatesTags: [...CHANGES],
    }),
    updateTutorial: build.mutation<AdminVideoItem, { id: number; body: TutorialBody }>({
      query: ({ id, body }) => ({ path: `/api/admin/videos/${id}/`, method: "PATCH", body }),
      invalidatesTags: [...CHANGES],
    }),
    deleteTutorial: build.mutation<void, number>({
      query: (id) => ({ path: `/api/admin/videos/${id}/`, method: "DELETE" }),
      invalidatesTags: [...CHANGES],
    }),
    adminExercises: build.query<Page<AdminExerciseItem>, number>({
      query: (levelId) => ({ path: `/api/admin/levels/${levelId}/exercises/`, query: ALL }),
      providesTags: ["AdminCatalogue"],
    }),
    adminExercise: build.query<AdminExerciseItem, { levelId: number; id: number }>({
      query: ({ levelId, id }) => `/api/admin/levels/${levelId}/exercises/${id}/`,
      providesTags: ["AdminCatalogue"],
    }),
    createExercise: build.mutation<AdminExerciseItem, { levelId: number; body: ExerciseBody }>({
      query: ({ levelId, body }) => ({ path: `/api/admin/levels/${levelId}/exercises/`, method: "POST", body }),
      invalidatesTags: [...CHANGES],
    }),
    updateExercise: build.mutation<AdminExerciseItem, { levelId: number; id: number; body: ExerciseBody }>({
      query: ({ levelId, id, body }) => ({ path: `/api/admin/levels/${levelId}/exercises/${id}/`, method: "PATCH", body }),
      invalidatesTags: [...CHANGES],
    }),
    deleteExercise: build.mutation<void, { levelId: number; id: number }>({
      query: ({ levelId, id }) => ({ path: `/api/admin/levels/${levelId}/exercises/${id}/`, method: "DELETE" }),
      invalidatesTags: [...CHANGES],
    }),
  }),
});

export const {
  useAdminCoursesQuery,
  useAdminCourseQuery,
  useUpdateCourseMutation,
  useAdminLevelsQuery,
  useAdminLevelQuery,
  useCreateLevelMutation,
  useUpdateLevelMutation,
  useDeleteLevelMutation,
  useAdminTopicsQuery,
  useAdminTopicQuery,
  useCreateTopicMutation,
  useUpdateTopicMutation,
  useDeleteTopicMutation,
  useReorderTopicsMutation,
  useAdminTopicScoresQuery,
  useAdminTopicVideoQuery,
  useCreateScoreMutation,
  useUpdateScoreMutation,
  useDeleteScoreMutation,
  useAdminTutorialsQuery,
  useAdminTutorialQuery,
  useCreateTutorialMutation,
  useUpdateTutorialMutation,
  useDeleteTutorialMutation,
  useAdminExercisesQuery,
  useAdminExerciseQuery,
  useCreateExerciseMutation,
  useUpdateExerciseMutation,
  useDeleteExerciseMutation,
} = catalogueApi;

export interface UploadedVideo {
  provider: "self_hosted";
  source: string;
  contentType: "video/mp4" | "video/webm";
  size: number;
}

/**
 * The file is the body; the answer's `source` becomes a topic's or tutorial's video. Not an
 * endpoint: it reports its progress, which a JSON request cannot.
 */
export function uploadVideo(file: File, onProgress: ProgressListener, signal?: AbortSignal) {
  return uploadWithProgress<UploadedVideo>("/api/admin/videos/upload/", file, onProgress, signal);
}
