import type { FastifyRequest } from "fastify";
import type { CursorPageQuery, PageQuery } from "@fz/contracts/common";
import { badRequest } from "./errors";

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export function pageWindow({ page, page_size }: PageQuery) {
  return { limit: page_size, offset: (page - 1) * page_size };
}

function linkTo(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, "http://local");
  url.searchParams.set("page", String(page));
  return `${url.pathname}${url.search}`;
}

/** Django REST style page with links that keep the request's other query parameters. */
export function toPage<T>(request: FastifyRequest, query: PageQuery, count: number, results: T[]): Page<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < lastPage ? linkTo(request, query.page + 1) : null,
    previous: query.page > 1 ? linkTo(request, Math.min(query.page - 1, lastPage)) : null,
    results,
  };
}

/*
 * Keyset (cursor) pagination for the long lists. A position is the last row's sort value (as
 * PostgreSQL prints it, so a timestamp keeps its microseconds) and its id; the next page is the
 * rows past it in the list's order, read from an index however deep it is, where `OFFSET n`
 * reads and throws away n rows. `next` links carry a cursor; `previous` carries a page number
 * on a numbered page (as before) and a backward cursor on a cursor page.
 */

/** A row's place in a list's order: its sort value as text, and its id (the tie-break). */
export interface Keyset {
  key: string;
  id: number;
}

/** What one request asks of a list: a numbered page, or the rows past a cursor either way. */
export interface ListWindow {
  limit: number;
  /** Numbered pages only. */
  offset: number;
  /** Cursor pages: the position to continue from. */
  after?: Keyset;
  /** Towards the start of the list (a `previous` link). */
  backward: boolean;
}

/** A window's rows in list order, whether more lie beyond them, and their first and last places. */
export interface WindowRows<T> {
  rows: T[];
  more: boolean;
  first?: Keyset;
  last?: Keyset;
}

/** Cursor scopes of the lists two modules share (a student's points: theirs, and the admin's view). */
export const POINTS_SCOPE = "points";

/** A window's outcome without its rows: what the page's links are built from. */
export type ListPlaces = Omit<WindowRows<unknown>, "rows">;

/** A window of a list as a service answers it: the list's total, the window's places and its items. */
export interface ListedWindow<T> {
  total: number;
  places: ListPlaces;
  items: T[];
}

/** Sort values a cursor may carry: PostgreSQL's text form of a timestamptz, or any text. */
export type KeysetKind = "timestamp" | "text";

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

function invalidCursor(): never {
  throw badRequest("El cursor de paginación no es válido: vuelve a la primera página.");
}

function encodeCursor(scope: string, place: Keyset, backward: boolean): string {
  return Buffer.from(JSON.stringify([scope, place.key, place.id, backward ? 1 : 0])).toString("base64url");
}

function decodeCursor(raw: string, scope: string, kind: KeysetKind): { after: Keyset; backward: boolean } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
  } catch {
    invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) invalidCursor();
  const [cursorScope, key, id, backward] = parsed as unknown[];
  // A cursor of another list or another ordering would skip rows silently: refuse it.
  if (cursorScope !== scope || typeof key !== "string" || key.length > 300 || key.includes("\u0000")) invalidCursor();
  if (kind === "timestamp" && !TIMESTAMP_TEXT.test(key)) invalidCursor();
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) invalidCursor();
  if (backward !== 0 && backward !== 1) invalidCursor();
  return { after: { key, id }, backward: backward === 1 };
}

/**
 * The window a list request asks for. `scope` names the list and its order (a cursor from
 * another list or ordering is refused); `kind` is what its sort value is. A null scope: this
 * list (or ordering) has numbered pages only.
 */
export function listWindow(query: CursorPageQuery, scope: string | null, kind: KeysetKind | null): ListWindow {
  if (query.cursor === undefined || query.cursor === "") {
    const { limit, offset } = pageWindow(query);
    return { limit, offset, backward: false };
  }
  if (scope === null || kind === null) invalidCursor();
  const { after, backward } = decodeCursor(query.cursor, scope, kind);
  return { limit: query.page_size, offset: 0, after, backward };
}

/**
 * A repository's rows for a window (it asked for one more than the page to learn whether more
 * follow) in list order, with the places of the first and last.
 */
export function settleWindow<T extends { keyset: Keyset }>(rows: T[], window: ListWindow): WindowRows<T> {
  const more = rows.length > window.limit;
  const page = rows.slice(0, window.limit);
  if (window.backward) page.reverse();
  return { rows: page, more, first: page[0]?.keyset, last: page.at(-1)?.keyset };
}

function cursorLink(request: FastifyRequest, scope: string, place: Keyset, backward: boolean): string {
  const url = new URL(request.url, "http://local");
  url.searchParams.delete("page");
  url.searchParams.set("cursor", encodeCursor(scope, place, backward));
  return `${url.pathname}${url.search}`;
}

/** The `{ count, next, previous, results }` page of a keyset list. */
export function toWindowPage<T>(
  request: FastifyRequest,
  query: CursorPageQuery,
  scope: string | null,
  window: ListWindow,
  count: number,
  settled: ListPlaces,
  results: T[],
): Page<T> {
  const { more, first, last } = settled;
  if (scope === null) return toPage(request, query, count, results);
  if (!window.after) {
    // A numbered page: `previous` stays a page number; `next` continues with a cursor.
    const lastPage = Math.max(1, Math.ceil(count / query.page_size));
    return {
      count,
      next: more && last ? cursorLink(request, scope, last, false) : null,
      previous: query.page > 1 ? linkTo(request, Math.min(query.page - 1, lastPage)) : null,
      results,
    };
  }
  // Walking forward, rows lie behind the cursor (the page it came from); walking backward, ahead.
  const hasNext = window.backward ? true : more;
  const hasPrevious = window.backward ? more : true;
  return {
    count,
    next: hasNext && last ? cursorLink(request, scope, last, false) : null,
    previous: hasPrevious && first ? cursorLink(request, scope, first, true) : null,
    results,
  };
}
