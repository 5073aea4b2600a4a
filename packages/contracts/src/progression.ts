import { z } from "zod";
import { pageQuery } from "./common";
import { practiceAir } from "./practice";

/**
 * Progress that means skill (issue 40, docs/decisions/033): how a level's topics open, what makes
 * a topic done, and the certificates a finished level earns. Wire is snake_case.
 */

export const UNLOCK_MODES = ["open", "sequential", "by_date"] as const;
export type UnlockMode = (typeof UNLOCK_MODES)[number];
export const DONE_RULES = ["opened", "finished", "quiz", "practice", "teacher"] as const;
export type DoneRule = (typeof DONE_RULES)[number];

/** Why a topic the student has access to is still closed, and the way to open it. */
export const topicLock = z.object({
  reason: z.enum(["previous", "date"]),
  /** «Toca el paseo a 90 BPM con 80 % a tiempo en el tema «…» para abrir este tema.» */
  message: z.string(),
  /** By date: when it opens. */
  opens_at: z.string().nullable(),
  /** The topic to finish first (sequential levels). */
  previous_theme: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), level_id: z.number().int() }).nullable(),
  /** What the previous topic asks for. */
  previous_rule: z.enum(DONE_RULES).nullable(),
  /** The take that opens it (a practice rule): the metronome with the preset, for that topic. */
  practice: z
    .object({ theme_id: z.number().int(), air: practiceAir.nullable(), tempo_bpm: z.number().int(), bars: z.number().int(), min_percent: z.number().int() })
    .nullable(),
  /** The level's quiz (a quiz rule). */
  exercise_id: z.number().int().nullable(),
});
export type TopicLock = z.infer<typeof topicLock>;

/** What makes this topic done, in words («Toca el paseo a 90 BPM con 80 % a tiempo»). */
export const doneRequirement = z.object({
  rule: z.enum(DONE_RULES),
  text: z.string(),
  min_percent: z.number().int().nullable(),
  min_bpm: z.number().int().nullable(),
});
export type DoneRequirement = z.infer<typeof doneRequirement>;

const reason = z
  .string({ error: "Escribe el motivo" })
  .trim()
  .min(3, { error: "Escribe el motivo (al menos 3 caracteres)" })
  .max(500, { error: "El motivo no puede pasar de 500 caracteres" });

/** `PUT /api/admin/levels/{id}/unlocking/`: the level's mode and each topic's rule. */
export const levelUnlockingInput = z.object({
  mode: z.enum(UNLOCK_MODES, { error: "El modo debe ser open, sequential o by_date" }),
  certified_skills: z.string().trim().max(2000, { error: "Las habilidades no pueden pasar de 2000 caracteres" }).optional(),
  /** The certificate also needs a take of the level approved by a teacher. */
  requires_teacher_approval: z.boolean({ error: "Indica si el certificado pide una interpretación aprobada" }).optional(),
  topics: z
    .array(
      z.object({
        theme_id: z.number().int().positive(),
        rule: z.enum(DONE_RULES, { error: "La regla debe ser opened, finished, quiz, practice o teacher" }),
        min_percent: z.number().int().min(0, { error: "El porcentaje va de 0 a 100" }).max(100, { error: "El porcentaje va de 0 a 100" }).nullable().optional(),
        min_bpm: z.number().int().min(40, { error: "El tempo va de 40 a 240 BPM" }).max(240, { error: "El tempo va de 40 a 240 BPM" }).nullable().optional(),
        opens_after_days: z.number().int().min(0, { error: "Los días van de 0 a 3650" }).max(3650, { error: "Los días van de 0 a 3650" }).nullable().optional(),
      }),
    )
    .max(500),
});
export type LevelUnlockingInput = z.infer<typeof levelUnlockingInput>;

export const levelUnlocking = z.object({
  level_id: z.number().int(),
  mode: z.enum(UNLOCK_MODES),
  certified_skills: z.string(),
  requires_teacher_approval: z.boolean(),
  topics: z.array(
    z.object({
      theme_id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      position: z.number().int(),
      rule: z.enum(DONE_RULES),
      min_percent: z.number().int().nullable(),
      min_bpm: z.number().int().nullable(),
      opens_after_days: z.number().int().nullable(),
      has_practice_preset: z.boolean(),
      requirement: z.string(),
    }),
  ),
});
export type LevelUnlocking = z.infer<typeof levelUnlocking>;

/** `POST /api/admin/students/{id}/unlocks/`: open a topic (or the whole level) for one student. */
export const topicUnlockInput = z.object({
  level_id: z.number().int().positive(),
  theme_id: z.number().int().positive().nullable().optional(),
  reason,
});
export type TopicUnlockInput = z.infer<typeof topicUnlockInput>;
export const topicUnlock = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  level_id: z.number().int(),
  theme_id: z.number().int().nullable(),
  reason: z.string(),
  created_at: z.string(),
});
export type TopicUnlock = z.infer<typeof topicUnlock>;

/** Certificate codes: 26 characters of Crockford base32 (128 random bits). */
export const CERTIFICATE_CODE = /^[0-9a-hjkmnp-tv-z]{26}$/;
export const certificateCodeParam = z.object({ code: z.string().max(64) });

/** What anyone with the code sees (the verification page): nothing beyond this. */
export const publicCertificate = z.object({
  code: z.string(),
  /** Null when the student chose to hide it. */
  student_name: z.string().nullable(),
  course: z.string(),
  level: z.string(),
  skills: z.string(),
  issued_at: z.string(),
  status: z.enum(["valid", "revoked"]),
  revoked_at: z.string().nullable(),
  /** The teacher who approved the student's take of the level, when the level asks for one. */
  approved_by: z.string().nullable(),
  verified_by: z.literal("FZ Academia"),
});
export type PublicCertificate = z.infer<typeof publicCertificate>;

/** The student's own certificate. */
export const certificate = publicCertificate.extend({
  level_id: z.number().int(),
  hide_name: z.boolean(),
  full_name: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

export const certificatesQuery = pageQuery;
export const certificateUpdate = z.object({ hide_name: z.boolean({ error: "Indica si quieres ocultar tu nombre" }) });

export const adminCertificate = certificate.extend({
  user_id: z.number().int(),
  revoked_reason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;
export const certificateRevokeInput = z.object({ reason });
export const certificateReissueInput = z.object({ user_id: z.number().int().positive(), level_id: z.number().int().positive(), reason });
