"use client";

import type { TabDrawing, TabTone } from "@fz/contracts/button-tab-drawing";
import { memo, startTransition, useEffect, useRef, useState, type RefObject } from "react";

const FILL: Record<TabTone, string> = {
  ink: "var(--color-secondary)",
  muted: "#52525b",
  rule: "#d4d4d8",
  closing: "var(--color-primary)",
  opening: "var(--color-secondary)",
};

/**
 * The accordion's button tablature as SVG shapes (`drawButtonTab` lays them out, the PDF prints
 * the same): the treble rows' button numbers, the bellows lane in words, the bass and chord
 * lanes. Drawn once per layout. With `onBar`, each bar is a click target. The topic page and the
 * topic form's preview both draw it, each inside an <svg> of its own.
 */
export const ButtonTabShapes = memo(function ButtonTabShapes({ drawing, onBar }: { drawing: TabDrawing; onBar?: (index: number) => void }) {
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
      {onBar
        ? drawing.bars.map((bar) => (
            <rect key={bar.index} x={bar.x} y={bar.y - 14} width={bar.w} height={bar.h + 14} fill="transparent" className="cursor-pointer" onClick={() => onBar(bar.index)} data-tab-bar={bar.index} />
          ))
        : null}
    </>
  );
});

/** The width (whole pixels) of a box's content, followed as it resizes: the tablature is laid out to it. */
export function useContentWidth(): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A new width draws every shape again: a transition, rendered in slices, not one long task.
    const observer = new ResizeObserver(([entry]) => startTransition(() => setWidth(Math.floor(entry?.contentRect.width ?? 0))));
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
