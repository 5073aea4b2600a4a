import { STUDENT_ORDERINGS } from "@fz/contracts/admin/students";

/**
 * The students list's state lives in the page's URL (a search can be bookmarked, shared and
 * survives a reload), with Spanish parameter names; the API gets the same filters in its own
 * words. Both mappings are here, so they cannot drift apart.
 */

export type StudentOrdering = (typeof STUDENT_ORDERINGS)[number];
export type SortColumn = "name" | "email" | "created_at" | "last_login_at";

export interface StudentFilters {
  /** Words of the name or e-mail. */
  q: string;
  /** Ids as strings, as a <select> holds them ("" = any). */
  country: string;
  instrument: string;
  hasAccess: "" | "true" | "false";
  /** YYYY-MM-DD. */
  registeredFrom: string;
  registeredTo: string;
  status: "" | "active" | "deactivated";
}

export interface StudentListState {
  filters: StudentFilters;
  ordering: StudentOrdering;
  page: number;
}

export const EMPTY_STUDENT_FILTERS: StudentFilters = {
  q: "",
  country: "",
  instrument: "",
  hasAccess: "",
  registeredFrom: "",
  registeredTo: "",
  status: "",
};

export const DEFAULT_ORDERING: StudentOrdering = "-created_at";

/** Page URL parameter of each filter. */
const PARAM: Record<keyof StudentFilters, string> = {
  q: "q",
  country: "pais",
  instrument: "instrumento",
  hasAccess: "acceso",
  registeredFrom: "desde",
  registeredTo: "hasta",
  status: "estado",
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,8}$/;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | "" {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : "";
}

/** The page URL's query → the list state; anything malformed is dropped, not sent to the API. */
export function parseStudentSearchParams(params: URLSearchParams): StudentListState {
  const get = (key: keyof StudentFilters) => params.get(PARAM[key]);
  const date = (value: string | null) => (value && DATE.test(value) ? value : "");
  const id = (value: string | null) => (value && ID.test(value) ? value : "");
  const ordering = params.get("orden");
  const page = Number(params.get("pagina"));
  return {
    filters: {
      q: (get("q") ?? "").trim().slice(0, 100),
      country: id(get("country")),
      instrument: id(get("instrument")),
      hasAccess: oneOf(get("hasAccess"), ["true", "false"] as const),
      registeredFrom: date(get("registeredFrom")),
      registeredTo: date(get("registeredTo")),
      status: oneOf(get("status"), ["active", "deactivated"] as const),
    },
    ordering: ordering && (STUDENT_ORDERINGS as readonly string[]).includes(ordering) ? (ordering as StudentOrdering) : DEFAULT_ORDERING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The list state → the page URL's query (defaults left out, so a plain list is `/admin/estudiantes`). */
export function studentSearchParams(state: StudentListState): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof StudentFilters)[]) {
    const value = state.filters[key].trim();
    if (value) params.set(PARAM[key], value);
  }
  if (state.ordering !== DEFAULT_ORDERING) params.set("orden", state.ordering);
  if (state.page > 1) params.set("pagina", String(state.page));
  return params.toString();
}

/** The filters as the API's query (camelCase here; the client sends snake_case). Empty ones are left out. */
export function studentsApiQuery(filters: StudentFilters) {
  return {
    q: filters.q.trim() || undefined,
    country: filters.country ? Number(filters.country) : undefined,
    instrument: filters.instrument ? Number(filters.instrument) : undefined,
    hasAccess: filters.hasAccess === "" ? undefined : filters.hasAccess === "true",
    registeredFrom: filters.registeredFrom || undefined,
    registeredTo: filters.registeredTo || undefined,
    status: filters.status || undefined,
  };
}

/** Clicking a column header: sort by it ascending, then descending, then ascending again. */
export function nextOrdering(current: StudentOrdering, column: SortColumn): StudentOrdering {
  if (current === column) return `-${column}` as StudentOrdering;
  // A new column starts with the order people expect: A→Z for names, newest first for dates.
  if (current === `-${column}`) return column;
  return (column === "created_at" || column === "last_login_at" ? `-${column}` : column) as StudentOrdering;
}

/** `aria-sort` of a column header under the current ordering. */
export function sortDirection(current: StudentOrdering, column: SortColumn): "ascending" | "descending" | "none" {
  if (current === column) return "ascending";
  if (current === `-${column}`) return "descending";
  return "none";
}

/** The registration dates in the wrong order, in Spanish (null when they are fine). */
export function dateRangeError(from: string, to: string): string | null {
  return from && to && from > to ? "La fecha inicial no puede ser posterior a la final." : null;
}
