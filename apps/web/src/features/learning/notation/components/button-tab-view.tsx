"use client";

import type { ButtonTab } from "@fz/contracts/button-tab";
import { drawButtonTab, type TabDrawing, type TabTone } from "@fz/contracts/button-tab-drawing";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { type NowPlaying, useNowPlaying } from "@/features/learning/notation/utils/now-playing";

const FILL: Record<TabTone, string> = {
  ink: "var(--color-secondary)",
  muted: "#52525b",
  rule: "#d4d4d8",
  closing: "var(--color-primary)",
  opening: "var(--color-secondary)",
};

/**
 * The accordion's button tablature (issue 39) drawn from the shapes the PDF prints too: the
 * treble rows' button numbers, the bellows lane in words, the bass and chord lanes. The bar
 * playing now is shaded; a click on a bar goes there (the bar list below does the same for
 * the keyboard and screen readers).
 */
export const ButtonTabView = memo(function ButtonTabView({ tab, now, onBar }: { tab: ButtonTab; now: NowPlaying; onBar: (index: number) => void }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  const drawing = useMemo(() => (width > 0 ? drawButtonTab(tab, width) : null), [tab, width]);
  return (
    <div ref={boxRef} className="min-w-0" data-testid="button-tab">
      {drawing ? (
        <svg
          viewBox={`0 0 ${drawing.width} ${drawing.height}`}
          width={drawing.width}
          height={drawing.height}
          className="block max-w-full"
          role="img"
          aria-label={`Tablatura de botones, ${tab.bars.length} compases: el número es el botón de la hilera; naranja cerrando el fuelle, oscuro abriendo.`}
        >
          <CurrentBar drawing={drawing} now={now} />
          <TabShapes drawing={drawing} onBar={onBar} />
        </svg>
      ) : null}
    </div>
  );
});

/** The bar playing now, shaded: the one part of the tablature that changes while the video plays. */
function CurrentBar({ drawing, now }: { drawing: TabDrawing; now: NowPlaying }) {
  const currentBar = useNowPlaying(now, (state) => state.bar);
  const current = drawing.bars.find((b) => b.index === currentBar);
  return current ? <rect x={current.x} y={current.y - 14} width={current.w} height={current.h + 14} fill="var(--color-primary)" opacity={0.18} data-testid="tab-current" /> : null;
}

/**
 * The drawing itself, rendered once per layout: while the video plays only the shaded bar moves
 * (hundreds of shapes re-rendered at every note were main-thread tasks over 50 ms at 4× CPU).
 */
const TabShapes = memo(function TabShapes({ drawing, onBar }: { drawing: TabDrawing; onBar: (index: number) => void }) {
  return (
    <>
      {drawing.shapes.map((shape, i) => {
        if (shape.kind === "line") return <line key={i} x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} stroke={FILL[shape.tone]} strokeWidth={shape.width} />;
        if (shape.kind === "box") return <rect key={i} x={shape.x} y={shape.y} width={shape.w} height={shape.h} rx={shape.radius} fill={FILL[shape.tone]} />;
        const fill = shape.onFill ? (shape.tone === "opening" ? "#fff" : "var(--color-secondary)") : FILL[shape.tone];
        return (
          <text key={i} x={shape.x} y={shape.y} fontSize={shape.size} fontWeight={shape.bold ? 700 : 400} textAnchor={shape.anchor} fill={fill}>
            {shape.text}
          </text>
        );
      })}
      {drawing.bars.map((bar) => (
        <rect key={bar.index} x={bar.x} y={bar.y - 14} width={bar.w} height={bar.h + 14} fill="transparent" className="cursor-pointer" onClick={() => onBar(bar.index)} data-tab-bar={bar.index} />
      ))}
    </>
  );
});
