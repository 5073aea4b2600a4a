import { formatDecimal } from "@/lib/academy-format";

/**
 * The practice player's rules as pure functions (tested without a browser): playback speed
 * steps, the A–B loop, seeking, time labels and the keyboard map.
 */

/** Practice speeds: slow enough to follow the fingers, a touch faster to push the tempo. */
export const SPEED_STEPS = [0.5, 0.75, 0.9, 1, 1.1, 1.25] as const;
export const DEFAULT_SPEED = 1;
/** Seconds the arrow keys and the skip buttons move. */
export const SKIP_SECONDS = 5;
/** The shortest passage worth looping; a shorter one would stutter. */
export const MIN_LOOP_SECONDS = 0.5;

/** The step closest to `rate` (providers may report rates of their own). */
export function nearestSpeedIndex(rate: number, steps: readonly number[] = SPEED_STEPS): number {
  let best = 0;
  for (let index = 1; index < steps.length; index += 1) {
    if (Math.abs(steps[index]! - rate) < Math.abs(steps[best]! - rate)) best = index;
  }
  return best;
}

/**
 * The next step slower (-1) or faster (+1) than `current`, stopping at the ends. A rate
 * between steps moves to the neighbouring step in that direction.
 */
export function stepSpeed(current: number, direction: -1 | 1, steps: readonly number[] = SPEED_STEPS): number {
  const epsilon = 1e-6;
  if (direction === 1) return steps.find((step) => step > current + epsilon) ?? steps[steps.length - 1]!;
  return [...steps].reverse().find((step) => step < current - epsilon) ?? steps[0]!;
}

/** "0,75×" — Spanish decimal comma. */
export function formatSpeed(rate: number): string {
  return `${formatDecimal(rate, 2)}×`;
}

export interface LoopRange {
  a: number | null;
  b: number | null;
}

export const NO_LOOP: LoopRange = { a: null, b: null };

export function isLoopActive(loop: LoopRange): loop is { a: number; b: number } {
  return loop.a !== null && loop.b !== null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps a time inside the video; an unknown duration (NaN, Infinity) only bounds it below. */
export function clampTime(time: number, duration: number): number {
  const upper = Number.isFinite(duration) && duration > 0 ? duration : Number.POSITIVE_INFINITY;
  return clamp(Number.isFinite(time) ? time : 0, 0, upper);
}

/** Sets A at `time`. A B that would no longer come after A is dropped. */
export function setLoopStart(loop: LoopRange, time: number, duration: number): LoopRange {
  const a = clampTime(time, duration);
  const b = loop.b !== null && loop.b - a >= MIN_LOOP_SECONDS ? loop.b : null;
  return { a, b };
}

/**
 * Sets B at `time`. Without an A, the passage starts at the beginning. A B at or before A
 * (or too close to it) is refused: the loop stays as it was.
 */
export function setLoopEnd(loop: LoopRange, time: number, duration: number): LoopRange {
  const a = loop.a ?? 0;
  const b = clampTime(time, duration);
  if (b - a < MIN_LOOP_SECONDS) return loop;
  return { a, b };
}

/**
 * Where playback must jump to keep looping, or null to carry on. Reaching B (or the end of
 * the video inside the loop) goes back to A; the check runs every animation frame, so the
 * jump lands within one frame of B. Seeking before A on purpose is respected.
 */
export function loopJumpTarget(loop: LoopRange, time: number, ended = false): number | null {
  if (!isLoopActive(loop)) return null;
  if (ended || time >= loop.b) return loop.a;
  return null;
}

/** Where a skip lands (an active loop brings a skip past B back to A on the next frame). */
export function skipTarget(time: number, delta: number, duration: number): number {
  return clampTime(time + delta, duration);
}

/**
 * "1:05", "12:00", "1:02:03" — media-player style; with `tenths`, "1:05,3" (loop points are
 * set to a fraction of a second).
 */
export function formatTime(seconds: number, tenths = false): string {
  const safe = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const total = Math.floor(safe);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, "0");
  const fraction = tenths ? `,${Math.floor((safe - total) * 10)}` : "";
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}${fraction}` : `${m}:${ss}${fraction}`;
}

/** "1 minuto 5 segundos": what a screen reader says for a time. */
export function spokenTime(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (m > 0) parts.push(`${m} ${m === 1 ? "minuto" : "minutos"}`);
  if (s > 0 || m === 0) parts.push(`${s} ${s === 1 ? "segundo" : "segundos"}`);
  return parts.join(" ");
}

export type PlayerCommand =
  | "togglePlay"
  | "back"
  | "forward"
  | "slower"
  | "faster"
  | "setA"
  | "setB"
  | "clearLoop"
  | "toggleMirror"
  | "toggleHelp";

export interface KeyInput {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** The keyboard map, also shown in the player's shortcuts help. */
export const SHORTCUTS: { keys: string[]; command: PlayerCommand; label: string }[] = [
  { keys: ["Espacio", "K"], command: "togglePlay", label: "Reproducir o pausar" },
  { keys: ["←"], command: "back", label: `Retroceder ${SKIP_SECONDS} segundos` },
  { keys: ["→"], command: "forward", label: `Adelantar ${SKIP_SECONDS} segundos` },
  { keys: ["["], command: "slower", label: "Más lento" },
  { keys: ["]"], command: "faster", label: "Más rápido" },
  { keys: ["A"], command: "setA", label: "Marcar el inicio del bucle (A)" },
  { keys: ["B"], command: "setB", label: "Marcar el final del bucle (B)" },
  { keys: ["L"], command: "clearLoop", label: "Quitar el bucle" },
  { keys: ["M"], command: "toggleMirror", label: "Activar o desactivar el modo espejo" },
  { keys: ["?"], command: "toggleHelp", label: "Mostrar u ocultar los atajos" },
];

const KEY_MAP: Record<string, PlayerCommand> = {
  " ": "togglePlay",
  k: "togglePlay",
  arrowleft: "back",
  arrowright: "forward",
  "[": "slower",
  "]": "faster",
  a: "setA",
  b: "setB",
  l: "clearLoop",
  m: "toggleMirror",
  "?": "toggleHelp",
};

/** The command for a key press, or null (browser and system shortcuts are left alone). */
export function commandForKey(input: KeyInput): PlayerCommand | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  return KEY_MAP[input.key.toLowerCase()] ?? null;
}

export interface KeyTarget {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
}

/**
 * Whether a key press belongs to the element that has focus rather than to the player:
 * typing in a field, moving a slider, or activating a focused button or link with Space.
 */
export function keyBelongsToTarget(key: string, target: KeyTarget | null): boolean {
  if (!target) return false;
  const tag = target.tagName.toUpperCase();
  if (target.isContentEditable) return true;
  if (tag === "TEXTAREA" || tag === "SELECT") return true;
  if (tag === "INPUT") {
    const type = (target.type ?? "text").toLowerCase();
    // Radios and checkboxes only use Space and the arrows; letters still reach the player.
    if (type === "radio" || type === "checkbox") return key === " " || key.startsWith("Arrow");
    if (type === "range") return key.startsWith("Arrow") || key === "Home" || key === "End";
    return true;
  }
  if (tag === "BUTTON" || tag === "A" || tag === "SUMMARY") return key === " " || key === "Enter";
  return false;
}
