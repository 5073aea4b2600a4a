"use client";

import { useDeferredValue, useState } from "react";
import { MusicNoteIcon } from "@/components/ui/icons";
import type { PlayerHandleRef } from "@/features/learning/types/player-handle";
import { useTopicScoreQuery } from "@/features/learning/api/learning-api";
import { PdfButton } from "@/features/learning/notation/components/pdf-button";
import { ScoreView } from "@/features/learning/notation/components/score-view";
import { INSTRUMENT_NAMES } from "@/features/learning/notation/utils/score-source";
import type { ScoreSummaryItem } from "@/lib/academy-types";
import { cx } from "@/lib/cx";

/**
 * The topic's scores under the video (issue 39), one tab per score; the one chosen is read and
 * drawn by `ScoreView`. The notation feature's entry: the topic page loads it in a chunk of its
 * own, only on topics that have a score.
 */
export function ScorePanel({
  levelId,
  themeId,
  hasVideo,
  topicSlug,
  scores,
  handleRef,
}: {
  levelId: number;
  themeId: number;
  /** The topic's lesson plays above: «Tócalo conmigo» may play along with it. */
  hasVideo: boolean;
  topicSlug: string;
  scores: ScoreSummaryItem[];
  handleRef: PlayerHandleRef;
}) {
  const [selected, setSelected] = useState(scores[0]?.id ?? 0);
  const summary = scores.find((s) => s.id === selected) ?? scores[0];
  const read = useTopicScoreQuery(summary ? { slug: topicSlug, levelId, id: summary.id } : { slug: topicSlug, levelId, id: 0 }, { skip: !summary });
  // The store's update renders at once, in one task; the score's first render (keyboard,
  // tablature, bar list: hundreds of nodes) is deferred, so React renders it in slices that
  // leave the main thread free for the student's taps (a long task less on a phone).
  const shown = useDeferredValue(read.currentData);
  if (!summary) return null;
  return (
    <section aria-labelledby="partitura-titulo" className="flex min-w-0 flex-col gap-3 rounded-3xl border border-neutral-200 bg-white p-3 [contain:layout_paint] sm:p-5" data-testid="score-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="partitura-titulo" className="flex items-center gap-2 text-lg font-bold">
          <MusicNoteIcon className="size-5 text-primary-ink" />
          Partitura
        </h2>
        <PdfButton slug={topicSlug} levelId={levelId} id={summary.id} />
        {scores.length > 1 ? (
          <div role="tablist" aria-label="Partituras del tema" className="flex flex-wrap gap-1">
            {scores.map((s) => (
              <button
                key={s.id}
                type="button"
                role="tab"
                aria-selected={s.id === summary.id}
                onClick={() => setSelected(s.id)}
                className={cx("rounded-full px-3 py-1 text-sm font-semibold", s.id === summary.id ? "bg-secondary text-white" : "bg-neutral-100 hover:bg-neutral-200")}
              >
                {INSTRUMENT_NAMES[s.instrument]}: {s.title}
              </button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-neutral-600">
            {INSTRUMENT_NAMES[summary.instrument]} · {summary.title}
          </p>
        )}
      </div>
      {shown ? (
        <ScoreView key={shown.id} score={shown} handleRef={handleRef} themeId={themeId} hasVideo={hasVideo} />
      ) : read.isError ? (
        <p role="alert" className="text-neutral-700">
          No pudimos cargar la partitura. Revisa tu conexión y vuelve a abrir el tema.
        </p>
      ) : (
        <p className="text-neutral-600">Cargando la partitura…</p>
      )}
    </section>
  );
}
