/** Sessions per page of the hub's history. */
export const SESSIONS_PAGE_SIZE = 10;

/** The studio's own reads as plain requests: its endpoints and its first server render build them here. */
export const practiceReads = {
  summary: () => ({ path: "/api/practice/summary/" }),
  sessions: (page: number) => ({ path: "/api/practice/sessions/", query: { page, pageSize: SESSIONS_PAGE_SIZE } }),
};
