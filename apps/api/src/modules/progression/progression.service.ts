import type {
  AdminCertificate,
  Certificate,
  DoneRequirement,
  LevelUnlocking,
  LevelUnlockingInput,
  PublicCertificate,
  TopicLock,
  TopicUnlockInput,
} from "@fz/contracts/progression";
import type { LevelProgress } from "@fz/contracts/catalogue";
import type { Database } from "@fz/db/client";
import { AppError, badRequest, forbidden, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { Viewer } from "../access/access.service";
import type { AuditService } from "../audit/audit.service";
import type { LearningService } from "../learning/learning.service";
import "../learning/learning.events";
import "../practice/practice.events";
import "../quizzes/quizzes.events";
import "../teaching/teaching.events";
import { newCertificateCode, normaliseCode } from "./certificate-code";
import "./progression.events";
import * as repo from "./progression.repository";
import { type StudentStanding, type TopicRule, requirementText, takeSatisfies, topicLocks } from "./unlocking";

export interface ProgressionDeps {
  db: Database;
  events: EventBus;
  learning: LearningService;
  audit: AuditService;
  /** Clears the public caches and refreshes the course's public pages after a rules change. */
  revalidate?: (paths: string[]) => Promise<void>;
  now?: () => Date;
}

type LevelRules = NonNullable<Awaited<ReturnType<typeof repo.levelRules>>>;

export interface LevelLocks {
  locks: Map<number, TopicLock | null>;
  requirements: Map<number, DoneRequirement>;
}

function requirementOf(topic: TopicRule): DoneRequirement {
  return { rule: topic.doneRule, text: requirementText(topic), min_percent: topic.doneMinPercent, min_bpm: topic.doneMinBpm };
}

function toPublic(row: repo.CertificateRow): PublicCertificate {
  return {
    code: row.code,
    student_name: row.hideName ? null : row.studentName,
    course: row.courseTitle,
    level: row.levelTitle,
    skills: row.skills,
    issued_at: row.issuedAt.toISOString(),
    status: row.revokedAt ? "revoked" : "valid",
    revoked_at: row.revokedAt?.toISOString() ?? null,
    approved_by: row.approvedBy,
    verified_by: "FZ Academia",
  };
}

function toOwn(row: repo.CertificateRow): Certificate {
  return { ...toPublic(row), level_id: row.levelId, hide_name: row.hideName, full_name: row.studentName };
}

function toAdmin(row: repo.CertificateRow): AdminCertificate {
  return { ...toOwn(row), user_id: row.userId, revoked_reason: row.revokedReason };
}

export type ProgressionService = ReturnType<typeof createProgressionService>;

/**
 * Progress that means skill (issue 40, decision 033): which topics a student may open, what
 * makes each one done (checked here against the server's own records: the practice log, the
 * quiz progress), and the certificates a finished level earns.
 */
export function createProgressionService({ db, events, learning, audit, revalidate, now = () => new Date() }: ProgressionDeps) {
  async function rulesOf(levelId: number): Promise<LevelRules> {
    const rules = await repo.levelRules(db, levelId);
    if (!rules) throw notFound("El nivel no existe.");
    return rules;
  }

  async function standingOf(userId: number, rules: LevelRules): Promise<StudentStanding> {
    const [{ progress, unlocks, exerciseId }, accessStart] = await Promise.all([
      repo.standingRows(db, userId, rules.level.id),
      rules.level.unlockMode === "by_date" ? repo.accessStart(db, userId, rules.level, now()) : Promise.resolve(null),
    ]);
    return {
      viewed: new Set(progress.map((p) => p.themeId)),
      done: new Set(progress.filter((p) => p.finishedAt !== null).map((p) => p.themeId)),
      unlocked: new Set(unlocks.flatMap((u) => (u.themeId === null ? [] : [u.themeId]))),
      levelUnlocked: unlocks.some((u) => u.themeId === null),
      accessStart,
      exerciseId,
    };
  }

  async function locksOf(viewer: Viewer | null, rules: LevelRules): Promise<LevelLocks> {
    const requirements = new Map(rules.topics.map((t) => [t.id, requirementOf(t)]));
    // Anonymous readers see the catalogue; admins see everything open.
    if (!viewer || viewer.role === "admin" || rules.level.unlockMode === "open") {
      return { locks: new Map(rules.topics.map((t) => [t.id, null])), requirements };
    }
    const standing = await standingOf(viewer.id, rules);
    return { locks: topicLocks(rules.level.unlockMode, rules.topics, standing, now()), requirements };
  }

  /** Whether the server's records prove what the topic asks (for the automatic rules). */
  async function proven(userId: number, topic: TopicRule, standing: StudentStanding): Promise<boolean> {
    switch (topic.doneRule) {
      case "opened":
        return standing.viewed.has(topic.id);
      case "finished":
        return false;
      case "quiz":
        return repo.quizPassed(db, userId, topic.levelId);
      case "practice": {
        if (topic.doneMinPercent === null || topic.doneMinBpm === null) return false;
        const takes = await repo.qualifyingTakes(db, userId, topic.id, topic.doneMinPercent, topic.doneMinBpm);
        return takes.some((take) => takeSatisfies(topic, take));
      }
      case "teacher":
        return repo.teacherApproved(db, userId, topic.id);
    }
  }

  const settling = new Set<string>();

  /**
   * Marks done, in order, every open topic of the level whose rule the records already prove
   * (a take logged, a quiz passed, a topic opened); a topic done may open the next. Idempotent:
   * finishing is a conditional update, so two settles at once finish each topic once.
   */
  async function settle(userId: number, levelId: number, justFinished?: number): Promise<void> {
    const key = `${userId}:${levelId}`;
    if (settling.has(key)) return;
    settling.add(key);
    try {
      const rules = await repo.levelRules(db, levelId);
      if (!rules) return;
      const automatic = rules.topics.some((t) => t.doneRule !== "finished");
      // Nothing settles by itself where every topic waits for the student's button, and nothing
      // opens by progress unless the level goes in order.
      if (!automatic && rules.level.unlockMode !== "sequential") return;
      const standing = await standingOf(userId, rules);
      const done = new Set(standing.done);
      for (const topic of automatic ? rules.topics : []) {
        if (done.has(topic.id) || topic.doneRule === "finished") continue;
        const lock = topicLocks(rules.level.unlockMode, rules.topics, { ...standing, done }, now()).get(topic.id);
        if (lock) continue;
        if (!(await proven(userId, topic, standing))) continue;
        await learning.finishTopic(userId, { id: topic.id, levelId });
        done.add(topic.id);
      }
      if (rules.level.unlockMode === "sequential") {
        // What this progress opened: closed before the topic just finished (and those finished
        // here), open now. The notice's key makes it once per topic.
        const doneBefore = new Set([...standing.done].filter((id) => id !== justFinished));
        const before = topicLocks("sequential", rules.topics, { ...standing, done: doneBefore }, now());
        const after = topicLocks("sequential", rules.topics, { ...standing, done }, now());
        for (const topic of rules.topics) {
          if (before.get(topic.id) && !after.get(topic.id)) {
            await events.emit("progression.topic_opened", { userId, themeId: topic.id, themeSlug: topic.slug, themeTitle: topic.title, levelId, levelTitle: rules.level.title });
          }
        }
      }
    } finally {
      settling.delete(key);
    }
  }

  /** Issues the level's certificate when every topic is done and none was ever issued (a revoked one is reissued only by an admin). */
  async function issueIfEarned(userId: number, levelId: number): Promise<repo.CertificateRow | undefined> {
    const completed = await repo.completedLevels(db, userId, [levelId]);
    if (!completed.includes(levelId)) return undefined;
    if (await repo.hasAnyCertificate(db, userId, levelId)) return undefined;
    return issue(userId, levelId);
  }

  /**
   * Issues the certificate (undefined: one already stands, or the level asks for a take approved
   * by a teacher and there is none yet — the «¡Aprobado!» issues it then).
   */
  async function issue(userId: number, levelId: number): Promise<repo.CertificateRow | undefined> {
    const rules = await rulesOf(levelId);
    const name = await repo.studentName(db, userId);
    if (!name) return undefined;
    const approvedBy = rules.level.requiresTeacherApproval ? await repo.levelApprover(db, userId, levelId) : null;
    if (rules.level.requiresTeacherApproval && !approvedBy) return undefined;
    const row = await repo.insertCertificate(db, {
      code: newCertificateCode(),
      userId,
      levelId,
      studentName: name,
      courseTitle: rules.level.courseTitle,
      levelTitle: rules.level.title,
      skills: rules.level.certifiedSkills.trim() || rules.level.description,
      approvedBy,
    });
    if (row) await events.emit("certificate.issued", { userId, code: row.code, levelTitle: row.levelTitle, courseTitle: row.courseTitle });
    return row;
  }

  async function requireCertificate(rawCode: string): Promise<repo.CertificateRow> {
    const code = normaliseCode(rawCode);
    const row = code ? await repo.certificateByCode(db, code) : undefined;
    if (!row) throw notFound("No existe un certificado con ese código.");
    return row;
  }

  function subscribe(): void {
    events.on("practice.logged", async ({ userId, sessionId }) => {
      const topic = await repo.sessionTopic(db, sessionId);
      if (topic) await settle(userId, topic.levelId);
    });
    events.on("quiz.passed", async ({ userId, levelId }) => settle(userId, levelId));
    events.on("topic.finished", async ({ userId, themeId, levelId, levelCompleted }) => {
      await settle(userId, levelId, themeId);
      if (levelCompleted) await issueIfEarned(userId, levelId);
    });
    events.on("submission.reviewed", async ({ studentId, levelId, verdict }) => {
      if (verdict !== "approved") return;
      // The «¡Aprobado!» may finish its topic (which may complete the level), or be what a
      // completed level's certificate was waiting for.
      await settle(studentId, levelId);
      await issueIfEarned(studentId, levelId);
    });
  }

  return {
    subscribe,
    settle,
    issueIfEarned,

    /**
     * The periodic job: tells each student about the topics of levels that open by date whose
     * day came (in the last week: a server that was off catches up), once per topic.
     */
    async announceDateOpenings(at: Date = now()): Promise<number> {
      const since = new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000);
      let told = 0;
      // Each notice leaves the next batch (its key is now taken); a batch smaller than asked is
      // the last. Bounded, so a notice that cannot be written never keeps the job running.
      for (let round = 0; round < 50; round += 1) {
        const batch = await repo.dateOpenings(db, since, at, 200);
        for (const o of batch) await events.emit("progression.topic_opened", o);
        told += batch.length;
        if (batch.length < 200) break;
      }
      return told;
    },

    /** No locks (an open level, or no student): only what each topic asks, from the rows at hand. */
    openLocks(topics: { id: number; doneRule: TopicRule["doneRule"]; doneMinPercent: number | null; doneMinBpm: number | null; practicePreset: TopicRule["preset"] }[]): LevelLocks {
      return {
        locks: new Map(topics.map((t) => [t.id, null])),
        requirements: new Map(topics.map((t) => [t.id, { rule: t.doneRule, text: requirementText({ ...t, preset: t.practicePreset }), min_percent: t.doneMinPercent, min_bpm: t.doneMinBpm }])),
      };
    },

    /** The locks and requirements of a level's topics for this viewer. */
    async levelLocks(viewer: Viewer | null, levelId: number): Promise<LevelLocks> {
      return locksOf(viewer, await rulesOf(levelId));
    },

    /**
     * «Marcar como terminado» (or «Comprobar»): a topic done by the student's word finishes; one
     * that asks for a take or a quiz finishes only when the records prove it.
     */
    async finishByStudent(viewer: Viewer, topic: { id: number; levelId: number }): Promise<{ progress: LevelProgress }> {
      const rules = await rulesOf(topic.levelId);
      const rule = rules.topics.find((t) => t.id === topic.id);
      if (!rule) throw notFound("El tema no existe.");
      const { locks } = await locksOf(viewer, rules);
      const lock = locks.get(topic.id);
      if (lock) throw forbidden(lock.message);
      if (viewer.role !== "admin" && (rule.doneRule === "quiz" || rule.doneRule === "practice" || rule.doneRule === "teacher")) {
        const standing = await standingOf(viewer.id, rules);
        if (!standing.done.has(rule.id) && !(await proven(viewer.id, rule, standing))) {
          const text = requirementText(rule);
          throw new AppError(
            "requirement_unmet",
            rule.doneRule === "quiz"
              ? "Este tema se completa al aprobar el ejercicio del nivel."
              : rule.doneRule === "teacher"
                ? "Este tema se completa cuando tu profesor aprueba tu interpretación: envíala desde este tema y espera su «¡Aprobado!»."
                : `${text} para completar este tema. Practica con el metrónomo desde este tema: toca todos los compases del ejercicio; la toma cuenta al guardarse.`,
          );
        }
      }
      const { progress } = await learning.finishTopic(viewer.id, topic);
      return { progress };
    },

    /* ---------- admin: the rules ---------- */

    async getUnlocking(levelId: number): Promise<LevelUnlocking> {
      const rules = await rulesOf(levelId);
      return {
        level_id: rules.level.id,
        mode: rules.level.unlockMode,
        certified_skills: rules.level.certifiedSkills,
        requires_teacher_approval: rules.level.requiresTeacherApproval,
        topics: rules.topics.map((t) => ({
          theme_id: t.id,
          slug: t.slug,
          title: t.title,
          position: t.position,
          rule: t.doneRule,
          min_percent: t.doneMinPercent,
          min_bpm: t.doneMinBpm,
          opens_after_days: t.opensAfterDays,
          has_practice_preset: t.preset !== null,
          requirement: requirementText(t),
        })),
      };
    },

    async setUnlocking(levelId: number, input: LevelUnlockingInput, adminId: number): Promise<LevelUnlocking> {
      const before = await this.getUnlocking(levelId);
      const known = new Map(before.topics.map((t) => [t.theme_id, t]));
      const problems: string[] = [];
      for (const t of input.topics) {
        const topic = known.get(t.theme_id);
        if (!topic) problems.push(`El tema ${t.theme_id} no es de este nivel.`);
        else if (t.rule === "practice" && (t.min_percent == null || t.min_bpm == null)) {
          problems.push(`«${topic.title}»: una regla de práctica necesita el porcentaje a tiempo y el tempo mínimos.`);
        } else if (t.rule === "practice" && !topic.has_practice_preset) {
          problems.push(`«${topic.title}»: para pedir una toma, el tema necesita un ejercicio de metrónomo.`);
        }
      }
      if (new Set(input.topics.map((t) => t.theme_id)).size !== input.topics.length) problems.push("Un tema aparece dos veces.");
      if (problems.length > 0) throw badRequest(problems);
      await db.transaction(async (tx) => {
        if (!(await repo.lockLevel(tx, levelId))) throw notFound("El nivel no existe.");
        await repo.setLevelMode(tx, levelId, input.mode, input.certified_skills, input.requires_teacher_approval);
        for (const t of input.topics) {
          const practice = t.rule === "practice";
          await repo.setTopicRule(tx, levelId, t.theme_id, {
            doneRule: t.rule,
            doneMinPercent: practice ? (t.min_percent ?? null) : null,
            doneMinBpm: practice ? (t.min_bpm ?? null) : null,
            opensAfterDays: t.opens_after_days ?? null,
          });
        }
        await audit.record(tx, { actorId: adminId, action: "level.unlocking", entity: "level", entityId: levelId, before, after: input });
      });
      // The public topics and temaries say what each topic asks and whether the level is guided.
      const { level } = await rulesOf(levelId);
      await revalidate?.(["/", "/cursos", `/${level.courseSlug}`]);
      return this.getUnlocking(levelId);
    },

    /**
     * Opens a topic (or the whole level) for one student past the rule; audited and told to the
     * student. An admin may open any level; a teacher only a level of a course they answer for.
     */
    async unlockForStudent(userId: number, input: TopicUnlockInput, adminId: number, by: Pick<Viewer, "id" | "role"> = { id: adminId, role: "admin" }) {
      if (!(await repo.userExists(db, userId))) throw notFound("El estudiante no existe.");
      const rules = await rulesOf(input.level_id);
      if (by.role !== "admin" && !(by.role === "teacher" && (await repo.teachesCourse(db, by.id, rules.level.courseId)))) {
        throw forbidden("Solo puedes abrir temas de los cursos en los que eres profesor.");
      }
      const theme = input.theme_id == null ? null : rules.topics.find((t) => t.id === input.theme_id);
      if (input.theme_id != null && !theme) throw badRequest("Ese tema no es de ese nivel.");
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertUnlock(tx, { userId, levelId: input.level_id, themeId: theme?.id ?? null, reason: input.reason, grantedBy: adminId });
        await audit.record(tx, { actorId: adminId, action: "student.unlock", entity: "user", entityId: userId, after: { level_id: input.level_id, theme_id: theme?.id ?? null, reason: input.reason } });
        return inserted;
      });
      await events.emit("progression.unlocked", { userId, unlockId: row.id, levelTitle: rules.level.title, themeTitle: theme?.title ?? null, reason: input.reason });
      await settle(userId, input.level_id);
      return { id: row.id, user_id: row.userId, level_id: row.levelId, theme_id: row.themeId, reason: row.reason, created_at: row.createdAt.toISOString() };
    },

    /* ---------- certificates ---------- */

    /** The student's certificates; a level finished before certificates existed gets its own now. */
    async myCertificates(userId: number, limit: number, offset: number): Promise<{ total: number; items: Certificate[] }> {
      for (const levelId of await repo.completedLevels(db, userId)) {
        if (!(await repo.hasAnyCertificate(db, userId, levelId))) await issue(userId, levelId);
      }
      const { rows, total } = await repo.certificatesOf(db, userId, limit, offset);
      return { total, items: rows.map(toOwn) };
    },

    async publicCertificate(code: string): Promise<PublicCertificate> {
      return toPublic(await requireCertificate(code));
    },

    /** The row behind a public code (the PDF needs the same fields as the page). */
    certificateRow: requireCertificate,

    async setHideName(userId: number, code: string, hideName: boolean): Promise<Certificate> {
      const normal = normaliseCode(code);
      const row = normal ? await repo.setHideName(db, userId, normal, hideName) : undefined;
      if (!row) throw notFound("No existe un certificado con ese código.");
      return toOwn(row);
    },

    async adminList(filter: Parameters<typeof repo.allCertificates>[1], limit: number, offset: number) {
      const { rows, total } = await repo.allCertificates(db, filter, limit, offset);
      return { total, items: rows.map(toAdmin) };
    },

    async revoke(code: string, reason: string, adminId: number): Promise<AdminCertificate> {
      const existing = await requireCertificate(code);
      if (existing.revokedAt) throw new AppError("conflict", "Este certificado ya está revocado.");
      const row = await db.transaction(async (tx) => {
        const revoked = await repo.revoke(tx, existing.code, reason, adminId);
        if (!revoked) throw new AppError("conflict", "Este certificado ya está revocado.");
        await audit.record(tx, { actorId: adminId, action: "certificate.revoke", entity: "certificate", entityId: revoked.code, after: { reason } });
        return revoked;
      });
      await events.emit("certificate.revoked", { userId: row.userId, code: row.code, levelTitle: row.levelTitle, reason });
      return toAdmin(row);
    },

    /** A new certificate for a student whose level is complete and who holds no standing one. */
    async reissue(userId: number, levelId: number, reason: string, adminId: number): Promise<AdminCertificate> {
      if (!(await repo.userExists(db, userId))) throw notFound("El estudiante no existe.");
      await rulesOf(levelId);
      if (!(await repo.completedLevels(db, userId, [levelId])).includes(levelId)) {
        throw badRequest("El estudiante no ha completado todos los temas de ese nivel.");
      }
      const row = await issue(userId, levelId);
      if (!row) {
        const { level } = await rulesOf(levelId);
        if (level.requiresTeacherApproval && !(await repo.levelApprover(db, userId, levelId))) {
          throw badRequest("El certificado de ese nivel pide una interpretación aprobada por un profesor, y el estudiante aún no la tiene.");
        }
        throw new AppError("conflict", "El estudiante ya tiene un certificado vigente de ese nivel.");
      }
      await db.transaction((tx) => audit.record(tx, { actorId: adminId, action: "certificate.reissue", entity: "certificate", entityId: row.code, after: { user_id: userId, level_id: levelId, reason } }));
      return toAdmin(row);
    },
  };
}
