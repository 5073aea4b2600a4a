import { ACCORDION_LAYOUT_BY_ID, type Bellows, bassName } from "./accordion";
import type { ButtonTab } from "./button-tab";

/**
 * The button tablature laid out as plain shapes (issue 39), so the topic page draws it as SVG
 * and the API prints the same drawing into the PDF. One lane per treble row (the buttons'
 * numbers on it), a bellows lane that says «cierra» or «abre» over each run, and the left
 * hand's bass and chord lanes. Closing is orange, opening dark, and always said in words too.
 */

export type TabTone = "ink" | "muted" | "closing" | "opening" | "rule";

export type TabShape =
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; width: number; tone: TabTone }
  | { kind: "box"; x: number; y: number; w: number; h: number; radius: number; tone: TabTone }
  | { kind: "text"; x: number; y: number; text: string; size: number; bold: boolean; anchor: "start" | "middle"; tone: TabTone; onFill?: boolean };

export interface TabBarBox {
  index: number;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TabDrawing {
  width: number;
  height: number;
  shapes: TabShape[];
  bars: TabBarBox[];
}

const LANE = 22;
const GAP_TOP = 16;
const LANES = 6;
const SYSTEM = GAP_TOP + LANES * LANE + 14;
const MIN_STEP = 24;

const tone = (d: Bellows): TabTone => (d === "cerrando" ? "closing" : "opening");

/** Lays the tablature out `width` units wide: as many bars a line as their notes leave room for. */
export function drawButtonTab(tab: ButtonTab, width: number): TabDrawing {
  const layout = ACCORDION_LAYOUT_BY_ID[tab.layoutId];
  const label = width < 480 ? 44 : 86;
  const usable = Math.max(120, width - label - 4);
  const busiest = Math.max(1, ...tab.bars.map((bar) => Math.max(bar.treble.length, bar.bass.length)));
  const perLine = Math.max(1, Math.floor(usable / (busiest * MIN_STEP + 14)));
  const barWidth = usable / perLine;
  const shapes: TabShape[] = [];
  const bars: TabBarBox[] = [];
  const laneNames = [...layout.rowKeys.map((key, i) => (label < 60 ? `${i + 1} ${key}` : `Hilera ${i + 1} · ${key}`)), "Fuelle", "Bajo", "Acorde"];
  const lines = Math.ceil(tab.bars.length / perLine);

  for (let line = 0; line < lines; line += 1) {
    const top = line * SYSTEM;
    const lanesTop = top + GAP_TOP;
    const first = line * perLine;
    const count = Math.min(perLine, tab.bars.length - first);
    const right = label + count * barWidth;
    laneNames.forEach((name, lane) => {
      const y = lanesTop + lane * LANE + LANE / 2;
      shapes.push({ kind: "text", x: 0, y: y + 4, text: name, size: 10, bold: lane < 3, anchor: "start", tone: "muted" });
      if (lane < 3) shapes.push({ kind: "line", x1: label, y1: y, x2: right, y2: y, width: 1, tone: "rule" });
    });
    // The left hand's lanes are ruled off from the right hand's.
    shapes.push({ kind: "line", x1: label, y1: lanesTop + 4 * LANE, x2: right, y2: lanesTop + 4 * LANE, width: 0.5, tone: "rule" });
    for (let k = 0; k < count; k += 1) {
      const index = first + k;
      const bar = tab.bars[index]!;
      const x0 = label + k * barWidth;
      bars.push({ index, x: x0, y: lanesTop, w: barWidth, h: LANES * LANE });
      shapes.push({ kind: "text", x: x0 + 3, y: top + 11, text: String(index + 1), size: 9, bold: false, anchor: "start", tone: "muted" });
      shapes.push({ kind: "line", x1: x0, y1: lanesTop, x2: x0, y2: lanesTop + LANES * LANE, width: 1, tone: "ink" });
      const xOf = (tick: number) => x0 + 14 + ((tick - bar.startTick) / bar.durationTicks) * (barWidth - 20);

      // Right hand: each button's number on its row's lane (two of one row in a chord side by side).
      for (const event of bar.treble) {
        const xAt = xOf(event.startTick);
        for (const button of event.buttons) {
          const sameRow = event.buttons.filter((b) => b.row === button.row);
          const x = xAt + (sameRow.indexOf(button) - (sameRow.length - 1) / 2) * 21;
          const y = lanesTop + (button.row - 1) * LANE + LANE / 2;
          shapes.push({ kind: "box", x: x - 10, y: y - 9, w: 20, h: 18, radius: 9, tone: tone(button.direction) });
          shapes.push({ kind: "text", x, y: y + 4, text: String(button.button), size: 11, bold: true, anchor: "middle", tone: tone(button.direction), onFill: true });
        }
      }
      // The bellows: one band per run of the same direction, named at its start.
      const runs: { direction: Bellows; from: number; to: number }[] = [];
      for (const event of bar.treble) {
        const direction = event.buttons[0]?.direction;
        if (!direction) continue;
        const from = xOf(event.startTick) - 10;
        const to = Math.max(from + 20, xOf(event.startTick + event.durationTicks) - 10);
        const last = runs.at(-1);
        if (last && last.direction === direction) last.to = to;
        else runs.push({ direction, from, to });
      }
      const bellowsY = lanesTop + 3 * LANE + 4;
      for (const run of runs) {
        shapes.push({ kind: "box", x: run.from, y: bellowsY, w: run.to - run.from, h: LANE - 8, radius: 3, tone: tone(run.direction) });
        const word = run.to - run.from >= 40 ? (run.direction === "cerrando" ? "cierra" : "abre") : run.direction === "cerrando" ? "C" : "A";
        shapes.push({ kind: "text", x: run.from + 4, y: bellowsY + LANE - 12, text: word, size: 9, bold: true, anchor: "start", tone: tone(run.direction), onFill: true });
      }
      // Left hand: the bass or chord on its lane, named.
      for (const event of bar.bass) {
        if (!event.button) continue;
        const x = xOf(event.startTick);
        const lane = event.button.kind === "bajo" ? 4 : 5;
        const y = lanesTop + lane * LANE + LANE / 2;
        const text = bassName(event.button);
        const w = Math.max(20, text.length * 6 + 8);
        shapes.push({ kind: "box", x: x - 10, y: y - 9, w, h: 18, radius: 4, tone: tone(event.button.direction) });
        shapes.push({ kind: "text", x: x - 10 + w / 2, y: y + 4, text, size: 10, bold: true, anchor: "middle", tone: tone(event.button.direction), onFill: true });
      }
    }
    shapes.push({ kind: "line", x1: right, y1: lanesTop, x2: right, y2: lanesTop + LANES * LANE, width: line === lines - 1 ? 2 : 1, tone: "ink" });
  }
  return { width, height: lines * SYSTEM, shapes, bars };
}
