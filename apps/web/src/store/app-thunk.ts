import { createAsyncThunk } from "@reduxjs/toolkit";
import { isApiError } from "@/lib/api-error";
import { clearSession } from "@/lib/session";
import type { AppDispatch, SharedState as RootState } from "@/store/make-store";
import { reportError } from "@/store/slices/errors-slice";

/** Why a request thunk failed, in a serialisable form the page can branch on. */
export interface RequestFailure {
  /** HTTP status; null when no answer arrived (network) or the request was cancelled. */
  status: number | null;
  aborted: boolean;
}

/** `createAsyncThunk` typed for this store, rejecting with a `RequestFailure`. */
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
  rejectValue: RequestFailure;
}>();

/**
 * Turns a thrown error into the thunk's rejection. Real failures are queued as the spec §8
 * toasts; a request cancelled because its page went away is not a failure anyone must see.
 */
export function failWith(
  error: unknown,
  api: { dispatch: AppDispatch; signal: AbortSignal },
  options: { report?: boolean } = {},
): RequestFailure {
  const aborted = api.signal.aborted || (error instanceof DOMException && error.name === "AbortError");
  if (!aborted && options.report !== false) api.dispatch(reportError(error));
  const status = isApiError(error) ? (error.status ?? null) : null;
  // The client already tried to refresh: a 401 now means the session is over. Forgetting it
  // sends the student to sign in again (the academy gate follows the stored session).
  if (status === 401) clearSession();
  return { status, aborted };
}
