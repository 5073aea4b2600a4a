import { Button } from "@/components/ui/button";

/** Previous / next through a paginated list, with where we are and how many there are. */
export function Pager({
  page,
  pageSize,
  count,
  onPage,
  busy = false,
  noun = ["resultado", "resultados"],
}: {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  busy?: boolean;
  /** Singular and plural of what is counted. */
  noun?: [string, string];
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  const total = new Intl.NumberFormat("es-CO").format(count);
  return (
    <nav aria-label="Paginación" className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-neutral-700" aria-live="polite">
        {count === 0 ? `0 ${noun[1]}` : `${first}–${last} de ${total} ${count === 1 ? noun[0] : noun[1]}`}
      </p>
      {pages > 1 ? (
        <div className="flex items-center gap-3">
          <Button variant="outline-dark" size="sm" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            ← Anterior
          </Button>
          <span className="text-sm font-semibold whitespace-nowrap">
            Página {page} de {pages}
          </span>
          <Button variant="outline-dark" size="sm" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
            Siguiente →
          </Button>
        </div>
      ) : null}
    </nav>
  );
}
