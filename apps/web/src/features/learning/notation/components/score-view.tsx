"use client";

import type { AccordionLayoutId } from "@fz/contracts/accordion";
import { useMemo, useRef, useState } from "react";
import { type BarHeat, PlayAlong, type PlayAlongVideo } from "@/components/ui/play-along-slot";
import type { PlayerHandleRef } from "@/features/learning/types/player-handle";
import { AccordionPanel } from "@/features/learning/notation/components/accordion-panel";
import { BarList } from "@/features/learning/notation/components/bar-list";
import { ButtonTabView } from "@/features/learning/notation/components/button-tab-view";
import { LoopControls } from "@/features/learning/notation/components/loop-controls";
import { ScoreSurface } from "@/features/learning/notation/components/score-surface";
import { useAccordionFingering } from "@/features/learning/notation/hooks/use-accordion-fingering";
import { useAlphaTabScore } from "@/features/learning/notation/hooks/use-alphatab-score";
import { useBarLoop } from "@/features/learning/notation/hooks/use-bar-loop";
import { type CursorElements, useScoreCursor } from "@/features/learning/notation/hooks/use-score-cursor";
import { createNowPlaying } from "@/features/learning/notation/utils/now-playing";
import { layoutOf, tabOf } from "@/features/learning/notation/utils/score-source";
import { createSyncMap } from "@/features/learning/notation/utils/score-sync";
import type { ScoreDetailItem } from "@/lib/academy-types";

/**
 * One score under the video (issue 39): notation (and tablature for guitar and bass) drawn by
 * alphaTab, a cursor that follows the video's time, bars that seek the video when clicked or
 * chosen from the list, the A–B loop set from bars, for the accordion its keyboard with the
 * buttons sounding now, and «Tócalo conmigo». While the video plays this component does not
 * re-render: the cursor moves by itself and only what shows the bar or the notes follows.
 */
export function ScoreView({ score, handleRef, themeId, hasVideo }: { score: ScoreDetailItem; handleRef: PlayerHandleRef; themeId: number; hasVideo: boolean }) {
  const tab = useMemo(() => tabOf(score), [score]);
  const { hostRef, status, timeline, rectsRef } = useAlphaTabScore(score, tab);
  const scroll = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const cursor = useRef<HTMLDivElement>(null);
  const elements = useMemo((): CursorElements => ({ scroll, box, cursor }), []);
  const [now] = useState(createNowPlaying);
  const [layoutId, setLayoutId] = useState<AccordionLayoutId>(layoutOf(score));
  // «Tócalo conmigo»'s figure per bar, drawn over the score.
  const [heat, setHeat] = useState<BarHeat[] | null>(null);

  const accordion = score.instrument === "accordion";
  const map = useMemo(() => (timeline ? createSyncMap(timeline.bars, score.syncPoints) : null), [timeline, score.syncPoints]);
  const { fingering, bassEvents, playableLayouts } = useAccordionFingering(accordion, tab, timeline, layoutId);
  const { pick, loop, chooseBar, togglePicking, clearLoop } = useBarLoop(map, handleRef);
  useScoreCursor({ map, ready: status === "ready", handleRef, rectsRef, elements, timeline, lightNotes: fingering.length > 0, bassEvents, now });

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

  const barCount = timeline?.bars.length ?? score.barCount;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      {accordion && timeline ? (
        <AccordionPanel tabLayoutId={tab?.layoutId ?? null} layoutId={layoutId} playableLayouts={playableLayouts} onLayout={setLayoutId} fingering={fingering} now={now} />
      ) : null}

      {tab && map ? (
        // A box that scrolls is reachable from the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
        <div
          role="region"
          aria-label="Tablatura de botones (desplázate con las flechas)"
          tabIndex={0}
          className="max-h-[26rem] overflow-auto rounded-2xl border border-neutral-200 bg-white p-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary [contain:layout_paint]"
        >
          <ButtonTabView tab={tab} now={now} onBar={chooseBar} />
        </div>
      ) : null}

      <ScoreSurface hostRef={hostRef} rectsRef={rectsRef} elements={elements} status={status} heat={heat} onBar={chooseBar} />

      <nav aria-label="Compases de la partitura" className="flex flex-col gap-2">
        <LoopControls pick={pick} loop={loop} barCount={barCount} onTogglePicking={togglePicking} onClear={clearLoop} />
        {map ? <BarList count={barCount} map={map} now={now} loop={loop} pickStart={pick.start} onBar={chooseBar} /> : null}
      </nav>

      {timeline && map ? (
        <PlayAlong
          themeId={themeId}
          scoreId={score.id}
          scoreTitle={score.title}
          instrument={score.instrument}
          accordionLayout={accordion ? layoutId : null}
          timeline={timeline}
          chosen={loop}
          video={hasVideo ? video : null}
          onHeat={setHeat}
        />
      ) : null}
    </div>
  );
}
