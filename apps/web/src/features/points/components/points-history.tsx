"use client";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { usePointsHistoryInfiniteQuery, type PointsEntryItem } from "@/features/points/api/points-api";
import { formatDelta, formatPoints } from "@/features/points/utils/points-logic";
import { formatDate } from "@/lib/format";
import { cx } from "@/lib/cx";
import { READ_ON_OPEN } from "@/store/query-status";

/** The pages read so far as one list; a movement a shifted page repeats is shown once. */
function uniqueEntries(pages: { results: PointsEntryItem[] }[]): PointsEntryItem[] {
  const seen = new Set<number>();
  return pages.flatMap((page) => page.results).filter((entry) => !seen.has(entry.id) && Boolean(seen.add(entry.id)));
}

/**
 * The student's points movements, newest first, a page at a time. A redeem invalidates
 * `Points`: the pages are read again, with the new movement on top.
 */
export function PointsHistory() {
  const read = usePointsHistoryInfiniteQuery(undefined, READ_ON_OPEN);
  const entries = uniqueEntries(read.data?.pages ?? []);
  const loading = read.isFetching;

  if (!read.data && loading) {
    return (
      <p role="status" className="flex items-center gap-3 py-6 font-semibold">
        <Spinner className="size-6 border-[3px]" /> Cargando tus movimientos…
      </p>
    );
  }

  if (entries.length === 0) {
    return <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-neutral-700">Aún no tienes movimientos de puntos.</p>;
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-neutral-100 rounded-2xl border border-neutral-200" data-testid="points-history">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
            <div className="min-w-0">
              <p className="font-semibold">{entry.description}</p>
              <p className="text-sm text-neutral-600">
                {formatDate(entry.createdAt)} · saldo {formatPoints(entry.balanceAfter)}
              </p>
            </div>
            <span
              className={cx(
                "shrink-0 rounded-full px-3 py-1 text-sm font-bold tabular-nums",
                entry.delta >= 0 ? "bg-success/15 text-success-ink" : "bg-neutral-100 text-secondary",
              )}
            >
              {formatDelta(entry.delta)}
            </span>
          </li>
        ))}
      </ul>
      {read.hasNextPage ? (
        <Button variant="outline-dark" className="self-center" disabled={loading} aria-busy={loading} onClick={() => void read.fetchNextPage()}>
          {loading ? <Spinner className="size-5 border-2" /> : null}
          Ver más movimientos
        </Button>
      ) : null}
    </div>
  );
}
