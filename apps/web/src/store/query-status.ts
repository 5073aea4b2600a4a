import { failureStatus } from "@/store/api";

/** What a page made of one or more reads shows: a spinner, itself, "not found" or a retry. */
export type LoadStatus = "loading" | "ready" | "notFound" | "failed";

/**
 * The part of an RTK Query hook's result a page's status depends on. `currentData` (not
 * `data`): while another id's answer is on its way, the previous one must not count.
 */
export interface ReadState {
  currentData?: unknown;
  isError: boolean;
  error?: unknown;
}

/**
 * One status for the reads a page needs together: "notFound" when one of them answered a
 * missing-thing status (404 by default; 400 for a malformed id), "failed" for any other
 * failure, "ready" once all have answered.
 */
export function loadStatus(reads: ReadState[], notFound: readonly number[] = [404]): LoadStatus {
  const failed = reads.filter((read) => read.isError);
  if (failed.some((read) => notFound.includes(failureStatus(read.error) ?? 0))) return "notFound";
  if (failed.length > 0) return "failed";
  return reads.every((read) => read.currentData !== undefined) ? "ready" : "loading";
}

/** "Try again" for the reads of a page: each one that has started is asked again. */
export function retryAll(reads: { isUninitialized: boolean; refetch: () => unknown }[]): void {
  for (const read of reads) if (!read.isUninitialized) void read.refetch();
}

/**
 * Options of a page's own reads: what the server says when the page opens (as every page
 * did before the cache), with the cached answer on screen meanwhile. Changes made elsewhere
 * — another device, an admin's grant, an access that expired — show on the next visit;
 * writes made here refresh through tags (or patches) at once.
 */
export const READ_ON_OPEN = { refetchOnMountOrArgChange: true } as const;
