"use client";

import type { ButtonTab } from "@fz/contracts/button-tab";
import { drawButtonTab, type TabDrawing } from "@fz/contracts/button-tab-drawing";
import { memo, useCallback, useMemo, useRef } from "react";
import { ButtonTabShapes, useContentWidth } from "@/components/ui/button-tab-shapes";
import { type NowPlaying, type NowPlayingState, useNowPlaying } from "@/features/learning/notation/utils/now-playing";

/**
 * The accordion's button tablature (issue 39) drawn from the shapes the PDF prints too: the
 * treble rows' button numbers, the bellows lane in words, the bass and chord lanes. The bar
 * playing now is shaded; a click on a bar goes there (the bar list below does the same for
 * the keyboard and screen readers).
 */
export const ButtonTabView = memo(function ButtonTabView({ tab, now, onBar }: { tab: ButtonTab; now: NowPlaying; onBar: (index: number) => void }) {
  const [boxRef, width] = useContentWidth();
  const drawing = useMemo(() => (width > 0 ? drawButtonTab(tab, width) : null), [tab, width]);
  return (
    <div ref={boxRef} className="relative min-w-0" data-testid="button-tab">
      {drawing ? (
        <>
          <svg
            viewBox={`0 0 ${drawing.width} ${drawing.height}`}
            width={drawing.width}
            height={drawing.height}
            className="block max-w-full"
            role="img"
            aria-label={`Tablatura de botones, ${tab.bars.length} compases: el número es el botón de la hilera; naranja cerrando el fuelle, oscuro abriendo.`}
          >
            <ButtonTabShapes drawing={drawing} onBar={onBar} />
          </svg>
          <CurrentBar drawing={drawing} now={now} />
        </>
      ) : null}
    </div>
  );
});

/**
 * The bar playing now, shaded: the one part of the tablature that changes while the video plays.
 * A layer of its own over the drawing (placed in the drawing's proportions), so moving it never
 * repaints the hundreds of shapes under it; placed straight on its node, without a React render.
 */
function CurrentBar({ drawing, now }: { drawing: TabDrawing; now: NowPlaying }) {
  const boxRef = useRef<HTMLDivElement>(null);
  // What is drawn now: the bar, in which drawing (a new width lays the bars out again).
  const placed = useRef<{ drawing: TabDrawing | null; bar: number | null }>({ drawing: null, bar: null });
  const place = useCallback(
    (state: NowPlayingState) => {
      const box = boxRef.current;
      if (!box) return;
      const current = drawing.bars.find((b) => b.index === state.bar);
      if (placed.current.drawing === drawing && placed.current.bar === (current?.index ?? null)) return;
      placed.current = { drawing, bar: current?.index ?? null };
      if (!current) {
        box.style.display = "";
        return;
      }
      const percent = (value: number, of: number) => `${(value / of) * 100}%`;
      box.style.left = percent(current.x, drawing.width);
      box.style.top = percent(current.y - 14, drawing.height);
      box.style.width = percent(current.w, drawing.width);
      box.style.height = percent(current.h + 14, drawing.height);
      box.style.display = "block";
    },
    [drawing],
  );
  useNowPlaying(now, place);
  // Hidden until a bar plays; React renders no style here, so it never undoes the placing.
  return <div ref={boxRef} aria-hidden className="pointer-events-none absolute hidden rounded-sm bg-primary/20 will-change-transform" data-testid="tab-current" />;
}
