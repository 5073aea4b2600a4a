import type { Level } from "@fz/contracts/catalogue";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

export type LevelSummary = Pick<Camel<Level>, "slug" | "title" | "course" | "prices">;

/** The public level behind a level slug, to name it in the register modal (decision 020). */
export const levelSummaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A courtesy: without it the modal still names the choice generically (untold on a failure). */
    levelSummary: build.query<LevelSummary, string>({
      query: (slug) => ({ path: `/api/levels_public/${encodeURIComponent(slug)}/`, auth: false, report: "none" }),
      providesTags: ["Level"],
    }),
  }),
});

export const { useLevelSummaryQuery } = levelSummaryApi;
