"use client";

import { ACCORDION_LAYOUT_LIST, type AccordionButton, type AccordionLayoutId, buttonsFor, fingerMelody } from "@fz/contracts/accordion";
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoopIcon, MusicNoteIcon } from "@/components/ui/icons";
import type { PlayerHandleRef } from "@/features/learning/components/player-handle";
import { formatTime } from "@/features/learning/components/player-logic";
import { useThemeScoreQuery } from "@/features/learning/api/learning-api";
import { AccordionKeyboard } from "@/features/learning/notation/accordion-keyboard";
import { ALPHATAB_FONT_DIRECTORY, loadAlphaTab } from "@/features/learning/notation/alphatab-loader";
import { createSyncMap, type ScoreTimeline, type SyncMap } from "@/features/learning/notation/score-sync";
import { base64Bytes, timelineOf, type ScoreModelLike } from "@/features/learning/notation/score-timeline";
import type { ScoreDetailItem, ScoreSummaryItem } from "@/lib/academy-types";
import { cx } from "@/lib/cx";
import { whenNearViewport } from "@/lib/near-viewport";

const INSTRUMENT_NAMES: Record<ScoreSummaryItem["instrument"], string> = {
  guitar: "Guitarra",
  bass: "Bajo",
  percussion: "Percusión",
  accordion: "Acordeón",
};

/**
 * The topic's scores under the video (issue 39): notation (and tablature for guitar and bass)
 * drawn by alphaTab, a cursor that follows the video's time, bars that seek the video when
 * clicked or chosen from the list, the A–B loop set from bars, and for the accordion its
 * keyboard with the buttons sounding now. Loaded in a chunk of its own, only on topics that
 * have a score.
 */
export function ScorePanel({
  levelId,
  themeSlug,
  scores,
  handleRef,
}: {
  levelId: number;
  themeSlug: string;
  scores: ScoreSummaryItem[];
  handleRef: PlayerHandleRef;
}) {
  const [selected, setSelected] = useState(scores[0]?.id ?? 0);
  const summary = scores.find((s) => s.id === selected) ?? scores[0];
  const read = useThemeScoreQuery(summary ? { slug: themeSlug, levelId, id: summary.id } : { slug: themeSlug, levelId, id: 0 }, { skip: !summary });
  if (!summary) return null;
  return (
    <section aria-labelledby="partitura-titulo" className="flex min-w-0 flex-col gap-3 rounded-3xl border border-neutral-200 bg-white p-3 sm:p-5" data-testid="score-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="partitura-titulo" className="flex items-center gap-2 text-lg font-bold">
          <MusicNoteIcon className="size-5 text-primary-ink" />
          Partitura
        </h2>
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
      {read.currentData ? (
        <ScoreView key={read.currentData.id} score={read.currentData} handleRef={handleRef} />
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

interface BarRect {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

type BoundsLookupLike = { staffSystems: { bars: { index: number; realBounds: { x: number; y: number; w: number; h: number } }[] }[] };

function barRectsOf(lookup: BoundsLookupLike | null): BarRect[] {
  const rects: BarRect[] = [];
  for (const system of lookup?.staffSystems ?? []) {
    for (const bar of system.bars) rects.push({ index: bar.index, ...bar.realBounds });
  }
  return rects.sort((a, b) => a.index - b.index);
}

function ScoreView({ score, handleRef }: { score: ScoreDetailItem; handleRef: PlayerHandleRef }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const barBoxRef = useRef<HTMLDivElement>(null);
  const cursorRef = useRef<HTMLDivElement>(null);
  const rectsRef = useRef<BarRect[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [timeline, setTimeline] = useState<ScoreTimeline | null>(null);
  const [currentBar, setCurrentBar] = useState<number | null>(null);
  const [litNotes, setLitNotes] = useState<number[]>([]);
  const [loopPick, setLoopPick] = useState<{ picking: boolean; start: number | null }>({ picking: false, start: null });
  const [loop, setLoop] = useState<{ from: number; to: number } | null>(null);
  const [layoutId, setLayoutId] = useState<AccordionLayoutId>((score.accordionLayout as AccordionLayoutId | null) ?? "sol-do-fa");

  // --- alphaTab: loaded and started once per score, when the score is on the screen (on a
  // phone it is under the video and the keyboard: the page starts without it, a long task
  // less while it loads); it renders in its worker. ---
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let api: { destroy(): void } | null = null;
    let cancelled = false;
    const start = () =>
      loadAlphaTab()
        .then((at) => {
          if (cancelled) return;
          const settings = new at.Settings();
          settings.core.fontDirectory = ALPHATAB_FONT_DIRECTORY;
          settings.core.logLevel = at.LogLevel.Warning;
          settings.player.enablePlayer = false;
          settings.display.layoutMode = at.LayoutMode.Page;
          settings.display.staveProfile = score.instrument === "guitar" || score.instrument === "bass" ? at.StaveProfile.ScoreTab : at.StaveProfile.Score;
          settings.display.scale = host.clientWidth < 640 ? 0.75 : 0.9;
          const instance = new at.AlphaTabApi(host, settings);
          api = instance;
          instance.scoreLoaded.on((model) => setTimeline(timelineOf(model as unknown as ScoreModelLike)));
          instance.postRenderFinished.on(() => {
            rectsRef.current = barRectsOf(instance.boundsLookup as unknown as BoundsLookupLike | null);
            setStatus("ready");
          });
          instance.error.on(() => setStatus("failed"));
          if (score.format === "alphatex") instance.tex(score.content);
          else instance.load(score.format === "guitar_pro" ? base64Bytes(score.content) : new TextEncoder().encode(score.content));
        })
        .catch(() => setStatus("failed"));
    const stopWaiting = whenNearViewport(host, () => void start(), "0px");
    return () => {
      cancelled = true;
      stopWaiting();
      api?.destroy();
    };
  }, [score]);

  const map: SyncMap | null = useMemo(() => (timeline ? createSyncMap(timeline.bars, score.syncPoints) : null), [timeline, score.syncPoints]);
  const noteMidis = useMemo(() => timeline?.notes.map((n) => n.midi) ?? [], [timeline]);
  const fingering = useMemo(() => (score.instrument === "accordion" ? fingerMelody(noteMidis, layoutId) : []), [score.instrument, noteMidis, layoutId]);
  // The layouts that have every note of the melody: the student may switch to their own.
  const playableLayouts = useMemo(
    () => ACCORDION_LAYOUT_LIST.filter((layout) => noteMidis.every((midi) => buttonsFor(midi, layout.id).length > 0)),
    [noteMidis],
  );

  // --- The cursor: every animation frame reads the player's time and moves two boxes. ---
  useEffect(() => {
    if (!map || status !== "ready") return;
    let frame = 0;
    let lastBar: number | null = -1;
    let lastNotes = "";
    const notes = timeline?.notes ?? [];
    const tick = () => {
      frame = requestAnimationFrame(tick);
      const handle = handleRef.current;
      const position = handle ? map.positionAt(handle.currentTime()) : null;
      const rect = position ? rectsRef.current[position.bar] : undefined;
      const box = barBoxRef.current;
      const cursor = cursorRef.current;
      if (box && cursor) {
        if (position && rect) {
          box.style.transform = `translate(${rect.x}px, ${rect.y}px)`;
          box.style.width = `${rect.w}px`;
          box.style.height = `${rect.h}px`;
          box.style.opacity = "1";
          cursor.style.transform = `translate(${rect.x + position.fraction * rect.w}px, ${rect.y}px)`;
          cursor.style.height = `${rect.h}px`;
          cursor.style.opacity = "1";
        } else {
          box.style.opacity = "0";
          cursor.style.opacity = "0";
        }
      }
      const bar = position?.bar ?? null;
      if (bar !== lastBar) {
        lastBar = bar;
        setCurrentBar(bar);
        // Keep the bar in view inside the score's own scroll box (never the page).
        const scroller = scrollRef.current;
        if (rect && scroller && (rect.y < scroller.scrollTop || rect.y + rect.h > scroller.scrollTop + scroller.clientHeight)) {
          scroller.scrollTo({ top: Math.max(0, rect.y - 12), behavior: "smooth" });
        }
      }
      if (fingering.length > 0) {
        const sounding = position ? notes.flatMap((n, i) => (n.startTick <= position.tick && position.tick < n.startTick + n.durationTicks ? [i] : [])) : [];
        const key = sounding.join(",");
        if (key !== lastNotes) {
          lastNotes = key;
          setLitNotes(sounding);
        }
      }
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [map, status, handleRef, timeline, fingering]);

  const chooseBar = useCallback(
    (index: number) => {
      if (!map) return;
      const handle = handleRef.current;
      if (loopPick.picking) {
        if (loopPick.start === null) {
          setLoopPick({ picking: true, start: index });
          return;
        }
        const from = Math.min(loopPick.start, index);
        const to = Math.max(loopPick.start, index);
        setLoopPick({ picking: false, start: null });
        setLoop({ from, to });
        handle?.setLoop({ a: map.barStart(from), b: map.barEnd(to) });
        return;
      }
      handle?.seek(map.barStart(index));
    },
    [map, handleRef, loopPick],
  );

  const clearLoop = () => {
    setLoop(null);
    handleRef.current?.setLoop(null);
  };

  const onScoreClick = (event: MouseEvent<HTMLDivElement>) => {
    const host = hostRef.current;
    if (!host) return;
    const box = host.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const hit = rectsRef.current.find((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);
    if (hit) chooseBar(hit.index);
  };

  const lit: AccordionButton[] = litNotes.flatMap((i) => (fingering[i] ? [fingering[i]] : []));
  const barCount = timeline?.bars.length ?? score.barCount;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {score.instrument === "accordion" && timeline ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-neutral-50 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-bold">Pitos que suenan</h3>
            <label className="flex items-center gap-2 text-sm">
              <span>Afinación</span>
              <select
                className="rounded-lg border border-neutral-300 bg-white px-2 py-1"
                value={layoutId}
                onChange={(event) => setLayoutId(event.target.value as AccordionLayoutId)}
              >
                {playableLayouts.map((layout) => (
                  <option key={layout.id} value={layout.id}>
                    {layout.name}
                  </option>
                ))}
                {playableLayouts.some((l) => l.id === layoutId) ? null : <option value={layoutId}>{layoutId}</option>}
              </select>
            </label>
          </div>
          <AccordionKeyboard layoutId={layoutId} lit={lit} />
        </div>
      ) : null}

      <div ref={scrollRef} className="relative max-h-[26rem] overflow-auto rounded-2xl border border-neutral-200 bg-white" data-testid="score-scroll">
        <div className="relative min-w-[320px] cursor-pointer" onClick={onScoreClick} data-testid="score-surface">
          <div ref={hostRef} className="relative" data-status={status} data-testid="score-host" />
          <div aria-hidden ref={barBoxRef} className="pointer-events-none absolute top-0 left-0 rounded bg-primary/20 opacity-0" data-testid="score-bar-box" />
          <div aria-hidden ref={cursorRef} className="pointer-events-none absolute top-0 left-0 w-0.5 bg-primary-dark opacity-0" data-testid="score-cursor" />
        </div>
        {status === "loading" ? <p className="p-4 text-neutral-600">Dibujando la partitura…</p> : null}
        {status === "failed" ? (
          <p role="alert" className="p-4 text-neutral-700">
            No pudimos dibujar esta partitura en tu navegador. Actualiza la página para intentarlo de nuevo.
          </p>
        ) : null}
      </div>

      <nav aria-label="Compases de la partitura" className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-neutral-700" role="status" data-testid="loop-bars">
            {loopPick.picking
              ? loopPick.start === null
                ? "Elige el primer compás que quieres repetir."
                : `Desde el compás ${loopPick.start + 1}: elige el último.`
              : loop
                ? `Repitiendo los compases ${loop.from + 1} a ${loop.to + 1}.`
                : `Toca un compás para ir a ese punto del video. ${barCount} compases.`}
          </p>
          <div className="flex gap-2">
            {loop ? (
              <Button variant="ghost" size="sm" onClick={clearLoop}>
                Quitar repetición
              </Button>
            ) : null}
            <Button
              variant={loopPick.picking ? "dark" : "outline-dark"}
              size="sm"
              aria-pressed={loopPick.picking}
              onClick={() => setLoopPick((pick) => ({ picking: !pick.picking, start: null }))}
            >
              <LoopIcon className="size-4" />
              Repetir compases
            </Button>
          </div>
        </div>
        {map ? (
          <ol className="flex flex-wrap gap-1" data-testid="bar-list">
            {Array.from({ length: barCount }, (_, index) => {
              const inLoop = loop && index >= loop.from && index <= loop.to;
              return (
                <li key={index}>
                  <button
                    type="button"
                    onClick={() => chooseBar(index)}
                    aria-current={currentBar === index ? "true" : undefined}
                    aria-label={`Compás ${index + 1}, en ${formatTime(map.barStart(index), true)}`}
                    className={cx(
                      "min-h-8 min-w-8 rounded-md px-1.5 text-sm font-semibold tabular-nums",
                      currentBar === index ? "bg-primary text-secondary" : inLoop ? "bg-primary-light text-secondary" : "bg-neutral-100 hover:bg-neutral-200",
                      loopPick.start === index && "ring-2 ring-secondary",
                    )}
                  >
                    {index + 1}
                  </button>
                </li>
              );
            })}
          </ol>
        ) : null}
      </nav>
    </div>
  );
}
