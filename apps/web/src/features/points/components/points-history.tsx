"use client";

import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { listPointsHistory, type PointsEntryItem } from "@/features/points/api/points-api";
import { formatDelta, formatPoints } from "@/features/points/components/points-logic";
import { formatDate } from "@/lib/format";
import { cx } from "@/lib/cx";
import { useAppDispatch } from "@/store/hooks";
import { reportError } from "@/store/slices/errors-slice";

/**
 * The student's points movements, newest first, a page at a time. `version` changes after a
 * redeem, so the list starts over with the new movement on top.
 */
export function PointsHistory({ version }: { version: number }) {
  const dispatch = useAppDispatch();
  const [entries, setEntries] = useState<PointsEntryItem[]>([]);
  const [page, setPage] = useState(0);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (nextPage: number, signal?: AbortSignal) => {
      setLoading(true);
      try {
        const result = await listPointsHistory(nextPage, signal);
        setEntries((current) => {
          if (nextPage === 1) return result.results;
          const known = new Set(current.map((entry) => entry.id));
          return [...current, ...result.results.filter((entry) => !known.has(entry.id))];
        });
        setPage(nextPage);
        setHasMore(result.next !== null);
      } catch (error) {
        if (!signal?.aborted) dispatch(reportError(error));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [dispatch],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(1, controller.signal);
    return () => controller.abort();
  }, [load, version]);

  if (page === 0 && loading) {
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
      {hasMore ? (
        <Button variant="outline-dark" className="self-center" disabled={loading} aria-busy={loading} onClick={() => void load(page + 1)}>
          {loading ? <Spinner className="size-5 border-2" /> : null}
          Ver más movimientos
        </Button>
      ) : null}
    </div>
  );
}
