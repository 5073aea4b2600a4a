import { z } from "zod";
import { pageQuery, paginated } from "./common";
import { MAX_BARS, MAX_PLAY_ALONG_NOTES, MAX_SESSION_SECONDS, MAX_TEMPO_BPM, MIN_BARS, MIN_TEMPO_BPM, PLAY_ALONG_SPEEDS, PRACTICE_AIRS, PRACTICE_TOOLS } from "./practice-rules";

/**
 * The practice studio (issue 17, docs/decisions/021): a tuner and a metronome that listen, and
 * the student's practice log. Wire is snake_case.
 */

export * from "./practice-rules";

const tempo = (what: string) =>
  z
    .number({ error: `${what} debe ser un número de pulsos por minuto` })
    .int({ error: `${what} debe ser un número entero` })
    .min(MIN_TEMPO_BPM, { error: `${what} debe ser de al menos ${MIN_TEMPO_BPM} pulsos por minuto` })
    .max(MAX_TEMPO_BPM, { error: `${what} no puede pasar de ${MAX_TEMPO_BPM} pulsos por minuto` });

export const practiceAir = z.enum(PRACTICE_AIRS, { error: "El aire debe ser paseo, merengue, son o puya" });

/** What a topic's "Practicar con metrónomo" opens the metronome with; set by the admin. */
export const practicePreset = z.object({
  /** Null: a plain click, no air pattern. */
  air: practiceAir.nullable(),
  tempo_bpm: tempo("El tempo"),
  bars: z
    .number({ error: "Los compases deben ser un número" })
    .int({ error: "Los compases deben ser un número entero" })
    .min(MIN_BARS, { error: `Los compases deben ser al menos ${MIN_BARS}` })
    .max(MAX_BARS, { error: `Los compases no pueden pasar de ${MAX_BARS}` }),
});
export type PracticePreset = z.infer<typeof practicePreset>;

/** `POST /api/practice/starts/`: a signed proof of when the tool's page opened. */
export const practiceStart = z.object({
  start_token: z.string(),
  started_at: z.string(),
});
export type PracticeStart = z.infer<typeof practiceStart>;

/** "Escúchame": how the student's playing matched the metronome. */
export const practiceScore = z.object({
  hit_percent: z
    .number({ error: "El porcentaje de aciertos debe ser un número" })
    .int({ error: "El porcentaje de aciertos debe ser un número entero" })
    .min(0, { error: "El porcentaje de aciertos no puede ser negativo" })
    .max(100, { error: "El porcentaje de aciertos no puede pasar de 100" }),
  /** Positive: late (atrasado); negative: early (adelantado). Null when nothing was heard. */
  mean_offset_ms: z
    .number({ error: "El desfase medio debe ser un número de milisegundos" })
    .int({ error: "El desfase medio debe ser un número entero de milisegundos" })
    .min(-750, { error: "El desfase medio no puede pasar de 750 ms" })
    .max(750, { error: "El desfase medio no puede pasar de 750 ms" })
    .nullable(),
  spread_ms: z
    .number({ error: "La regularidad debe ser un número de milisegundos" })
    .int({ error: "La regularidad debe ser un número entero de milisegundos" })
    .min(0, { error: "La regularidad no puede ser negativa" })
    .max(750, { error: "La regularidad no puede pasar de 750 ms" })
    .nullable(),
  tempo_reached_bpm: z
    .number({ error: "El tempo alcanzado debe ser un número" })
    .int({ error: "El tempo alcanzado debe ser un número entero" })
    .min(20, { error: "El tempo alcanzado no es válido" })
    .max(480, { error: "El tempo alcanzado no es válido" })
    .nullable(),
  onset_count: z
    .number({ error: "La cantidad de golpes debe ser un número" })
    .int({ error: "La cantidad de golpes debe ser un número entero" })
    .min(0, { error: "La cantidad de golpes no puede ser negativa" })
    .max(100_000, { error: "La cantidad de golpes no es válida" }),
});
export type PracticeScore = z.infer<typeof practiceScore>;

const count = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .int({ error: `${what} debe ser un número entero` })
    .min(0, { error: `${what} no puede ser negativo` })
    .max(MAX_PLAY_ALONG_NOTES, { error: `${what} no puede pasar de ${MAX_PLAY_ALONG_NOTES}` });


/**
 * «Tócalo conmigo» (issue 39): a take played against a topic's score, note by note — what
 * the practice log keeps of it (the report itself stays in the browser, or goes to the teacher).
 */
export const playAlongCounts = z.object({
    score_id: z.number({ error: "La partitura debe ser un número" }).int({ error: "La partitura no es válida" }).positive({ error: "La partitura no es válida" }).max(2_147_483_647, { error: "La partitura no es válida" }),
    score_title: z.string({ error: "Falta el título de la partitura" }).trim().min(1, { error: "Falta el título de la partitura" }).max(200, { error: "El título de la partitura no puede pasar de 200 caracteres" }),
    from_bar: z.number({ error: "El primer compás debe ser un número" }).int({ error: "El primer compás debe ser un número entero" }).min(1, { error: "El primer compás es el 1 o uno posterior" }).max(10_000, { error: "El primer compás no es válido" }),
    to_bar: z.number({ error: "El último compás debe ser un número" }).int({ error: "El último compás debe ser un número entero" }).min(1, { error: "El último compás es el 1 o uno posterior" }).max(10_000, { error: "El último compás no es válido" }),
    accompaniment: z.enum(["metronome", "video"], { error: "El acompañamiento debe ser metronome o video" }),
    speed: z.union(PLAY_ALONG_SPEEDS.map((speed) => z.literal(speed)), { error: "La velocidad debe ser 0.5, 0.75, 1 o 1.25" }),
    notes: count("La cantidad de notas").min(1, { error: "Una toma lleva al menos una nota" }),
    on_time: count("Las notas a tiempo"),
    early: count("Las notas adelantadas"),
    late: count("Las notas atrasadas"),
    wrong: count("Las notas equivocadas"),
    missed: count("Las notas que faltaron"),
    extra: count("Las notas de más"),
});

export const playAlongResult = playAlongCounts
  .refine((r) => r.to_bar >= r.from_bar, { error: "El último compás no puede ir antes del primero", path: ["to_bar"] })
  .refine((r) => r.on_time + r.early + r.late + r.wrong + r.missed === r.notes, {
    error: "Las notas a tiempo, adelantadas, atrasadas, equivocadas y las que faltaron deben sumar las notas de la toma",
    path: ["notes"],
  });
export type PlayAlongResult = z.infer<typeof playAlongResult>;

/** `POST /api/practice/sessions/`. */
export const practiceSessionCreate = z.object({
  start_token: z
    .string({ error: "Falta la prueba de inicio de la práctica: recarga la página" })
    .min(1, { error: "Falta la prueba de inicio de la práctica: recarga la página" })
    .max(512, { error: "La prueba de inicio de la práctica no es válida" }),
  tool: z.enum(PRACTICE_TOOLS, { error: "La herramienta debe ser tuner, metronome o play_along" }),
  instrument: z
    .string({ error: "Indica el instrumento" })
    .trim()
    .min(1, { error: "Indica el instrumento" })
    .max(60, { error: "El instrumento no es válido" }),
  duration_seconds: z
    .number({ error: "La duración debe ser un número de segundos" })
    .int({ error: "La duración debe ser un número entero de segundos" })
    .min(1, { error: "La duración debe ser de al menos un segundo (no puede ser negativa)" })
    .max(MAX_SESSION_SECONDS, { error: "Una práctica no puede durar más de 4 horas" }),
  tempo_bpm: tempo("El tempo").nullish(),
  air: practiceAir.nullish(),
  score: practiceScore.nullish(),
  /**
   * Seconds of this session in which the microphone heard the student, as the page counted
   * them; at most `duration_seconds` (the server refuses more). Left out: none (a metronome
   * without «Escúchame»).
   */
  heard_seconds: z
    .number({ error: "El tiempo en que te escuchamos debe ser un número de segundos" })
    .int({ error: "El tiempo en que te escuchamos debe ser un número entero de segundos" })
    .min(0, { error: "El tiempo en que te escuchamos no puede ser negativo" })
    .max(MAX_SESSION_SECONDS, { error: "El tiempo en que te escuchamos no puede pasar de 4 horas" })
    .nullish(),
  /** Only for «Tócalo conmigo» (`tool: "play_along"`), and required there. */
  play_along: playAlongResult.nullish(),
  theme_id: z
    .number({ error: "El tema debe ser un número" })
    .int({ error: "El tema debe ser un número entero" })
    .positive({ error: "El tema no es válido" })
    .max(2_147_483_647, { error: "El tema no es válido" })
    .nullish(),
});
export type PracticeSessionCreate = z.infer<typeof practiceSessionCreate>;

export const practiceSession = z.object({
  id: z.number().int(),
  tool: z.enum(PRACTICE_TOOLS),
  instrument: z.object({ slug: z.string(), name: z.string() }),
  duration_seconds: z.number().int(),
  tempo_bpm: z.number().int().nullable(),
  air: practiceAir.nullable(),
  score: practiceScore.nullable(),
  /** Seconds in which the microphone heard the student (real practice). */
  heard_seconds: z.number().int(),
  play_along: playAlongResult.nullable(),
  theme: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), level_id: z.number().int() }).nullable(),
  started_at: z.string(),
  created_at: z.string(),
  /** The day in Bogotá it counts for (YYYY-MM-DD). */
  local_date: z.string(),
});
export type PracticeSession = z.infer<typeof practiceSession>;

export const practiceSessionsQuery = pageQuery;
export const practiceSessionsPage = paginated(practiceSession);

/** One scored take, for the per-air chart. */
export const airPoint = z.object({
  local_date: z.string(),
  hit_percent: z.number().int(),
  tempo_bpm: z.number().int(),
});

export const airProgress = z.object({
  air: practiceAir,
  sessions: z.number().int(),
  minutes: z.number().int(),
  best_hit_percent: z.number().int().nullable(),
  best_tempo_bpm: z.number().int().nullable(),
  /** The last scored takes, oldest first (at most 12). */
  recent: z.array(airPoint),
});
export type AirProgress = z.infer<typeof airProgress>;

/** `GET /api/practice/summary/`. */
export const practiceSummary = z.object({
  /** Today in Bogotá (YYYY-MM-DD). */
  today: z.string(),
  /** Days in a row with practice, ending today or yesterday (a streak lives until a day passes without practice). */
  streak_days: z.number().int(),
  best_streak_days: z.number().int(),
  /** Today already counts as a day of practice (PRACTICE_DAY_MIN_SECONDS heard, or a take that heard the student). */
  practiced_today: z.boolean(),
  /** Days that counted as days of practice, ever (the trophies: they never reset). */
  total_days: z.number().int(),
  /** The daily goal the student chose and how today goes against it (minutes heard by the microphone). */
  daily_goal: z.object({
    minutes: z.number().int(),
    /** False while the student has not chosen (the default goal applies). */
    chosen: z.boolean(),
    today_heard_seconds: z.number().int(),
    met: z.boolean(),
  }),
  /** Monday of this week in Bogotá. */
  week_start: z.string(),
  week_minutes: z.number().int(),
  total_sessions: z.number().int(),
  /** Minutes per day for the last 28 days that had practice; `counts`: a day of practice for the streak. */
  recent_days: z.array(z.object({ local_date: z.string(), minutes: z.number().int(), heard_minutes: z.number().int(), counts: z.boolean() })),
  airs: z.array(airProgress),
  streak_goals: z.array(z.object({ days: z.number().int(), reached: z.boolean() })),
  /** Trophies for the days practised in all (7, 30, 100, 365): reached ones stay reached. */
  day_trophies: z.array(z.object({ days: z.number().int(), reached: z.boolean() })),
});
export type PracticeSummary = z.infer<typeof practiceSummary>;

/** `PUT /api/practice/goal/`: the daily goal, in minutes of real practice. */
export const practiceGoalUpdate = z.object({
  daily_minutes: z.union([z.literal(5), z.literal(10), z.literal(20)], { error: "La meta diaria debe ser de 5, 10 o 20 minutos" }),
});
export type PracticeGoalUpdate = z.infer<typeof practiceGoalUpdate>;
export const practiceGoal = z.object({ daily_minutes: z.number().int() });
export type PracticeGoal = z.infer<typeof practiceGoal>;
