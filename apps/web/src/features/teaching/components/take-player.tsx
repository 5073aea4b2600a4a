"use client";

import { forwardRef, useImperativeHandle, useRef, useState } from "react";
import type { SubmissionDetailItem } from "@/features/teaching/api/teaching-api";
import { formatTimecode, markerPercent } from "@/features/teaching/utils/timecode";
import { PlayAlongFigures } from "@/features/teaching/components/play-along-figures";

export interface TakePlayerHandle {
  /** Where the take is now, in seconds. */
  currentTime(): number;
  seek(seconds: number): void;
  pause(): void;
}

/**
 * The take with the teacher's comments as markers on its timeline: a marker or a comment jumps
 * the player to its second (and plays). The duration is the one recorded with the take:
 * MediaRecorder's WebM does not state its own, so the element's may read Infinity.
 */
type PlayableTake = Pick<SubmissionDetailItem, "mediaUrl" | "kind" | "durationSeconds" | "comments">;

export const TakePlayer = forwardRef<TakePlayerHandle, { take: PlayableTake; onTime?: (seconds: number) => void; preload?: "auto" | "metadata" | "none" }>(function TakePlayer(
  { take, onTime, preload = "auto" },
  ref,
) {
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [now, setNow] = useState(0);
  const duration = take.durationSeconds;

  const seek = (seconds: number) => {
    const element = media.current;
    if (!element) return;
    element.currentTime = seconds;
    setNow(seconds);
    void element.play().catch(() => {});
  };
  useImperativeHandle(ref, () => ({
    currentTime: () => media.current?.currentTime ?? 0,
    seek,
    pause: () => media.current?.pause(),
  }));

  const common = {
    ref: media,
    src: take.mediaUrl ?? undefined,
    controls: true,
    preload,
    onTimeUpdate: () => {
      const t = media.current?.currentTime ?? 0;
      setNow(t);
      onTime?.(t);
    },
    "data-testid": "take-media",
  };

  return (
    <div className="flex flex-col gap-3">
      {take.mediaUrl ? (
        take.kind === "video" ? (
          <video {...common} playsInline className="aspect-video w-full rounded-2xl bg-black" />
        ) : (
          <audio {...common} className="w-full" />
        )
      ) : (
        <p className="rounded-2xl bg-neutral-100 p-6 text-center text-neutral-700">Esta grabación fue retirada.</p>
      )}
      <div className="relative h-8" aria-hidden={take.comments.length === 0}>
        <div className="absolute inset-x-0 top-3.5 h-1 rounded-full bg-neutral-200" />
        <div className="absolute top-3.5 left-0 h-1 rounded-full bg-primary" style={{ width: `${markerPercent(now, duration)}%` }} />
        {take.comments.map((comment) => (
          <button
            key={comment.id}
            type="button"
            onClick={() => seek(comment.atSeconds)}
            title={`${formatTimecode(comment.atSeconds)} · ${comment.body}`}
            aria-label={`Ir al comentario del segundo ${formatTimecode(comment.atSeconds)}`}
            className="absolute top-1 size-6 -translate-x-1/2 rounded-full border-2 border-white bg-secondary shadow hover:bg-primary-ink focus-visible:outline-2 focus-visible:outline-primary"
            style={{ left: `${markerPercent(comment.atSeconds, duration)}%` }}
            data-testid="comment-marker"
          />
        ))}
      </div>
      {take.comments.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label="Comentarios del profesor">
          {take.comments.map((comment) => (
            <li key={comment.id}>
              <button
                type="button"
                onClick={() => seek(comment.atSeconds)}
                className="flex w-full items-start gap-3 rounded-xl border border-neutral-200 p-3 text-left hover:border-primary"
                data-testid="comment"
              >
                <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 font-mono text-sm font-semibold text-white">{formatTimecode(comment.atSeconds)}</span>
                <span>
                  <span className="block">{comment.body}</span>
                  <span className="text-sm text-neutral-600">{comment.author}</span>
                </span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
});

/** What the practice studio measured on the take, when it came from the metronome. */
export function TakeFigures({ take }: { take: SubmissionDetailItem }) {
  const f = take.figures;
  if (!f) return null;
  if (f.playAlong) return <PlayAlongFigures report={f.playAlong} />;
  const items = [
    ["A tiempo", `${f.hitPercent} %`],
    ["Desfase medio", f.meanOffsetMs === null ? "—" : `${f.meanOffsetMs > 0 ? "+" : ""}${f.meanOffsetMs} ms`],
    ["Regularidad", f.spreadMs === null ? "—" : `±${f.spreadMs} ms`],
    ["Tempo", f.tempoPlayedBpm ? `${f.tempoPlayedBpm} de ${f.tempoBpm} BPM` : `${f.tempoBpm} BPM`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Cifras del metrónomo">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-neutral-50 p-3">
          <dt className="text-sm text-neutral-600">{label}</dt>
          <dd className="text-lg font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
