import { Button } from "@/components/ui/button";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { cx } from "@/lib/cx";

/** "Anterior · Página n de m · Siguiente" under a list read a page at a time. */
export function PageButtons({
  label,
  page,
  pages,
  hasPrevious,
  hasNext,
  busy = false,
  onPage,
  className,
}: {
  /** The navigation's accessible name ("Páginas de tutoriales"). */
  label: string;
  page: number;
  pages: number;
  hasPrevious: boolean;
  hasNext: boolean;
  /** Another page is on its way: the buttons wait for it. */
  busy?: boolean;
  onPage: (page: number) => void;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cx("flex items-center justify-between gap-2", className)}>
      <Button variant="ghost" size="sm" disabled={!hasPrevious || busy} onClick={() => onPage(Math.max(1, page - 1))}>
        <ChevronLeftIcon className="size-4" />
        Anterior
      </Button>
      <span className="text-sm text-neutral-600" aria-live="polite">
        Página {page} de {pages}
      </span>
      <Button variant="ghost" size="sm" disabled={!hasNext || busy} onClick={() => onPage(page + 1)}>
        Siguiente
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
