/** What the analysis worker tells the page (listen.worker.ts). */
export type ListenerMode = "pitch" | "onsets";

export type ListenerEvent =
  | { type: "pitch"; frame: number; frequency: number | null; clarity: number; rms: number }
  | { type: "onset"; frame: number }
  | { type: "level"; rms: number };
