import type { PracticeAir } from "@fz/contracts/practice-rules";

/**
 * The four vallenato airs as one-bar teaching patterns for the caja and the guacharaca. They
 * are simplified on purpose (a student's first reference, not a transcription of a master):
 * what matters is where each air puts its weight. Steps are subdivisions of the beat.
 *
 * - Paseo (2/4): the guacharaca's long stroke on the beat and two short ones; the caja's open
 *   blow on the first beat and the strong one on the second.
 * - Merengue (6/8 felt in two): three strokes per beat, the caja's answer on the third.
 * - Son (2/4, slow and heavy): the weight falls on the second beat's blow.
 * - Puya (2/4, fast): the guacharaca never stops and the caja rolls (repique).
 */

export type CajaStroke = "golpe" | "fuerte" | "repique";
export type GuacharacaStroke = "largo" | "corto";

export interface AirPattern {
  air: PracticeAir;
  beatsPerBar: number;
  stepsPerBeat: number;
  defaultTempo: number;
  /** One entry per step of the bar. */
  caja: (CajaStroke | null)[];
  guacharaca: (GuacharacaStroke | null)[];
}

const _ = null;

export const AIR_PATTERNS: Record<PracticeAir, AirPattern> = {
  paseo: {
    air: "paseo",
    beatsPerBar: 2,
    stepsPerBeat: 4,
    defaultTempo: 96,
    caja: ["golpe", _, _, "repique", "fuerte", _, _, _],
    guacharaca: ["largo", _, "corto", "corto", "largo", _, "corto", "corto"],
  },
  merengue: {
    air: "merengue",
    beatsPerBar: 2,
    stepsPerBeat: 3,
    defaultTempo: 110,
    caja: ["golpe", _, "repique", "fuerte", _, "repique"],
    guacharaca: ["largo", "corto", "corto", "largo", "corto", "corto"],
  },
  son: {
    air: "son",
    beatsPerBar: 2,
    stepsPerBeat: 4,
    defaultTempo: 80,
    caja: [_, _, "golpe", _, "fuerte", _, _, "repique"],
    guacharaca: ["largo", _, _, "corto", "largo", _, _, "corto"],
  },
  puya: {
    air: "puya",
    beatsPerBar: 2,
    stepsPerBeat: 4,
    defaultTempo: 140,
    caja: ["golpe", "repique", "repique", "golpe", "fuerte", "repique", "repique", "repique"],
    guacharaca: ["largo", "corto", "corto", "corto", "largo", "corto", "corto", "corto"],
  },
};
