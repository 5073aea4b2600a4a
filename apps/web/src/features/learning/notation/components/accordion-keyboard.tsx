"use client";

import { ACCORDION_LAYOUT_BY_ID, type AccordionButton, type AccordionLayoutId, type Bellows, spanishNoteName } from "@fz/contracts/accordion";
import { memo } from "react";

const PITCH = 30;
const RADIUS = 12;
const LABEL = 46;
const ROWS = 3;
const BUTTONS = 10;

/** Where a button is drawn: rows stacked (outer on top), each row shifted half a button, as on the instrument. */
export function buttonCentre(row: number, button: number): { x: number; y: number } {
  return { x: LABEL + (button - 1) * PITCH + RADIUS + 2 + ((row - 1) % 2) * (PITCH / 2), y: 16 + (row - 1) * PITCH + RADIUS };
}

export const KEYBOARD_WIDTH = LABEL + (BUTTONS - 1) * PITCH + PITCH / 2 + 2 * RADIUS + 6;
export const KEYBOARD_HEIGHT = 16 + (ROWS - 1) * PITCH + 2 * RADIUS + 6;

/**
 * The treble keyboard of the student's accordion with the buttons sounding now lit, like a
 * karaoke of the keys: orange closing (cerrando), dark opening (abriendo), and the same said
 * in words below for whoever cannot tell the colours apart or cannot see them.
 */
export function AccordionKeyboard({ layoutId, lit, bass = "" }: { layoutId: AccordionLayoutId; lit: AccordionButton[]; bass?: string }) {
  const layout = ACCORDION_LAYOUT_BY_ID[layoutId];
  const litKey = new Map(lit.map((b) => [`${b.row}-${b.button}`, b]));
  const direction = lit[0]?.direction ?? null;
  return (
    <figure className="flex flex-col gap-2" data-testid="accordion-keyboard">
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
          {Array.from({ length: ROWS }, (_, r) =>
            Array.from({ length: BUTTONS }, (_, b) => {
              const on = litKey.get(`${r + 1}-${b + 1}`);
              return <KeyButton key={`${r}-${b}`} row={r + 1} button={b + 1} direction={on?.direction ?? null} />;
            }),
          )}
        </svg>
      </div>
      <figcaption className="min-h-6 text-sm text-neutral-700" aria-live="off" data-testid="accordion-now">
        {lit.length > 0 ? (
          <>
            <span className={direction === "cerrando" ? "font-bold text-primary-ink" : "font-bold"}>{direction === "cerrando" ? "Cerrando" : "Abriendo"}</span>
            {" · "}
            {lit.map((b) => `hilera ${b.row} (${layout.rowKeys[b.row - 1]}), botón ${b.button}: ${spanishNoteName(b.midi)}`).join(" · ")}
          </>
        ) : (
          "Ningún pito suena ahora."
        )}
        {bass ? <span data-testid="accordion-bass">{` · Bajos: ${bass}`}</span> : null}
      </figcaption>
    </figure>
  );
}

/** One button of the keyboard: re-rendered only when it lights up or goes dark, not at every note. */
const KeyButton = memo(function KeyButton({ row, button, direction }: { row: number; button: number; direction: Bellows | null }) {
  const { x, y } = buttonCentre(row, button);
  const fill = direction ? (direction === "cerrando" ? "var(--color-primary)" : "var(--color-secondary)") : "#fff";
  const ink = direction === "abriendo" ? "#fff" : "var(--color-secondary)";
  return (
    <g data-button={`${row}-${button}`} data-lit={direction ?? undefined}>
      <circle cx={x} cy={y} r={RADIUS} fill={fill} stroke="var(--color-secondary)" strokeWidth={direction ? 2 : 1} />
      <text x={x} y={y + 4} textAnchor="middle" fill={ink} className="text-[11px] font-bold">
        {button}
      </text>
    </g>
  );
});
