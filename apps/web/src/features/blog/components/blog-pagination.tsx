import Link from "next/link";
import { cx } from "@/lib/cx";

export const PAGE_PARAM = "pagina";

/** `/blog`, `/blog?pagina=2`: page 1 has no parameter, so it has one canonical URL. */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?${PAGE_PARAM}=${page}`;
}

/** Reads `?pagina=`: a positive integer, or null when it is anything else (→ 404). */
export function parsePageParam(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (Array.isArray(value) || !/^\d{1,4}$/.test(value)) return null;
  const page = Number(value);
  return page >= 1 ? page : null;
}

const linkClasses = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold";

export function BlogPagination({ basePath, page, totalPages }: { basePath: string; page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav aria-label="Paginación" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link href={pageHref(basePath, page - 1)} rel="prev" className={cx(linkClasses, "ring-1 ring-secondary hover:bg-secondary hover:text-white")}>
          ← Anterior
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={pageHref(basePath, number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={`Página ${number}`}
              className={cx(linkClasses, number === page ? "bg-secondary text-white" : "hover:bg-primary-light")}
            >
              {number}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link href={pageHref(basePath, page + 1)} rel="next" className={cx(linkClasses, "ring-1 ring-secondary hover:bg-secondary hover:text-white")}>
          Siguiente →
        </Link>
      ) : null}
    </nav>
  );
}
