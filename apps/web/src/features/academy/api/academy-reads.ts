import { WHOLE_LIST } from "@/store/catalogue-reads";

/** The academy's own reads as plain requests: its endpoints and its first server render build them here. */
export const academyReads = {
  courses: () => ({ path: "/api/courses/", query: { pageSize: WHOLE_LIST } }),
  lastViewed: () => ({ path: "/api/themes/last-viewed/" }),
};
