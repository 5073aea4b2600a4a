/**
 * Time the microphone heard the student play (decision 045): each sign of playing — a note the
 * tuner recognised, a stroke a take heard — covers the next HEARD_HOLD_MS, so a held note read
 * ~23 times a second and strokes at 40 BPM (1.5 s apart) are both continuous playing, while a
 * silent room adds nothing. Times are milliseconds on one clock (performance.now()).
 */
export const HEARD_HOLD_MS = 2_000;

export interface HeardClock {
  /** A sign of playing at `atMs`. */
  mark(atMs: number): void;
  /** Milliseconds heard up to `nowMs` (a mark's hold is not counted beyond now). */
  total(nowMs: number): number;
  reset(): void;
}

export function createHeardClock(holdMs = HEARD_HOLD_MS): HeardClock {
  let closed = 0;
  let open: { from: number; to: number } | null = null;
  return {
    mark(atMs) {
      if (open && atMs <= open.to) {
        open.to = Math.max(open.to, atMs + holdMs);
        return;
      }
      if (open) closed += open.to - open.from;
      open = { from: atMs, to: atMs + holdMs };
    },
    total(nowMs) {
      if (!open) return closed;
      return closed + Math.max(0, Math.min(open.to, nowMs) - open.from);
    },
    reset() {
      closed = 0;
      open = null;
    },
  };
}
