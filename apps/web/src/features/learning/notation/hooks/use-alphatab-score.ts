"use client";

import { buttonTabToAlphaTex, type ButtonTab } from "@fz/contracts/button-tab";
import { type RefObject, useEffect, useMemo, useRef, useState } from "react";
import type { ScoreDetailItem } from "@/lib/academy-types";
import { whenNearViewport } from "@/lib/near-viewport";
import { ALPHATAB_FONT_DIRECTORY, loadAlphaTab } from "@/features/learning/notation/utils/alphatab-loader";
import { type BarRect, type BoundsLookupLike, barRectsOf } from "@/features/learning/notation/utils/bar-rects";
import type { ScoreTimeline } from "@/features/learning/notation/utils/score-sync";
import { base64Bytes, type ScoreModelLike, timelineOf, timelineOfTab } from "@/features/learning/notation/utils/score-timeline";

export type ScoreStatus = "loading" | "ready" | "failed";

/**
 * alphaTab draws the score into `hostRef`: loaded and started once per score, when the score is
 * on the screen (on a phone it is under the video and the keyboard: the page starts without it, a
 * long task less while it loads). It lays out and draws in its worker; the main thread only
 * places the drawn systems. Gives the score's timeline (bars, melody) — a button tablature's at
 * once, read from the tab; any other score's once alphaTab has read it — and the bars' boxes once
 * drawn.
 */
export function useAlphaTabScore(score: ScoreDetailItem, tab: ButtonTab | null): {
  hostRef: RefObject<HTMLDivElement | null>;
  status: ScoreStatus;
  timeline: ScoreTimeline | null;
  rectsRef: RefObject<BarRect[]>;
} {
  const hostRef = useRef<HTMLDivElement>(null);
  const rectsRef = useRef<BarRect[]>([]);
  const [status, setStatus] = useState<ScoreStatus>("loading");
  const [engineTimeline, setTimeline] = useState<ScoreTimeline | null>(null);
  // A tablature's keyboard, tab and bar list above the staff show at once: the staff's host then
  // sits where it stays, and on a phone the engine waits for the student to scroll to it.
  const tabTimeline = useMemo(() => (tab ? timelineOfTab(tab) : null), [tab]);

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
          // The page is the student's to scroll: alphaTab's own handler scrolled the whole page
          // down to the first beat once the score was drawn (a phone opened a topic at its score,
          // not its top). The score box follows the cursor itself (decision 060).
          settings.player.scrollMode = at.ScrollMode.Off;
          settings.display.layoutMode = at.LayoutMode.Page;
          settings.display.staveProfile = score.instrument === "guitar" || score.instrument === "bass" ? at.StaveProfile.ScoreTab : at.StaveProfile.Score;
          settings.display.scale = host.clientWidth < 640 ? 0.75 : 0.9;
          const instance = new at.AlphaTabApi(host, settings);
          api = instance;
          if (!tab) instance.scoreLoaded.on((model) => setTimeline(timelineOf(model as unknown as ScoreModelLike)));
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

  return { hostRef, status, timeline: tabTimeline ?? engineTimeline, rectsRef };
}
