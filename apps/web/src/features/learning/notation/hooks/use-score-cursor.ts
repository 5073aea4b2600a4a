"use client";

import { bassName } from "@fz/contracts/accordion";
import type { TabBassEvent } from "@fz/contracts/button-tab";
import { type RefObject, useEffect } from "react";
import type { PlayerHandleRef } from "@/features/learning/types/player-handle";
import type { BarRect } from "@/features/learning/notation/utils/bar-rects";
import type { NowPlaying } from "@/features/learning/notation/utils/now-playing";
import type { ScoreTimeline, SyncMap } from "@/features/learning/notation/utils/score-sync";

export interface CursorElements {
  /** The score's own scroll box (the bar playing is kept in view inside it, never the page). */
  scroll: RefObject<HTMLDivElement | null>;
  /** The shaded box over the bar playing. */
  box: RefObject<HTMLDivElement | null>;
  /** The line at the exact position. */
  cursor: RefObject<HTMLDivElement | null>;
}

/** How far (seconds of video) the player may drift from the cursor's animation before it is set again. */
const DRIFT = 0.12;

/**
 * The cursor follows the video. Within a bar the line glides by a compositor animation (a
 * transform from where the video is to the bar's end, over the time left at the player's rate):
 * no main-thread work per frame. Each animation frame reads the player's time and sets the
 * animation again only when it no longer matches: a new bar, a seek, a pause, another speed.
 * The bar box is placed, and the scroll box read, only when the bar changes, reads before
 * writes; what sounds goes to `now`, whose readers re-render when their part changes.
 */
export function useScoreCursor({
  map,
  ready,
  handleRef,
  rectsRef,
  elements,
  timeline,
  lightNotes,
  bassEvents,
  now,
}: {
  map: SyncMap | null;
  ready: boolean;
  handleRef: PlayerHandleRef;
  rectsRef: RefObject<BarRect[]>;
  elements: CursorElements;
  timeline: ScoreTimeline | null;
  /** Whether anything shows the melody's notes (the accordion's keyboard). */
  lightNotes: boolean;
  bassEvents: readonly TabBassEvent[];
  now: NowPlaying;
}) {
  useEffect(() => {
    if (!map || !ready) return;
    let frame = 0;
    let lastBar: number | null = -1;
    let shown = false;
    // The line's animation and what it assumed: its bar, the video time and wall time it started at, the speed, moving or not.
    let glide: { animation: Animation | null; bar: number; time: number; at: number; rate: number; moving: boolean } | null = null;
    const notes = timeline?.notes ?? [];
    const tick = () => {
      frame = requestAnimationFrame(tick);
      const handle = handleRef.current;
      const time = handle ? handle.currentTime() : 0;
      const position = handle ? map.positionAt(time) : null;
      const rect = position ? rectsRef.current[position.bar] : undefined;
      const box = elements.box.current;
      const cursor = elements.cursor.current;
      const bar = position?.bar ?? null;
      if (bar !== lastBar) {
        lastBar = bar;
        // Read the scroll box before anything is written this frame (a read after a write forces a layout).
        const scroller = elements.scroll.current;
        if (rect && scroller && (rect.y < scroller.scrollTop || rect.y + rect.h > scroller.scrollTop + scroller.clientHeight)) {
          scroller.scrollTo({ top: Math.max(0, rect.y - 12), behavior: "smooth" });
        }
        if (box && cursor && rect) {
          box.style.transform = `translate(${rect.x}px, ${rect.y}px)`;
          box.style.width = `${rect.w}px`;
          box.style.height = `${rect.h}px`;
          cursor.style.height = `${rect.h}px`;
        }
        now.set({ bar });
      }
      if (box && cursor) {
        if (position && rect) {
          const moving = handle?.isPlaying() ?? false;
          const rate = handle?.rate() || 1;
          const expected = glide ? glide.time + (glide.moving ? ((performance.now() - glide.at) / 1000) * glide.rate : 0) : Number.NaN;
          if (!glide || glide.bar !== position.bar || glide.moving !== moving || glide.rate !== rate || !(Math.abs(expected - time) <= DRIFT)) {
            glide?.animation?.cancel();
            const from = `translate(${rect.x + position.fraction * rect.w}px, ${rect.y}px)`;
            cursor.style.transform = from;
            const left = (map.barEnd(position.bar) - time) / rate;
            const animation =
              moving && left > 0 && typeof cursor.animate === "function"
                ? cursor.animate([{ transform: from }, { transform: `translate(${rect.x + rect.w}px, ${rect.y}px)` }], { duration: left * 1000, easing: "linear", fill: "forwards" })
                : null;
            glide = { animation, bar: position.bar, time, at: performance.now(), rate, moving };
          }
          if (!shown) {
            box.style.opacity = "1";
            cursor.style.opacity = "1";
            shown = true;
          }
        } else if (shown) {
          glide?.animation?.cancel();
          glide = null;
          box.style.opacity = "0";
          cursor.style.opacity = "0";
          shown = false;
        }
      }
      if (bassEvents.length > 0) {
        const playing = position ? bassEvents.find((e) => e.startTick <= position.tick && position.tick < e.startTick + e.durationTicks) : undefined;
        now.set({ bass: playing?.button ? `${playing.button.kind === "acorde" ? "acorde" : "bajo"} ${bassName(playing.button)}, ${playing.button.direction}` : "" });
      }
      if (lightNotes) {
        now.set({ notes: position ? notes.flatMap((n, i) => (n.startTick <= position.tick && position.tick < n.startTick + n.durationTicks ? [i] : [])) : [] });
      }
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      glide?.animation?.cancel();
    };
  }, [map, ready, handleRef, rectsRef, elements, timeline, lightNotes, bassEvents, now]);
}
