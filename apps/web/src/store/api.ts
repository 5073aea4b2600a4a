import { createApi, defaultSerializeQueryArgs, type BaseQueryFn, type SerializeQueryArgs } from "@reduxjs/toolkit/query/react";
import { apiRequest, type RequestOptions } from "@/lib/api-client";
import { ApiError, isApiError } from "@/lib/api-error";
import { isPhoneWidth } from "@/lib/phone-width";
import { fieldRefusal } from "@/lib/server-errors";
import { clearSession } from "@/lib/session";
import { reportError } from "@/store/slices/errors-slice";

/**
 * Server data goes through RTK Query (docs/decisions/020): one `createApi` whose base query is
 * the app's one HTTP client, so token refresh, case conversion and the spec §8 error table
 * stay in one place. Features add their endpoints with `api.injectEndpoints` in their own
 * `api/` folder; tags replace manual re-reads; `pollingInterval` replaces polling hooks.
 */

/** What an endpoint asks for: a path plus the client's options (method, body, query…). */
export interface ApiArgs extends Omit<RequestOptions, "signal"> {
  path: string;
  /**
   * Which failures of this call raise a toast, when it differs from the endpoint's: one
   * endpoint read by a page (which reports) and by the header (which stays quiet).
   */
  report?: ApiExtraOptions["report"];
}

/** A failure as RTK Query keeps it in the store: plain data (an `ApiError` class would not serialize). */
export interface ApiQueryError {
  /** HTTP status; null when no answer arrived (a connection problem). */
  status: number | null;
  /** The answer's body (the `{ errors, code }` shape for API failures), camelCased. */
  data: unknown;
}

/**
 * Which failures raise a toast (spec §8). By default a query reports all but 404 (the page
 * says what was not found itself) and a mutation reports every failure; an endpoint that
 * shows its failures inline says `extraOptions: { report: "none" }`.
 */
export interface ApiExtraOptions {
  /**
   * `refusals`: only the API's 4xx answers (a read that is retried while the connection or the
   * server fails); `{ except, exceptCodes }`: all but those statuses or error codes (a form or
   * a page that explains them itself).
   */
  report?: "all" | "except-404" | "refusals" | "none" | { except?: number[]; exceptCodes?: string[] };
}

export function toApiError(error: ApiQueryError): ApiError {
  return new ApiError(error.status ?? undefined, error.data);
}

/** The status of a failure RTK Query returned (`error` of a hook or a rejected `unwrap()`), 0 without an answer. */
export function failureStatus(error: unknown): number | null {
  if (!error) return null;
  if (typeof error === "object" && "status" in error) return ((error as ApiQueryError).status ?? 0) as number;
  return 0;
}

const apiBaseQuery: BaseQueryFn<ApiArgs | string, unknown, ApiQueryError, ApiExtraOptions> = async (
  args,
  { signal, dispatch, type },
  extraOptions,
) => {
  const { path, report: callReport, ...options } = typeof args === "string" ? { path: args, report: undefined } : args;
  try {
    return { data: await apiRequest<unknown>(path, { ...options, signal }) };
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return { error: { status: null, data: undefined } };
    const apiError = isApiError(error) ? error : new ApiError(undefined, undefined, error instanceof Error ? error.message : undefined);
    const report = callReport ?? extraOptions?.report ?? (type === "query" ? "except-404" : "all");
    // On a phone a refusal about fields is said at those fields (the forms show it there,
    // decision 026), not also in a toast over the form (decision 047).
    const atItsField = type === "mutation" && fieldRefusal(apiError) !== null && isPhoneWidth();
    if (!atItsField && reports(report, apiError)) dispatch(reportError(apiError));
    // The client already tried to refresh: a 401 now means the session is over. Forgetting it
    // sends the student to sign in again (the academy gate follows the stored session).
    if (apiError.status === 401) clearSession();
    return { error: { status: apiError.status ?? null, data: apiError.body } };
  }
};

function reports(report: NonNullable<ApiExtraOptions["report"]>, { status, body }: ApiError): boolean {
  if (typeof report === "object") {
    const code = (body as { code?: unknown } | null | undefined)?.code;
    return !(status !== undefined && report.except?.includes(status)) && !(typeof code === "string" && report.exceptCodes?.includes(code));
  }
  if (report === "except-404") return status !== 404;
  if (report === "refusals") return status !== undefined && status >= 400 && status < 500;
  return report === "all";
}

/** Arguments of a read some callers make quietly (see `ApiArgs.report`). */
export type Quietly<Args> = Args & { quiet?: boolean };

/** Caches a read by what it asks for, not by how its failure is told: loud and quiet callers share one entry. */
export const serializeWithoutQuiet: SerializeQueryArgs<unknown> = ({ queryArgs, endpointDefinition, endpointName }) => {
  const asked =
    queryArgs !== null && typeof queryArgs === "object" && "quiet" in queryArgs
      ? Object.fromEntries(Object.entries(queryArgs).filter(([key]) => key !== "quiet"))
      : queryArgs;
  return defaultSerializeQueryArgs({ queryArgs: asked, endpointDefinition, endpointName });
};

/** `report` for a `Quietly` read. */
export function reportFor(args: { quiet?: boolean }): ApiArgs["report"] {
  return args.quiet ? "none" : undefined;
}

export const api = createApi({
  reducerPath: "api",
  baseQuery: apiBaseQuery,
  // Each feature invalidates what its writes change; names are the domain's nouns.
  tagTypes: [
    "Certificate",
    "Session",
    "Course",
    "Level",
    "Topic",
    "Progress",
    "Quiz",
    "Rate",
    "Cart",
    "Order",
    "Points",
    "Notification",
    "Post",
    "Category",
    "Student",
    "AdminCatalogue",
    "AdminOrder",
    "AdminLog",
    "Coupon",
    "Practice",
    "Submission",
    "Assignment",
    "Tutorial",
    "Reference",
  ],
  // Signed-in data should not outlive the page that needed it for long.
  keepUnusedDataFor: 60,
  refetchOnMountOrArgChange: 30,
  endpoints: () => ({}),
});
