import type { RefObject } from "react";

/**
 * What the practice player lets the rest of the topic page drive (issue 39: the score follows
 * the video, a click on a bar seeks, selected bars become the A–B loop). Filled by the player
 * while it is mounted; read when the score looks at the player, so no React state changes hands.
 */
export interface PlayerHandle {
  currentTime: () => number;
  isPlaying: () => boolean;
  seek: (seconds: number) => void;
  /** Sets the A–B loop (seconds) and jumps to its start; null clears it. */
  setLoop: (range: { a: number; b: number } | null) => void;
  /** «Tócalo conmigo» plays the lesson with the student, at a speed they choose. */
  play: () => void;
  pause: () => void;
  rate: () => number;
  setRate: (rate: number) => void;
}

export type PlayerHandleRef = RefObject<PlayerHandle | null>;
