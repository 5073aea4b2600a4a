import type { AdminTopic, MoveRequest, ReorderRequest, TopicCreate, TopicPatch } from "@fz/contracts/admin/catalogue";
import type { Database, Tx } from "@fz/db/client";
import { AppError, badRequest, fieldRefused, notFound } from "../../lib/errors";
import { moveTo, versionOf } from "../../lib/ordering";
import { catalogueSlug, coursePaths, normalizeVideo } from "./catalogue-admin.helpers";
import { uniqueOr400 } from "./catalogue-admin.service";
import type { RevalidateWebPaths } from "../../plugins/page-revalidation";
import * as catalogue from "./catalogue-admin.repository";
import type { TopicRow } from "./catalogue.repository";
import * as repo from "./topics-admin.repository";
import type { AuditService } from "../audit/audit.service";
import { renderMarkdown } from "../../lib/markdown";

export interface TopicsAdminDeps {
  db: Database;
  audit: Pick<AuditService, "record">;
  revalidate: RevalidateWebPaths;
}

export function toAdminTopic(row: TopicRow): AdminTopic {
  return {
    id: row.id,
    level_id: row.levelId,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    position: row.position,
    is_free_preview: row.isFreePreview,
    video: row.videoProvider && row.videoSource ? { provider: row.videoProvider, source: row.videoSource } : null,
    duration_seconds: row.durationSeconds,
    practice_preset: row.practicePreset ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const STALE_ORDER = "Otra persona cambió los temas de este nivel mientras tanto. Recarga la lista e inténtalo de nuevo.";

/** The level's topic order after a reorder or a move, and its new `version`. */
export interface TopicOrder {
  level_id: number;
  ids: number[];
  version: string;
}

/** What a page of a level's topics answers besides them: the level, and the order's `version`. */
export interface TopicsPageExtra {
  level: { id: number; slug: string; title: string; course: { id: number; slug: string; title: string } };
  version: string;
}

/**
 * A level's topics. Every change of their order (create, delete, reorder, move) holds the
 * level's row lock and rewrites positions in one transaction; a reorder also checks the
 * `version` the client read, so of two admins reordering at once one wins and the other gets 409.
 */
export interface TopicsAdminService {
  list(levelId: number, limit: number, offset: number): Promise<{ total: number; items: AdminTopic[]; extra: TopicsPageExtra }>;
  get(id: number): Promise<AdminTopic>;
  create(adminId: number, levelId: number, input: TopicCreate): Promise<AdminTopic>;
  update(adminId: number, id: number, input: TopicPatch): Promise<AdminTopic>;
  remove(adminId: number, id: number): Promise<void>;
  /** The full new order, accepted only if the level is still as the client read it (`version`). */
  reorder(adminId: number, levelId: number, input: ReorderRequest): Promise<TopicOrder>;
  /** One step up or down, atomically (no version needed: it applies to the order as it is now). */
  move(adminId: number, id: number, input: MoveRequest): Promise<TopicOrder>;
}

export function createTopicsAdminService({ db, audit, revalidate }: TopicsAdminDeps): TopicsAdminService {
  async function requireLevel(levelId: number) {
    const level = await repo.levelWithCourse(db, levelId);
    if (!level) throw notFound("El nivel no existe.");
    return level;
  }

  async function requireTopic(id: number) {
    const theme = await repo.findTopic(db, id);
    if (!theme) throw notFound("El tema no existe.");
    return theme;
  }

  async function lockLevel(tx: Tx, levelId: number) {
    if (!(await catalogue.lockLevel(tx, levelId))) throw notFound("El nivel no existe.");
  }

  async function chooseSlug(tx: Tx, levelId: number, given: string | undefined, title: string, exceptId?: number) {
    if (given !== undefined) {
      if (await repo.topicSlugTaken(tx, levelId, given, exceptId)) throw fieldRefused("slug", `Ya hay un tema con el slug «${given}» en este nivel.`);
      return given;
    }
    const base = catalogueSlug(title);
    for (let n = 1; n < 50; n += 1) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!(await repo.topicSlugTaken(tx, levelId, candidate, exceptId))) return candidate;
    }
    throw fieldRefused("slug", "No se pudo generar un slug libre a partir del título: escribe uno.");
  }

  function videoValues(input: TopicPatch) {
    const values: { videoProvider?: "youtube" | "vimeo" | "self_hosted" | null; videoSource?: string | null; durationSeconds?: number | null } = {};
    if (input.video === null) Object.assign(values, { videoProvider: null, videoSource: null });
    else if (input.video !== undefined) {
      const video = normalizeVideo(input.video);
      Object.assign(values, { videoProvider: video.provider, videoSource: video.source });
    }
    if (input.duration_seconds !== undefined) values.durationSeconds = input.duration_seconds;
    return values;
  }

  const refresh = (level: { course: { slug: string } }) => revalidate(coursePaths(level.course.slug));

  return {
    async list(levelId: number, limit: number, offset: number) {
      const level = await requireLevel(levelId);
      const [{ rows, total }, ids] = await Promise.all([repo.listTopics(db, levelId, limit, offset), catalogue.orderedIds(db, "themes", levelId)]);
      return { total, items: rows.map(toAdminTopic), extra: { level, version: versionOf(ids) } };
    },

    async get(id: number): Promise<AdminTopic> {
      return toAdminTopic(await requireTopic(id));
    },

    async create(adminId: number, levelId: number, input: TopicCreate): Promise<AdminTopic> {
      const level = await requireLevel(levelId);
      const video = videoValues(input);
      const theme = await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            await lockLevel(tx, levelId);
            const slug = await chooseSlug(tx, levelId, input.slug, input.title);
            const ids = await catalogue.orderedIds(tx, "themes", levelId);
            const row = await repo.insertTopic(tx, {
              levelId,
              slug,
              title: input.title,
              summary: input.summary,
              body: input.body,
              // Rendered once here, so a topic GET only reads it.
              bodyHtml: renderMarkdown(input.body),
              isFreePreview: input.is_free_preview,
              practicePreset: input.practice_preset ?? null,
              ...video,
              position: (await catalogue.maxPosition(tx, "themes", levelId)) + 1,
            });
            if (input.position !== undefined && input.position <= ids.length) {
              await catalogue.rewritePositions(tx, "themes", levelId, moveTo([...ids, row.id], row.id, input.position));
            }
            const created = (await repo.findTopic(tx, row.id))!;
            await audit.record(tx, { actorId: adminId, action: "theme.create", entity: "theme", entityId: row.id, before: null, after: toAdminTopic(created) });
            return created;
          }),
        "Ya hay un tema con ese slug en este nivel.",
      );
      await refresh(level);
      return toAdminTopic(theme);
    },

    async update(adminId: number, id: number, input: TopicPatch): Promise<AdminTopic> {
      const current = await requireTopic(id);
      const level = await requireLevel(current.levelId);
      const video = videoValues(input);
      const theme = await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            await lockLevel(tx, current.levelId);
            const before = await repo.findTopic(tx, id);
            if (!before) throw notFound("El tema no existe.");
            const slug = input.slug !== undefined && input.slug !== before.slug ? await chooseSlug(tx, before.levelId, input.slug, before.title, id) : undefined;
            const after = await repo.updateTopic(tx, id, {
              ...(slug !== undefined && { slug }),
              ...(input.title !== undefined && { title: input.title }),
              ...(input.summary !== undefined && { summary: input.summary }),
              ...(input.body !== undefined && { body: input.body, bodyHtml: renderMarkdown(input.body) }),
              ...(input.is_free_preview !== undefined && { isFreePreview: input.is_free_preview }),
              ...(input.practice_preset !== undefined && { practicePreset: input.practice_preset }),
              ...video,
            });
            await audit.record(tx, { actorId: adminId, action: "theme.update", entity: "theme", entityId: id, before: toAdminTopic(before), after: toAdminTopic(after) });
            return after;
          }),
        "Ya hay un tema con ese slug en este nivel.",
      );
      await refresh(level);
      return toAdminTopic(theme);
    },

    async remove(adminId: number, id: number): Promise<void> {
      const current = await requireTopic(id);
      const level = await requireLevel(current.levelId);
      await db.transaction(async (tx) => {
        await lockLevel(tx, current.levelId);
        const before = await repo.findTopic(tx, id);
        if (!before) throw notFound("El tema no existe.");
        await repo.deleteTopic(tx, id);
        await catalogue.rewritePositions(tx, "themes", before.levelId, await catalogue.orderedIds(tx, "themes", before.levelId));
        await audit.record(tx, { actorId: adminId, action: "theme.delete", entity: "theme", entityId: id, before: toAdminTopic(before), after: null });
      });
      await refresh(level);
    },

    async reorder(adminId: number, levelId: number, input: ReorderRequest) {
      const level = await requireLevel(levelId);
      const result = await db.transaction(async (tx) => {
        await lockLevel(tx, levelId);
        const current = await catalogue.orderedIds(tx, "themes", levelId);
        if (versionOf(current) !== input.version) throw new AppError("conflict", STALE_ORDER);
        const sent = new Set(input.ids);
        if (sent.size !== input.ids.length || sent.size !== current.length || current.some((themeId) => !sent.has(themeId))) {
          throw badRequest("La lista debe contener cada tema del nivel exactamente una vez.");
        }
        await catalogue.rewritePositions(tx, "themes", levelId, input.ids);
        await audit.record(tx, { actorId: adminId, action: "theme.reorder", entity: "level", entityId: levelId, before: { ids: current }, after: { ids: input.ids } });
        return { level_id: levelId, ids: input.ids, version: versionOf(input.ids) };
      });
      await refresh(level);
      return result;
    },

    async move(adminId: number, id: number, { direction }: MoveRequest) {
      const current = await requireTopic(id);
      const level = await requireLevel(current.levelId);
      const result = await db.transaction(async (tx) => {
        await lockLevel(tx, current.levelId);
        const ids = await catalogue.orderedIds(tx, "themes", current.levelId);
        const index = ids.indexOf(id);
        if (index < 0) throw notFound("El tema no existe.");
        const target = direction === "up" ? index - 1 : index + 1;
        if (target < 0 || target >= ids.length) return { level_id: current.levelId, ids, version: versionOf(ids) };
        const next = [...ids];
        [next[index], next[target]] = [next[target]!, next[index]!];
        await catalogue.rewritePositions(tx, "themes", current.levelId, next);
        await audit.record(tx, { actorId: adminId, action: "theme.move", entity: "level", entityId: current.levelId, before: { ids }, after: { ids: next, moved: id, direction } });
        return { level_id: current.levelId, ids: next, version: versionOf(next) };
      });
      await refresh(level);
      return result;
    },
  };
}
