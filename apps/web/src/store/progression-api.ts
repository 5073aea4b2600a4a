import type { TemaryResponse } from "@fz/contracts/catalogue";
import type { TopicUnlock, TopicUnlockInput } from "@fz/contracts/progression";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type TopicUnlockItem = Camel<TopicUnlock>;

/**
 * Opening a topic (or a whole level) for one student past the level's rule (issue 40): the admin
 * from the student's page, the course's teacher from a take's review. Shared by both features.
 */
export const progressionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A level's topics in order (titles for the picker). */
    levelTopicTitles: build.query<{ id: number; title: string }[], number>({
      query: (levelId) => ({ path: `/api/levels/${levelId}/temary/`, query: { pageSize: 100 } }),
      transformResponse: (page: Camel<TemaryResponse>) => page.results.map((t) => ({ id: t.id, title: t.title })),
      providesTags: ["Level"],
    }),
    openForStudent: build.mutation<TopicUnlockItem, { studentId: number; as: "admin" | "teacher" } & Camel<TopicUnlockInput>>({
      query: ({ studentId, as, ...body }) => ({
        path: as === "admin" ? `/api/admin/students/${studentId}/unlocks/` : `/api/teacher/students/${studentId}/unlocks/`,
        method: "POST",
        body,
      }),
      invalidatesTags: ["Student", "AdminLog", "Progress"],
    }),
  }),
});

export const { useLevelTopicTitlesQuery, useOpenForStudentMutation } = progressionApi;
