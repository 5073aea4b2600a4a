import type { FastifyRequest } from "fastify";
import type { PageQuery } from "@fz/contracts/common";

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
