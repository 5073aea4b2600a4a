"use client";

import { ACCORDION_LAYOUT_BY_ID, ACCORDION_LAYOUT_LIST, type AccordionButton, type AccordionLayoutId, bassName, buttonsFor, fingerMelody } from "@fz/contracts/accordion";
import { type ButtonTab, buttonTabToAlphaTex, parseButtonTab } from "@fz/contracts/button-tab";
import { memo, type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { LoopIcon, MusicNoteIcon } from "@/components/ui/icons";
import { type BarHeat, PlayAlong, type PlayAlongVideo } from "@/components/ui/play-along-slot";
import { toast } from "@/lib/toasts";
import type { PlayerHandleRef } from "@/features/learning/types/player-handle";
import { formatTime } from "@/features/learning/utils/player-logic";
import { useTopicScoreQuery } from "@/features/learning/api/learning-api";
import { AccordionKeyboard } from "@/features/learning/notation/accordion-keyboard";
import { ButtonTabView } from "@/features/learning/notation/button-tab-view";
import { downloadScorePdf } from "@/features/learning/notation/score-download";
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
  if (!summary) return null;
  return (
    <section aria-labelledby="partitura-titulo" className="flex min-w-0 flex-col gap-3 rounded-3xl border border-neutral-200 bg-white p-3 sm:p-5" data-testid="score-panel">
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
      {read.currentData ? (
        <ScoreView key={read.currentData.id} score={read.currentData} handleRef={handleRef} themeId={themeId} hasVideo={hasVideo} />
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

/** «Descargar PDF»: the score to print or keep, with the accordion's button tablature when it has one. */
function PdfButton({ slug, levelId, id }: { slug: string; levelId: number; id: number }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadScorePdf({ slug, levelId, id });
    } catch {
      toast.error("No pudimos preparar el PDF", { description: "Revisa tu conexión e inténtalo de nuevo." });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-dark" size="sm" onClick={() => void download()} disabled={busy} className="order-last sm:order-none">
      {busy ? "Preparando el PDF…" : "Descargar PDF para imprimir"}
    </Button>
  );
}

/** The tablature of a `button_tab` score (null for the other formats or text the panel cannot read). */
function tabOf(score: ScoreDetailItem): ButtonTab | null {
  if (score.format !== "button_tab") return null;
  try {
    return parseButtonTab(score.content, (score.accordionLayout as AccordionLayoutId | null) ?? "sol-do-fa");
  } catch {
    return null;
  }
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

function ScoreView({ score, handleRef, themeId, hasVideo }: { score: ScoreDetailItem; handleRef: PlayerHandleRef; themeId: number; hasVideo: boolean }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const barBoxRef = useRef<HTMLDivElement>(null);
  const cursorRef = useRef<HTMLDivElement>(null);
  const rectsRef = useRef<BarRect[]>([]);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [timeline, setTimeline] = useState<ScoreTimeline | null>(null);
  const [currentBar, setCurrentBar] = useState<number | null>(null);
  const [litNotes, setLitNotes] = useState<number[]>([]);
  const [litBass, setLitBass] = useState<string>("");
  const tab = useMemo(() => tabOf(score), [score]);
  const [loopPick, setLoopPick] = useState<{ picking: boolean; start: number | null }>({ picking: false, start: null });
  const [loop, setLoop] = useState<{ from: number; to: number } | null>(null);
  const [layoutId, setLayoutId] = useState<AccordionLayoutId>((score.accordionLayout as AccordionLayoutId | null) ?? "sol-do-fa");
  // «Tócalo conmigo»'s figure per bar, drawn over the score.
  const [heat, setHeat] = useState<BarHeat[] | null>(null);

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
          if (score.format === "button_tab") instance.tex(tab ? buttonTabToAlphaTex(tab) : score.content);
          else if (score.format === "alphatex") instance.tex(score.content);
          else instance.load(score.format === "guitar_pro" ? base64Bytes(score.content) : new TextEncoder().encode(score.content));
        })
        .catch(() => setStatus("failed"));
    const stopWaiting = whenNearViewport(host, () => void start(), "0px");
    return () => {
      cancelled = true;
      stopWaiting();
      api?.destroy();
    };
  }, [score, tab]);

  const map: SyncMap | null = useMemo(() => (timeline ? createSyncMap(timeline.bars, score.syncPoints) : null), [timeline, score.syncPoints]);
  const noteMidis = useMemo(() => timeline?.notes.map((n) => n.midi) ?? [], [timeline]);
  // A tablature names its buttons; notation is fingered as a player would.
  const fingering = useMemo(() => {
    if (score.instrument !== "accordion") return [];
    if (tab) {
      const written = new Map(tab.bars.flatMap((bar) => bar.treble.flatMap((e) => e.buttons.map((b) => [`${e.startTick}:${b.midi}`, b] as const))));
      return (timeline?.notes ?? []).map((n) => written.get(`${n.startTick}:${n.midi}`) ?? null);
    }
    return fingerMelody(noteMidis, layoutId);
  }, [score.instrument, noteMidis, layoutId, tab, timeline]);
  const bassEvents = useMemo(() => tab?.bars.flatMap((bar) => bar.bass.filter((e) => e.button)) ?? [], [tab]);
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
    let lastBass = "";
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
      if (bassEvents.length > 0) {
        const playing = position ? bassEvents.find((e) => e.startTick <= position.tick && position.tick < e.startTick + e.durationTicks) : undefined;
        const text = playing?.button ? `${playing.button.kind === "acorde" ? "acorde" : "bajo"} ${bassName(playing.button)}, ${playing.button.direction}` : "";
        if (text !== lastBass) {
          lastBass = text;
          setLitBass(text);
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
  }, [map, status, handleRef, timeline, fingering, bassEvents]);

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

  // The player as «Tócalo conmigo» drives it (read through the handle when used, never held).
  const video: PlayAlongVideo | null = useMemo(
    () =>
      map
        ? {
            currentTime: () => handleRef.current?.currentTime() ?? 0,
            play: () => handleRef.current?.play(),
            pause: () => handleRef.current?.pause(),
            seek: (seconds) => handleRef.current?.seek(seconds),
            rate: () => handleRef.current?.rate() ?? 1,
            setRate: (rate) => handleRef.current?.setRate(rate),
            barStart: (bar) => map.barStart(bar),
            barEnd: (bar) => map.barEnd(bar),
          }
        : null,
    [map, handleRef],
  );

  const lit: AccordionButton[] = litNotes.flatMap((i) => (fingering[i] ? [fingering[i]] : []));
  const barCount = timeline?.bars.length ?? score.barCount;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {score.instrument === "accordion" && timeline ? (
        <div className="flex flex-col gap-2 rounded-2xl bg-neutral-50 p-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-bold">Pitos que suenan</h3>
            {tab ? (
              <p className="text-sm">Afinación {ACCORDION_LAYOUT_BY_ID[tab.layoutId].name}</p>
            ) : (
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
            )}
          </div>
          <AccordionKeyboard layoutId={tab?.layoutId ?? layoutId} lit={lit} bass={litBass} />
        </div>
      ) : null}

      {tab && map ? (
        <div className="max-h-[26rem] overflow-auto rounded-2xl border border-neutral-200 bg-white p-2">
          <ButtonTabView tab={tab} currentBar={currentBar} onBar={chooseBar} />
        </div>
      ) : null}

      <div ref={scrollRef} className="relative max-h-[26rem] overflow-auto rounded-2xl border border-neutral-200 bg-white" data-testid="score-scroll">
        <div className="relative min-w-[320px] cursor-pointer" onClick={onScoreClick} data-testid="score-surface">
          <div ref={hostRef} className="relative" data-status={status} data-testid="score-host" />
          {status === "ready" && heat
            ? heat.map((h) => {
                const rect = rectsRef.current[h.bar];
                return rect ? (
                  <div
                    key={h.bar}
                    aria-hidden
                    data-testid="bar-heat"
                    data-bar={h.bar + 1}
                    data-percent={h.percent}
                    className={cx("pointer-events-none absolute rounded opacity-30", h.percent >= 90 ? "bg-success" : h.percent >= 60 ? "bg-primary" : "bg-error")}
                    style={{ left: rect.x, top: rect.y, width: rect.w, height: rect.h }}
                  />
                ) : null;
              })
            : null}
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
        {map ? <BarList count={barCount} map={map} currentBar={currentBar} loop={loop} pickStart={loopPick.start} onBar={chooseBar} /> : null}
      </nav>

      {timeline && map ? (
        <PlayAlong
          themeId={themeId}
          scoreId={score.id}
          scoreTitle={score.title}
          instrument={score.instrument}
          accordionLayout={score.instrument === "accordion" ? layoutId : null}
          timeline={timeline}
          chosen={loop}
          video={hasVideo ? video : null}
          onHeat={setHeat}
        />
      ) : null}
    </div>
  );
}

/**
 * The bars as buttons: the keyboard's and the screen reader's way through the score, each named
 * with the second it starts at. Memoised: a playing video re-renders it once a bar, not at every
 * note the keyboard lights.
 */
const BarList = memo(function BarList({
  count,
  map,
  currentBar,
  loop,
  pickStart,
  onBar,
}: {
  count: number;
  map: SyncMap;
  currentBar: number | null;
  loop: { from: number; to: number } | null;
  pickStart: number | null;
  onBar: (index: number) => void;
}) {
  return (
    <ol className="flex flex-wrap gap-1" data-testid="bar-list">
      {Array.from({ length: count }, (_, index) => {
        const inLoop = loop && index >= loop.from && index <= loop.to;
        return (
          <li key={index}>
            <button
              type="button"
              onClick={() => onBar(index)}
              aria-current={currentBar === index ? "true" : undefined}
              aria-label={`Compás ${index + 1}, en ${formatTime(map.barStart(index), true)}`}
              className={cx(
                "min-h-8 min-w-8 rounded-md px-1.5 text-sm font-semibold tabular-nums",
                currentBar === index ? "bg-primary text-secondary" : inLoop ? "bg-primary-light text-secondary" : "bg-neutral-100 hover:bg-neutral-200",
                pickStart === index && "ring-2 ring-secondary",
              )}
            >
              {index + 1}
            </button>
          </li>
        );
      })}
    </ol>
  );
});
