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
  } | null;
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
