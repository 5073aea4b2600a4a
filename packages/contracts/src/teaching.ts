import { z } from "zod";
import { MAX_ID, pageQuery, paginated } from "./common";
import { PRACTICE_AIRS } from "./practice-airs";
import { MAX_PLAY_ALONG_NOTES, playAlongCounts } from "./practice";
import { TAKE_LIMITS } from "./takes";

/**
 * Wire schemas of the teacher's loop (issue 38): a student's recorded take (a submission), the
 * teacher's queue, claim, time-coded comments and review, and practice assignments.
 */

// What a take may be, apart from the schemas: the recorder and the upload read them without zod.
export { REVIEW_DUE_SOON_HOURS, REVIEW_PROMISE_HOURS, TAKE_FILE_TYPES, TAKE_LIMITS, TAKE_UPLOAD_CHUNK_BYTES } from "./takes";

export const SUBMISSION_STATUSES = ["submitted", "in_review", "reviewed", "withdrawn"] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_VERDICTS = ["approved", "retry"] as const;
export const SHARING_STATES = ["private", "requested", "shared"] as const;
export type SharingState = (typeof SHARING_STATES)[number];
export type SubmissionVerdict = (typeof SUBMISSION_VERDICTS)[number];

const id = (what: string) =>
  z
    .number({ error: `${what} debe ser un número` })
    .int({ error: `${what} debe ser un número entero` })
    .positive({ error: `${what} no es válido` })
    .max(MAX_ID, { error: `${what} no es válido` });

const queryId = (what: string) => z.coerce.number({ error: `${what} debe ser un número` }).int({ error: `${what} no es válido` }).positive({ error: `${what} no es válido` }).max(MAX_ID, { error: `${what} no es válido` });

/**
 * «Tócalo conmigo» (issue 39): the report of a take against a topic's score, note by note, that
 * goes with the take to the teacher.
 */
export const submissionPlayAlong = playAlongCounts
  .extend({
    verdicts: z
      .array(
        z.object({
          bar: z.number().int().min(1).max(10_000),
          kind: z.enum(["on_time", "early", "late", "wrong", "missed"], { error: "El resultado de una nota no es válido" }),
          expected: z.string().trim().min(1).max(40),
          played: z.string().trim().max(80).nullable(),
          offset_ms: z.number().int().min(-5000).max(5000).nullable(),
        }),
      )
      .max(MAX_PLAY_ALONG_NOTES, { error: `El informe no puede pasar de ${MAX_PLAY_ALONG_NOTES} notas` }),
    bars: z.array(z.object({ bar: z.number().int().min(1).max(10_000), percent: z.number().int().min(0).max(100) })).max(MAX_PLAY_ALONG_NOTES),
  })
  .refine((r) => r.verdicts.length === r.notes, { error: "El informe debe traer cada nota de la toma", path: ["verdicts"] });
export type SubmissionPlayAlong = z.infer<typeof submissionPlayAlong>;

export const submissionFigures = z.object({
  hit_percent: z.number().int().min(0, { error: "El % a tiempo va de 0 a 100" }).max(100, { error: "El % a tiempo va de 0 a 100" }),
  /** Null when the student did not keep the click's tempo (the scorer then tells the tempo played). */
  mean_offset_ms: z.number().int().min(-1000).max(1000).nullable(),
  spread_ms: z.number().int().min(0).max(1000).nullable(),
  tempo_bpm: z.number().int().min(40, { error: "El tempo va de 40 a 240 BPM" }).max(240, { error: "El tempo va de 40 a 240 BPM" }),
  tempo_played_bpm: z.number().int().min(20).max(480).nullable(),
  air: z.enum(PRACTICE_AIRS).nullable(),
  /** Only on a «Tócalo conmigo» take. */
  play_along: submissionPlayAlong.optional(),
});
export type SubmissionFigures = z.infer<typeof submissionFigures>;

export const submissionCreate = z.object({
  /** The id of the finished resumable upload (the last part of its tus URL). */
  upload_id: z.string({ error: "Falta la subida del archivo" }).regex(/^[0-9a-f-]{36}$/, { error: "La subida indicada no es válida" }),
  theme: id("El tema"),
  kind: z.enum(["video", "audio"], { error: "El tipo debe ser video o audio" }),
  duration_seconds: z
    .number({ error: "La duración debe ser un número" })
    .positive({ error: "La grabación está vacía" })
    .max(TAKE_LIMITS.maxSeconds, { error: `La grabación no puede durar más de ${TAKE_LIMITS.maxSeconds / 60} minutos` }),
  note: z.string().trim().max(2000, { error: "La nota no puede tener más de 2000 caracteres" }).default(""),
  figures: submissionFigures.nullable().default(null),
  assignment: id("La tarea").nullable().default(null),
});
export type SubmissionCreate = z.infer<typeof submissionCreate>;

export const submissionComment = z.object({
  id: z.number().int(),
  at_seconds: z.number(),
  body: z.string(),
  author: z.string(),
  created_at: z.string(),
});
export type SubmissionComment = z.infer<typeof submissionComment>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const submission = z.object({
  id: z.number().int(),
  status: z.enum(SUBMISSION_STATUSES),
  student: person,
  theme: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  level: z.object({ id: z.number().int(), title: z.string() }),
  course: z.object({ id: z.number().int(), title: z.string() }),
  kind: z.enum(["video", "audio"]),
  media_type: z.string(),
  size_bytes: z.number().int(),
  duration_seconds: z.number(),
  figures: submissionFigures.nullable(),
  note: z.string(),
  teacher: person.nullable(),
  verdict: z.enum(SUBMISSION_VERDICTS).nullable(),
  reply: z.string().nullable(),
  assignment_id: z.number().int().nullable(),
  created_at: z.string(),
  claimed_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** Hours the take has waited (until its answer, or now). */
  waiting_hours: z.number(),
  /** Against the 48-hour promise: within, due soon (36 h+), late; null once answered or withdrawn. */
  promise: z.enum(["waiting", "due_soon", "late"]).nullable(),
  /**
   * The shared library: private (the default), requested (the student allows it, a teacher has
   * not approved yet) or shared (shown to the other students of the level).
   */
  sharing: z.enum(SHARING_STATES),
});
export type Submission = z.infer<typeof submission>;

/** The teacher's recorded answer: its kind, length and a signed, expiring URL. */
export const replyMedia = z.object({
  kind: z.enum(["video", "audio"]),
  media_type: z.string(),
  duration_seconds: z.number(),
  url: z.string(),
});
export type ReplyMedia = z.infer<typeof replyMedia>;

export const submissionDetail = submission.extend({
  /** A signed, expiring URL of the take (range requests, or a presigned store URL). */
  media_url: z.string().nullable(),
  comments: z.array(submissionComment),
  reply_media: replyMedia.nullable(),
});
export type SubmissionDetail = z.infer<typeof submissionDetail>;

export const submissionsPage = paginated(submission);

export const submissionsQuery = pageQuery.extend({
  status: z.enum(SUBMISSION_STATUSES, { error: "El estado debe ser submitted, in_review, reviewed o withdrawn" }).optional(),
});
export type SubmissionsQuery = z.infer<typeof submissionsQuery>;

export const teacherQueueQuery = submissionsQuery.extend({
  course: queryId("El curso").optional(),
  level: queryId("El nivel").optional(),
  student: queryId("El estudiante").optional(),
  /** Only the takes this teacher claimed. */
  mine: z.enum(["true", "false"], { error: "mine debe ser true o false" }).optional(),
});
export type TeacherQueueQuery = z.infer<typeof teacherQueueQuery>;

export const commentCreate = z.object({
  at_seconds: z
    .number({ error: "El segundo del comentario debe ser un número" })
    .min(0, { error: "El segundo del comentario no puede ser negativo" })
    .max(TAKE_LIMITS.maxSeconds, { error: "El comentario cae fuera de la grabación" }),
  body: z.string({ error: "Escribe el comentario" }).trim().min(1, { error: "Escribe el comentario" }).max(1000, { error: "El comentario no puede tener más de 1000 caracteres" }),
});
export type CommentCreate = z.infer<typeof commentCreate>;

/** A recording already uploaded through tus (a teacher's recorded reply). */
export const recordedMedia = z.object({
  upload_id: z.string({ error: "Falta la subida del archivo" }).regex(/^[0-9a-f-]{36}$/, { error: "La subida indicada no es válida" }),
  kind: z.enum(["video", "audio"], { error: "El tipo debe ser video o audio" }),
  duration_seconds: z
    .number({ error: "La duración debe ser un número" })
    .positive({ error: "La grabación está vacía" })
    .max(TAKE_LIMITS.maxSeconds, { error: `La grabación no puede durar más de ${TAKE_LIMITS.maxSeconds / 60} minutos` }),
});
export type RecordedMedia = z.infer<typeof recordedMedia>;

export const reviewCreate = z.object({
  verdict: z.enum(SUBMISSION_VERDICTS, { error: "Elige «¡Aprobado!» o «Inténtalo de nuevo»" }),
  reply: z.string({ error: "Escribe tu respuesta" }).trim().min(1, { error: "Escribe tu respuesta al estudiante" }).max(4000, { error: "La respuesta no puede tener más de 4000 caracteres" }),
  /** Optionally, a video or audio answer recorded in the browser or chosen as a file. */
  reply_media: recordedMedia.nullable().default(null),
});
export type ReviewCreate = z.infer<typeof reviewCreate>;

/** The student allows (true) or withdraws (false) the take from the level's shared library. */
export const shareUpdate = z.object({ share: z.boolean({ error: "Indica si compartes la interpretación" }) });
export type ShareUpdate = z.infer<typeof shareUpdate>;

/** A teacher approves (true) or declines (false) a take the student allowed to share. */
export const shareApproval = z.object({ approved: z.boolean({ error: "Indica si apruebas compartir la interpretación" }) });
export type ShareApproval = z.infer<typeof shareApproval>;

/** «Lo que el profesor respondió a otros»: a shared take, the student named by first name and initial. */
export const sharedReview = z.object({
  id: z.number().int(),
  /** «Andrés G.» */
  student: z.string(),
  teacher: z.string(),
  kind: z.enum(["video", "audio"]),
  duration_seconds: z.number(),
  media_url: z.string(),
  comments: z.array(submissionComment),
  verdict: z.enum(SUBMISSION_VERDICTS),
  reply: z.string(),
  reply_media: replyMedia.nullable(),
  reviewed_at: z.string(),
  /** The viewer's own take. */
  mine: z.boolean(),
});
export type SharedReview = z.infer<typeof sharedReview>;
export const sharedReviewsPage = paginated(sharedReview);
/** The topic by its id, or by its level and slug (what the topic page's address holds). */
export const sharedReviewsQuery = pageQuery
  .extend({
    theme: queryId("El tema").optional(),
    level: queryId("El nivel").optional(),
    slug: z.string().trim().min(1, { error: "Indica el tema" }).max(200, { error: "El tema no es válido" }).optional(),
  })
  .refine((q) => q.theme !== undefined || (q.level !== undefined && q.slug !== undefined), { error: "Indica el tema: su id, o el nivel y el slug" });
export type SharedReviewsQuery = z.infer<typeof sharedReviewsQuery>;

/** What the teacher's queue can be filtered by: their courses with their levels. */
export const teacherCourseOptions = z.object({
  results: z.array(z.object({ id: z.number().int(), title: z.string(), levels: z.array(z.object({ id: z.number().int(), title: z.string() })) })),
});
export type TeacherCourseOptions = z.infer<typeof teacherCourseOptions>;

/** The students who sent takes to the teacher's courses (the queue's student filter). */
export const teacherStudentsQuery = pageQuery.extend({
  search: z.string().trim().max(100, { error: "La búsqueda no puede tener más de 100 caracteres" }).optional(),
});
export type TeacherStudentsQuery = z.infer<typeof teacherStudentsQuery>;
export const teacherStudentsPage = paginated(person);

const dueOn = z.string({ error: "Indica la fecha de entrega" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "La fecha de entrega debe tener el formato AAAA-MM-DD" });

export const assignmentCreate = z
  .object({
    student: id("El estudiante"),
    theme: id("El tema"),
    from_submission: id("La interpretación").nullable().default(null),
    kind: z.enum(["tempo_ladder", "technique"], { error: "El tipo de tarea debe ser tempo_ladder o technique" }),
    air: z.enum(PRACTICE_AIRS, { error: "El aire debe ser paseo, merengue, son o puya" }).nullable().default(null),
    bars: z.number().int().min(1, { error: "Los compases van de 1 a 64" }).max(64, { error: "Los compases van de 1 a 64" }).nullable().default(null),
    tempo_from: z.number().int().min(40, { error: "El tempo inicial va de 40 a 240 BPM" }).max(240, { error: "El tempo inicial va de 40 a 240 BPM" }).nullable().default(null),
    tempo_to: z.number().int().min(40, { error: "El tempo final va de 40 a 240 BPM" }).max(240, { error: "El tempo final va de 40 a 240 BPM" }).nullable().default(null),
    tempo_step: z.number().int().min(1, { error: "El paso va de 1 a 40 BPM" }).max(40, { error: "El paso va de 1 a 40 BPM" }).nullable().default(null),
    pass_percent: z.number().int().min(1, { error: "El % para subir va de 1 a 100" }).max(100, { error: "El % para subir va de 1 a 100" }).nullable().default(null),
    instructions: z.string().trim().max(2000, { error: "Las instrucciones no pueden tener más de 2000 caracteres" }).default(""),
    due_on: dueOn,
  })
  .superRefine((value, ctx) => {
    if (value.kind === "tempo_ladder") {
      if (value.tempo_from === null || value.tempo_to === null || value.tempo_step === null || value.pass_percent === null || value.bars === null) {
        ctx.addIssue({ code: "custom", message: "Una escalera de tempo necesita tempo inicial, final, paso, compases y % para subir" });
      } else if (value.tempo_to < value.tempo_from) {
        ctx.addIssue({ code: "custom", message: "El tempo final no puede ser menor que el inicial" });
      }
    } else if (value.instructions.length === 0) {
      ctx.addIssue({ code: "custom", message: "Describe la tarea de técnica o afinación" });
    }
  });
export type AssignmentCreate = z.infer<typeof assignmentCreate>;

export const assignment = z.object({
  id: z.number().int(),
  kind: z.enum(["tempo_ladder", "technique"]),
  student: person,
  teacher: person.nullable(),
  theme: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
  from_submission_id: z.number().int().nullable(),
  air: z.enum(PRACTICE_AIRS).nullable(),
  bars: z.number().int().nullable(),
  tempo_from: z.number().int().nullable(),
  tempo_to: z.number().int().nullable(),
  tempo_step: z.number().int().nullable(),
  pass_percent: z.number().int().nullable(),
  instructions: z.string(),
  due_on: z.string(),
  /** «Tu tarea: paseo de 80 a 100 BPM». */
  title: z.string(),
  /** Takes sent for this assignment. */
  submissions: z.number().int(),
  /**
   * A tempo ladder's climb, from the student's saved metronome takes since it was assigned:
   * the fastest tempo kept at the % asked, the next rung, whether the top is reached. Null for
   * a technique task.
   */
  progress: z.object({ reached_bpm: z.number().int().nullable(), next_bpm: z.number().int().nullable(), done: z.boolean() }).nullable(),
  created_at: z.string(),
});
export type Assignment = z.infer<typeof assignment>;
export const assignmentsPage = paginated(assignment);

/** The admin's teachers: who they are, their courses, and how they answer. */
export const teacherSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  backlog: z.number().int(),
  reviewed: z.number().int(),
  median_hours: z.number().nullable(),
  p90_hours: z.number().nullable(),
  within_promise_percent: z.number().nullable(),
});
export type TeacherSummary = z.infer<typeof teacherSummary>;
export const teachersPage = paginated(teacherSummary);

export const teacherUpdate = z.object({
  /** true makes the account a teacher; false makes it a student again. */
  is_teacher: z.boolean({ error: "Indica si la cuenta es de profesor" }),
  courses: z.array(id("El curso")).max(50, { error: "Demasiados cursos" }).default([]),
});
export type TeacherUpdate = z.infer<typeof teacherUpdate>;
