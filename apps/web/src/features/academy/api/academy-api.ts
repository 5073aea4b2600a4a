import type { Page } from "@fz/contracts/common";
import type { CourseItem, LastViewedItem } from "@/lib/academy-types";
import { api } from "@/store/api";
import { academyReads } from "@/features/academy/api/academy-reads";

/** The academy's own reads (decision 020); levels, temaries and stats are shared (store/catalogue-api). */
export const academyApi = api.injectEndpoints({
  endpoints: (build) => ({
    courses: build.query<Page<CourseItem>, void>({
      query: academyReads.courses,
      providesTags: ["Course"],
    }),
    /** A course by id or slug. */
    course: build.query<CourseItem, string>({
      query: (key) => `/api/courses/${encodeURIComponent(key)}/`,
      providesTags: (course, _error, key) => [{ type: "Course", id: course?.id ?? key }],
    }),
    /** Where the student left off: the topic opened last (null before the first one). A garnish: its failure is not told. */
    lastViewed: build.query<LastViewedItem, void>({
      query: () => ({ ...academyReads.lastViewed(), report: "none" }),
      providesTags: ["Progress"],
    }),
  }),
});

export const { useCoursesQuery, useCourseQuery, useLastViewedQuery } = academyApi;
