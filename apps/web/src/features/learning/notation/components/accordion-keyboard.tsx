"use client";

import { ACCORDION_LAYOUT_BY_ID, type AccordionButton, type AccordionLayoutId, type Bellows, spanishNoteName } from "@fz/contracts/accordion";
import { memo, type RefObject } from "react";

const PITCH = 30;
const RADIUS = 12;
const LABEL = 46;
const ROWS = 3;
const BUTTONS = 10;

/**
 * How a button looks: unlit, or lit closing (orange) or opening (dark), with a thicker ring. The
 * ring is a circle of its own shown by its stroke's opacity: lighting a button changes colours
 * only, never a stroke's width, which would lay the drawing (and the page up to it) out again.
 */
const LOOK: Record<Bellows | "off", { fill: string; ink: string; ring: string }> = {
  off: { fill: "#fff", ink: "var(--color-secondary)", ring: "0" },
  cerrando: { fill: "var(--color-primary)", ink: "var(--color-secondary)", ring: "1" },
  abriendo: { fill: "var(--color-secondary)", ink: "#fff", ring: "1" },
};

/** Where a button is drawn: rows stacked (outer on top), each row shifted half a button, as on the instrument. */
export function buttonCentre(row: number, button: number): { x: number; y: number } {
  return { x: LABEL + (button - 1) * PITCH + RADIUS + 2 + ((row - 1) % 2) * (PITCH / 2), y: 16 + (row - 1) * PITCH + RADIUS };
}

export const KEYBOARD_WIDTH = LABEL + (BUTTONS - 1) * PITCH + PITCH / 2 + 2 * RADIUS + 6;
export const KEYBOARD_HEIGHT = 16 + (ROWS - 1) * PITCH + 2 * RADIUS + 6;

/**
 * The treble keyboard of the student's accordion, drawn once per layout, all buttons unlit; what
 * sounds is lit by `lightKeyboard` as the video plays, like a karaoke of the keys: orange closing
 * (cerrando), dark opening (abriendo), and the same said in words in the caption below for
 * whoever cannot tell the colours apart or cannot see them. The caption is left to it too.
 */
export const AccordionKeyboard = memo(function AccordionKeyboard({ layoutId, figureRef }: { layoutId: AccordionLayoutId; figureRef: RefObject<HTMLElement | null> }) {
  const layout = ACCORDION_LAYOUT_BY_ID[layoutId];
  return (
    <figure ref={figureRef} className="flex flex-col gap-2 [contain:layout_paint]" data-testid="accordion-keyboard">
      <div className="overflow-x-auto">
        <svg
          viewBox={`0 0 ${KEYBOARD_WIDTH} ${KEYBOARD_HEIGHT}`}
          className="block h-auto w-full max-w-md"
          role="img"
          aria-label={`Pitos del acordeón ${layout.name}`}
        >
          {layout.rowKeys.map((key, index) => (
            <text key={key} x={2} y={16 + index * PITCH + RADIUS + 4} className="fill-neutral-600 text-[11px] font-semibold">
              {index + 1} · {key}
            </text>
          ))}
          {Array.from({ length: ROWS }, (_, r) => Array.from({ length: BUTTONS }, (_, b) => <KeyButton key={`${r}-${b}`} row={r + 1} button={b + 1} />))}
        </svg>
      </div>
      {/* Written by lightKeyboard only: React leaves its content alone. */}
      <figcaption className="min-h-6 text-sm text-neutral-700" aria-live="off" data-testid="accordion-now" />
    </figure>
  );
});

/** One button of the keyboard, unlit. */
function KeyButton({ row, button }: { row: number; button: number }) {
  const { x, y } = buttonCentre(row, button);
  return (
    <g data-button={`${row}-${button}`}>
      <circle cx={x} cy={y} r={RADIUS} fill={LOOK.off.fill} stroke="var(--color-secondary)" strokeWidth={1} />
      <circle cx={x} cy={y} r={RADIUS} fill="none" stroke="var(--color-secondary)" strokeWidth={2} strokeOpacity={LOOK.off.ring} data-ring />
      <text x={x} y={y + 4} textAnchor="middle" fill={LOOK.off.ink} className="text-[11px] font-bold">
        {button}
      </text>
    </g>
  );
}

/**
 * Lights the buttons sounding now and says them in the caption, touching only what changed: a
 * note lights a button or two and puts one out, without a React render (issue 39's «no task over
 * 50 ms while the cursor follows»).
 */
export function lightKeyboard(figure: HTMLElement, layoutId: AccordionLayoutId, lit: readonly AccordionButton[], bass: string): void {
  const layout = ACCORDION_LAYOUT_BY_ID[layoutId];
  const keys = keysOf(figure);
  const on = new Map(lit.map((b) => [`${b.row}-${b.button}`, b.direction]));
  for (const [id, key] of keys) {
    const direction = on.get(id) ?? null;
    if (key.lit === direction) continue;
    key.lit = direction;
    const look = LOOK[direction ?? "off"];
    if (direction) key.g.setAttribute("data-lit", direction);
    else key.g.removeAttribute("data-lit");
    key.circle.setAttribute("fill", look.fill);
    key.ring.setAttribute("stroke-opacity", look.ring);
    key.label.setAttribute("fill", look.ink);
  }
  const caption = figure.querySelector<HTMLElement>("figcaption");
  if (!caption) return;
  const direction = lit[0]?.direction ?? null;
  const words = lit.map((b) => `hilera ${b.row} (${layout.rowKeys[b.row - 1]}), botón ${b.button}: ${spanishNoteName(b.midi)}`).join(" · ");
  const said = `${direction ?? ""}|${words}|${bass}`;
  if (caption.dataset.said === said) return;
  caption.dataset.said = said;
  const parts: Node[] = [];
  if (direction) {
    const bellows = document.createElement("span");
    bellows.className = direction === "cerrando" ? "font-bold text-primary-ink" : "font-bold";
    bellows.textContent = direction === "cerrando" ? "Cerrando" : "Abriendo";
    parts.push(bellows, document.createTextNode(` · ${words}`));
  } else parts.push(document.createTextNode("Ningún pito suena ahora."));
  if (bass) {
    const left = document.createElement("span");
    left.dataset.testid = "accordion-bass";
    left.textContent = ` · Bajos: ${bass}`;
    parts.push(left);
  }
  caption.replaceChildren(...parts);
}

interface Key {
  g: SVGGElement;
  circle: SVGCircleElement;
  ring: SVGCircleElement;
  label: SVGTextElement;
  lit: Bellows | null;
}

/** The keyboard's buttons by «row-button», found once per drawn keyboard (its figure). */
const drawnKeys = new WeakMap<HTMLElement, Map<string, Key>>();
function keysOf(figure: HTMLElement): Map<string, Key> {
  const known = drawnKeys.get(figure);
  if (known) return known;
  const keys = new Map<string, Key>();
  for (const g of figure.querySelectorAll<SVGGElement>("g[data-button]")) {
    keys.set(g.dataset.button ?? "", {
      g,
      circle: g.querySelector("circle:not([data-ring])")!,
      ring: g.querySelector("circle[data-ring]")!,
      label: g.querySelector("text")!,
      lit: (g.getAttribute("data-lit") as Bellows | null) ?? null,
    });
  }
  drawnKeys.set(figure, keys);
  return keys;
}
