"use client";

import { bassName } from "@fz/contracts/accordion";
import type { TabBassEvent } from "@fz/contracts/button-tab";
import { type RefObject, useEffect } from "react";
import type { PlayerHandleRef } from "@/features/learning/types/player-handle";
import type { BarRect } from "@/features/learning/notation/utils/bar-rects";
import type { NowPlaying } from "@/features/learning/notation/utils/now-playing";
import { changeTicks, nextChange, type ScoreTimeline, type SyncMap } from "@/features/learning/notation/utils/score-sync";

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
/** The longest the cursor sleeps (ms) before it looks at the player again: a seek, a pause or a drift is seen within it. */
const LOOK_AGAIN_MS = 200;
/** The player's own news that wake the cursor at once (media events do not bubble: heard on the way down). */
const PLAYER_EVENTS = ["play", "pause", "seeked", "ratechange"] as const;

/**
 * The cursor follows the video without working at every frame (issue 39's «no task over 50 ms
 * while the cursor follows»): a loop of animation frames made the browser run style, layout and
 * paint sixty times a second, and put the keyboard's and the bar list's updates in the same task
 * as them. Within a bar the line glides by a compositor animation (a transform from where the
 * video is to the bar's end, over the time left at the player's rate). The cursor looks at the
 * player only when something is due to change — the next note, bass or bar line, from the score's
 * own times at the player's speed — at the latest every LOOK_AGAIN_MS, and at once on the
 * player's play, pause, seek and speed; it sets the animation again only when it no longer
 * matches. The bar box is placed only when the bar changes, and the score's box scrolled to it
 * only when on screen (its place and size come from its own events, never read then); what
 * sounds goes to `now`, whose readers write their own nodes when their part changes.
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
    let timer = 0;
    let lastBar: number | null = -1;
    let shown = false;
    // The line's animation and what it assumed: its bar, the video time and wall time it started at, the speed, moving or not.
    let glide: { animation: Animation | null; bar: number; time: number; at: number; rate: number; moving: boolean } | null = null;
    // Where the score's scroll box stands, kept from its own news rather than read at a bar change
    // (a read after the page has changed forces a layout), and whether it is on screen: off screen
    // the box is not scrolled (a smooth scroll is frames of work nobody sees); the bar playing is
    // brought into view, at once, when the box comes on screen.
    const scroller = elements.scroll.current;
    const view = { top: scroller?.scrollTop ?? 0, height: scroller?.clientHeight ?? 0, onScreen: true, pending: null as number | null };
    const onScroll = () => {
      if (scroller) view.top = scroller.scrollTop;
    };
    scroller?.addEventListener("scroll", onScroll, { passive: true });
    const resized = typeof ResizeObserver === "function" && scroller ? new ResizeObserver(() => (view.height = scroller.clientHeight)) : null;
    if (scroller) resized?.observe(scroller);
    const seen =
      typeof IntersectionObserver === "function" && scroller
        ? new IntersectionObserver((entries) => {
            view.onScreen = entries.at(-1)?.isIntersecting ?? view.onScreen;
            if (view.onScreen && view.pending !== null) {
              scroller.scrollTo({ top: view.pending, behavior: "instant" });
              view.pending = null;
            }
          })
        : null;
    if (scroller) seen?.observe(scroller);
    const notes = timeline?.notes ?? [];
    const changes = changeTicks(timeline?.bars ?? [], [...(lightNotes ? notes : []), ...bassEvents]);
    const check = () => {
      window.clearTimeout(timer);
      const handle = handleRef.current;
      const time = handle ? handle.currentTime() : 0;
      const position = handle ? map.positionAt(time) : null;
      const rect = position ? rectsRef.current[position.bar] : undefined;
      const box = elements.box.current;
      const cursor = elements.cursor.current;
      const bar = position?.bar ?? null;
      const moving = handle?.isPlaying() ?? false;
      const rate = handle?.rate() || 1;
      if (bar !== lastBar) {
        lastBar = bar;
        view.pending = null;
        if (rect && scroller && (rect.y < view.top || rect.y + rect.h > view.top + view.height)) {
          const top = Math.max(0, rect.y - 12);
          if (view.onScreen) scroller.scrollTo({ top, behavior: "smooth" });
          else view.pending = top;
        }
        if (box && cursor && rect) {
          box.style.transform = `translate(${rect.x}px, ${rect.y}px)`;
          box.style.width = `${rect.w}px`;
          box.style.height = `${rect.h}px`;
          cursor.style.height = `${rect.h}px`;
        }
      }
      if (box && cursor) {
        if (position && rect) {
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
      // What sounds, told once (its readers hear of it once, and only if something changed).
      const sounding = position && bassEvents.length > 0 ? bassEvents.find((e) => e.startTick <= position.tick && position.tick < e.startTick + e.durationTicks) : undefined;
      now.set({
        bar,
        bass: sounding?.button ? `${sounding.button.kind === "acorde" ? "acorde" : "bajo"} ${bassName(sounding.button)}, ${sounding.button.direction}` : "",
        notes: lightNotes && position ? notes.flatMap((n, i) => (n.startTick <= position.tick && position.tick < n.startTick + n.durationTicks ? [i] : [])) : [],
      });
      // Sleep until the next change is due (a hair after it, so it has happened), or look again soon.
      let wait = LOOK_AGAIN_MS;
      const due = moving && position ? nextChange(changes, position.tick) : moving && handle ? firstStart(map, time) : null;
      if (due !== null) wait = Math.max(1, Math.min(wait, (((position ? map.timeAtTick(due) : due) - time) / rate) * 1000 + 2));
      timer = window.setTimeout(check, wait);
    };
    check();
    // Heard before the player's own handler has updated its state: look once that has run.
    const soon = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(check, 0);
    };
    for (const type of PLAYER_EVENTS) document.addEventListener(type, soon, true);
    return () => {
      window.clearTimeout(timer);
      for (const type of PLAYER_EVENTS) document.removeEventListener(type, soon, true);
      scroller?.removeEventListener("scroll", onScroll);
      resized?.disconnect();
      seen?.disconnect();
      glide?.animation?.cancel();
    };
  }, [map, ready, handleRef, rectsRef, elements, timeline, lightNotes, bassEvents, now]);
}

/** Before the music starts: the video time of its first bar, if still ahead. */
function firstStart(map: SyncMap, time: number): number | null {
  const start = map.barStart(0);
  return start > time ? start : null;
}
