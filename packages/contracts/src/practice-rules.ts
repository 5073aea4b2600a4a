/**
 * The practice studio's rules and limits, without any schema: the studio's pages (tuner,
 * metronome, practice hub) read these and load no validation library with their first load
 * (issue 37). The schemas that check the wire are in ./practice.ts, which re-exports all this.
 */

export { AIR_NAMES, PRACTICE_AIRS, type PracticeAir } from "./practice-airs";

export const PRACTICE_TOOLS = ["tuner", "metronome", "play_along"] as const;
export type PracticeTool = (typeof PRACTICE_TOOLS)[number];

export const MIN_TEMPO_BPM = 40;
export const MAX_TEMPO_BPM = 240;
export const MIN_BARS = 1;
export const MAX_BARS = 64;
/** A logged session is at most four hours long. */
export const MAX_SESSION_SECONDS = 4 * 60 * 60;

/** The streak lengths that are achievements (no points: the spec's economy stays as it is). */
export const STREAK_GOALS = [7, 30] as const;

/**
 * A day of practice, for the streak, the days practised in all and their trophies (issue 35.9,
 * issue 40, decisions 026 and 045): that day's sessions add up to at least this many seconds in
 * which the microphone heard the student (`heard_seconds`: a note in the tuner, strokes in a
 * take «Escúchame»), or one of them is a take that heard at least PRACTICE_DAY_MIN_TAKE_ONSETS
 * strokes. A tool running in silence — the metronome clicking with nobody playing — is not a
 * day of practice, however long it runs.
 */
export const PRACTICE_DAY_MIN_SECONDS = 300;
/** The strokes a take «Escúchame» must hear to make a day of practice by itself. */
export const PRACTICE_DAY_MIN_TAKE_ONSETS = 4;

/** The rule above, as the practice page says it. */
export const PRACTICE_DAY_RULE = `Un día cuenta para tu racha cuando el micrófono te escucha tocar al menos ${PRACTICE_DAY_MIN_SECONDS / 60} minutos ese día (con el afinador o en tus tomas con «Escúchame»), o cuando haces una toma con «Escúchame» que te oye tocar. El metrónomo sonando sin que toques no cuenta.`;

/** The daily goals a student may choose: minutes of real practice (heard by the microphone). */
export const PRACTICE_GOAL_OPTIONS = [5, 10, 20] as const;
export type PracticeGoalMinutes = (typeof PRACTICE_GOAL_OPTIONS)[number];
/** The goal of a student who has not chosen one. */
export const DEFAULT_PRACTICE_GOAL_MINUTES: PracticeGoalMinutes = 5;

/** Trophies for the days practised in all: they never reset (issue 40; the points' `practice_days` achievements). */
export const PRACTICE_DAY_TROPHIES = [7, 30, 100, 365] as const;

/** The days of practice are counted in Colombia's time zone, wherever the student is. */
export const PRACTICE_TIME_ZONE = "America/Bogota";

/** A take of «Tócalo conmigo» reads at most this many notes (64 bars of sixteenths, and more). */
export const MAX_PLAY_ALONG_NOTES = 2048;
export const PLAY_ALONG_SPEEDS = [0.5, 0.75, 1, 1.25] as const;
