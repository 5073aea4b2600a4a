/**
 * A take recorded in one page and sent from another (the metronome's «Enviar al profesor» →
 * the send page), kept in this tab's memory only: a reload forgets it, nothing is stored.
 */
export interface HandedTake {
  blob: Blob;
  type: string;
  seconds: number;
  themeId: number;
  /** What the metronome measured on it (wire names, camelCased). */
  figures: {
    hitPercent: number;
    meanOffsetMs: number | null;
    spreadMs: number | null;
    tempoBpm: number;
    tempoPlayedBpm: number | null;
    air: "paseo" | "merengue" | "son" | "puya" | null;
    /** «Tócalo conmigo» (issue 39): the take's report against the score. */
    playAlong?: HandedPlayAlong;
  } | null;
}

/** A «Tócalo conmigo» take's report, note by note (wire names, camelCased). */
export interface HandedPlayAlong {
  scoreId: number;
  scoreTitle: string;
  fromBar: number;
  toBar: number;
  accompaniment: "metronome" | "video";
  speed: 0.5 | 0.75 | 1 | 1.25;
  notes: number;
  onTime: number;
  early: number;
  late: number;
  wrong: number;
  missed: number;
  extra: number;
  /** Each note: its bar (1-based), what was written, the verdict, what was played, how far off. */
  verdicts: { bar: number; kind: "on_time" | "early" | "late" | "wrong" | "missed"; expected: string; played: string | null; offsetMs: number | null }[];
  /** Notes right and in time per bar (1-based), 0–100. */
  bars: { bar: number; percent: number }[];
}

let pending: HandedTake | null = null;

export function handTakeOver(take: HandedTake): void {
  pending = take;
}

/** The take handed over for this topic, if any (kept until `forgetHandedTake`). */
export function takeHandedOver(themeId: number): HandedTake | null {
  return pending && pending.themeId === themeId ? pending : null;
}

/** The take was sent or replaced: it is not offered again. */
export function forgetHandedTake(): void {
  pending = null;
}
