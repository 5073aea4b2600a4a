import type { Page } from "@fz/contracts/common";
import type { PracticeGoal, PracticeGoalMinutes, PracticeSession, PracticeSessionCreate, PracticeStart, PracticeSummary } from "@fz/contracts/practice";
import type { Camel } from "@/lib/case";
import { practiceReads } from "@/features/practice/api/practice-reads";
import { api } from "@/store/api";

export type PracticeSummaryItem = Camel<PracticeSummary>;
export type PracticeSessionItem = Camel<PracticeSession>;
export type PracticeStartItem = Camel<PracticeStart>;
export type NewPracticeSession = Camel<PracticeSessionCreate>;

export { SESSIONS_PAGE_SIZE } from "@/features/practice/api/practice-reads";

/** The practice log (docs/decisions/021), through RTK Query (decision 020). */
export const practiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    practiceSummary: build.query<PracticeSummaryItem, void>({
      query: practiceReads.summary,
      providesTags: ["Practice"],
    }),
    practiceSessions: build.query<Page<PracticeSessionItem>, number>({
      query: practiceReads.sessions,
      providesTags: ["Practice"],
    }),
    /** A signed start for the tool's page that just opened; asked again after each saved session. */
    startPractice: build.mutation<PracticeStartItem, void>({
      query: () => ({ path: "/api/practice/starts/", method: "POST" }),
    }),
    logPractice: build.mutation<PracticeSessionItem, NewPracticeSession>({
      query: (body) => ({ path: "/api/practice/sessions/", method: "POST", body }),
      // The achievements (streaks) live on the points page.
      // A take may finish a topic and open the next (issue 40): topics and temaries read again.
      invalidatesTags: ["Practice", "Points", "Topic", "Level", "Progress", "Certificate"],
    }),
    /** The daily goal: 5, 10 or 20 minutes of real practice (decision 045). */
    setPracticeGoal: build.mutation<Camel<PracticeGoal>, PracticeGoalMinutes>({
      query: (dailyMinutes) => ({ path: "/api/practice/goal/", method: "PUT", body: { dailyMinutes } }),
      invalidatesTags: ["Practice"],
    }),
  }),
});

export const { usePracticeSummaryQuery, usePracticeSessionsQuery, useStartPracticeMutation, useLogPracticeMutation, useSetPracticeGoalMutation } = practiceApi;
