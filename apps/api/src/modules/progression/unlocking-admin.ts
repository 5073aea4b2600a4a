import type { LevelUnlocking, LevelUnlockingInput, TopicUnlock, TopicUnlockInput } from "@fz/contracts/progression";
import type { Database } from "@fz/db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { Viewer } from "../access/access.service";
import type { AuditService } from "../audit/audit.service";
import "./progression.events";
import type { LevelRules } from "./level-rules";
import * as repo from "./progression.repository";
import { requirementText } from "./unlocking";

export interface UnlockingAdminDeps {
  db: Database;
  events: EventBus;
  audit: Pick<AuditService, "record">;
  revalidate?: (paths: string[]) => Promise<void>;
  rulesOf(levelId: number): Promise<LevelRules>;
  settle(userId: number, levelId: number): Promise<void>;
}

/** The back office's side of unlocking: a level's rules, and opening a topic for one student past them. */
export interface UnlockingAdmin {
  getUnlocking(levelId: number): Promise<LevelUnlocking>;
  setUnlocking(levelId: number, input: LevelUnlockingInput, adminId: number): Promise<LevelUnlocking>;
  /**
   * Opens a topic (or the whole level) for one student past the rule; audited and told to the
   * student. An admin may open any level; a teacher only a level of a course they answer for.
   */
  unlockForStudent(userId: number, input: TopicUnlockInput, adminId: number, by?: Pick<Viewer, "id" | "role">): Promise<TopicUnlock>;
}

export function createUnlockingAdmin(deps: UnlockingAdminDeps): UnlockingAdmin {
  const { db, events, audit, revalidate, rulesOf, settle } = deps;

  async function getUnlocking(levelId: number): Promise<LevelUnlocking> {
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
  }

  return {
    getUnlocking,

    async setUnlocking(levelId: number, input: LevelUnlockingInput, adminId: number): Promise<LevelUnlocking> {
      const before = await getUnlocking(levelId);
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
      return getUnlocking(levelId);
    },

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
  };
}
