"use client";

import { useCallback, useMemo, useState } from "react";
import { toast } from "@/lib/toasts";
import { StarIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/button";
import { formatAverage, StarRating } from "@/components/ui/star-rating";
import { LazyRateDialog } from "@/features/learning/components/lazy-rate-dialog";
import { useLevelRatesQuery, useRateLevelMutation } from "@/features/learning/api/learning-api";
import { plural } from "@/lib/academy-format";
import { formatDate } from "@/lib/format";
import { catalogueApi, useRateStatsQuery } from "@/store/catalogue-api";
import { useAppSelector } from "@/store/hooks";
import { READ_ON_OPEN } from "@/store/query-status";

/** A level's ratings: average, distribution, the newest comments, and the student's own. */
export function LevelRatings({ levelId }: { levelId: number }) {
  const stats = useRateStatsQuery({ levelId }, READ_ON_OPEN).currentData;
  const page = useLevelRatesQuery(levelId, READ_ON_OPEN).currentData;
  const rates = page?.results ?? [];
  const ratesCount = page?.count ?? 0;
  // The level as its page read it: whether the student has opened a topic of it.
  const selectLevel = useMemo(() => catalogueApi.endpoints.level.select({ key: levelId }), [levelId]);
  const level = useAppSelector(selectLevel).data ?? null;
  const [rateLevel] = useRateLevelMutation();
  const [dialog, setDialog] = useState(false);

  const mine = rates.find((rate) => rate.isMine);
  // The API accepts ratings from students who have opened at least one topic of the level.
  const canRate = (level?.progress?.viewed ?? 0) > 0 || Boolean(mine);

  const submit = useCallback(
    async (score: number, comment: string) => {
      const result = await rateLevel({ levelId, score, comment });
      if (result.data) {
        setDialog(false);
        toast.success("¡Gracias por calificar este nivel!");
        return true;
      }
      return false;
    },
    [rateLevel, levelId],
  );

  return (
    <section aria-labelledby="calificaciones">
      <h2 id="calificaciones" className="text-2xl font-extrabold">
        Calificaciones
      </h2>
      <div className="mt-4 flex flex-col gap-5 rounded-3xl border border-neutral-200 bg-white p-5">
        {stats ? (
          <div className="flex items-center gap-5" data-testid="rate-stats">
            <div className="text-center">
              <p className="text-4xl font-extrabold tabular-nums">{stats.average !== null ? formatAverage(stats.average) : "–"}</p>
              {stats.average !== null ? <StarRating value={stats.average} className="mt-1" /> : null}
              <p className="mt-1 text-xs text-neutral-600">{plural(stats.count, "calificación", "calificaciones")}</p>
            </div>
            <ul className="flex flex-1 flex-col gap-1" aria-label="Distribución de las calificaciones">
              {[...stats.distribution]
                .sort((a, b) => b.score - a.score)
                .map((row) => {
                  const share = stats.count > 0 ? Math.round((row.count / stats.count) * 100) : 0;
                  return (
                    <li key={row.score} className="flex items-center gap-2 text-xs">
                      <span className="flex w-6 items-center gap-0.5 font-semibold">
                        {row.score}
                        <StarIcon className="size-3 text-primary" />
                      </span>
                      <span className="h-2 flex-1 overflow-hidden rounded-full bg-neutral-200" aria-hidden="true">
                        <span className="block h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
                      </span>
                      <span className="w-5 text-right tabular-nums text-neutral-600">
                        {row.count}
                        <span className="sr-only"> {row.count === 1 ? "calificación" : "calificaciones"} de {row.score}</span>
                      </span>
                    </li>
                  );
                })}
            </ul>
          </div>
        ) : (
          <p className="text-neutral-600">Cargando calificaciones…</p>
        )}

        {canRate ? (
          <Button variant={mine ? "outline-dark" : "primary"} size="sm" className="self-start" onClick={() => setDialog(true)}>
            {mine ? "Cambiar mi calificación" : "Calificar este nivel"}
          </Button>
        ) : (
          <p className="text-sm text-neutral-600">Mira al menos un tema del nivel para calificarlo.</p>
        )}

        {rates.length > 0 ? (
          <ul className="flex flex-col divide-y divide-neutral-100" aria-label="Opiniones recientes">
            {rates.map((rate) => (
              <li key={rate.id} className="py-3 first:pt-0 last:pb-0">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-semibold">{rate.isMine ? "Tú" : rate.author}</span>
                  <StarRating value={rate.score} size="size-3.5" />
                  <span className="text-xs text-neutral-500">{formatDate(rate.updatedAt)}</span>
                </p>
                {rate.comment ? <p className="mt-1 text-neutral-700">{rate.comment}</p> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {ratesCount > rates.length ? (
          <p className="text-xs text-neutral-600">Se muestran las {rates.length} opiniones más recientes de {ratesCount}.</p>
        ) : null}
      </div>

      <LazyRateDialog
        open={dialog}
        levelTitle={level?.title ?? ""}
        initialScore={mine?.score ?? 0}
        initialComment={mine?.comment ?? ""}
        dismissLabel="Cancelar"
        onSubmit={submit}
        onDismiss={() => setDialog(false)}
      />
    </section>
  );
}
