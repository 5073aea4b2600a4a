/**
 * What the shared catalogue reads ask the API for, as plain data: the RTK Query endpoints of
 * `catalogue-api.ts` and the academy's first server render (`store/server-reads.ts`) build
 * the same request from here, so both fill the same cache entry.
 */

/** Catalogue lists are small (six courses, a few dozen levels, a handful of tutorials): one page holds them all. */
export const WHOLE_LIST = 100;

export const levelPath = (key: string | number) => `/api/levels/${encodeURIComponent(String(key))}/`;

export const catalogueReads = {
  level: ({ key }: { key: number | string }) => ({ path: levelPath(key) }),
  levels: ({ course }: { course?: string }) => ({ path: "/api/levels/", query: { pageSize: WHOLE_LIST, course } }),
  temary: ({ levelId }: { levelId: number }) => ({ path: `${levelPath(levelId)}temary/`, query: { pageSize: WHOLE_LIST } }),
};
