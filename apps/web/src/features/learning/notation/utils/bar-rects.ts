/** Where a bar is drawn on the score, in the score surface's pixels. */
export interface BarRect {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The part of alphaTab's bounds lookup read here (structural, so tests need no alphaTab). */
export type BoundsLookupLike = { staffSystems: { bars: { index: number; realBounds: { x: number; y: number; w: number; h: number } }[] }[] };

/** Every bar's box, by bar index. */
export function barRectsOf(lookup: BoundsLookupLike | null): BarRect[] {
  const rects: BarRect[] = [];
  for (const system of lookup?.staffSystems ?? []) {
    for (const bar of system.bars) rects.push({ index: bar.index, ...bar.realBounds });
  }
  return rects.sort((a, b) => a.index - b.index);
}

/** The bar under a point of the score surface. */
export function barAt(rects: readonly BarRect[], x: number, y: number): number | null {
  return rects.find((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h)?.index ?? null;
}
