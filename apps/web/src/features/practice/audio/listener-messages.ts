/** What the analysis worker tells the page (listen.worker.ts). */
/** "notes": both, for «Tócalo conmigo» (when each note starts, and which note it is). */
export type ListenerMode = "pitch" | "onsets" | "notes";

export type ListenerEvent =
  | { type: "pitch"; frame: number; frequency: number | null; clarity: number; rms: number }
  | { type: "onset"; frame: number }
  | { type: "level"; rms: number };
