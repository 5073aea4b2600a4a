"use client";

import { bassName } from "@fz/contracts/accordion";
import type { TabBassEvent } from "@fz/contracts/button-tab";
import { type RefObject, useEffect } from "react";
import type { PlayerHandleRef } from "@/features/learning/components/player-handle";
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

/**
 * The cursor follows the video: every animation frame reads the player's time and moves the
 * cursor line (a transform of its own compositor layer: no layout, no repaint of the score). The
 * bar box is placed and sized, and the scroll box checked, only when the bar changes; what sounds
 * goes to `now`, whose readers re-render when their part changes. No React render runs per frame.
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
    const notes = timeline?.notes ?? [];
    const tick = () => {
      frame = requestAnimationFrame(tick);
      const handle = handleRef.current;
      const position = handle ? map.positionAt(handle.currentTime()) : null;
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
          cursor.style.transform = `translate(${rect.x + position.fraction * rect.w}px, ${rect.y}px)`;
          if (!shown) {
            box.style.opacity = "1";
            cursor.style.opacity = "1";
            shown = true;
          }
        } else if (shown) {
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
    return () => cancelAnimationFrame(frame);
  }, [map, ready, handleRef, rectsRef, elements, timeline, lightNotes, bassEvents, now]);
}
