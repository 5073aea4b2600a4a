import type { AdminCourse, AdminLevel, AdminPrice, CourseCreate, CoursePatch, LevelCreate, LevelPatch, SubscriptionPriceWrite } from "@fz/contracts/admin/catalogue";
import { missingPrices } from "@fz/contracts/admin/catalogue";
import type { Database, Tx } from "@fz/db/client";
import { AppError, fieldRefused, isUniqueViolation, notFound } from "../../lib/errors";
import { moveTo, versionOf } from "../../lib/ordering";
import type { ProductsService } from "../commerce/products.service";
import { RESERVED_COURSE_SLUGS, catalogueSlug, coursePaths } from "./catalogue-admin.helpers";
import type { RevalidateWebPaths } from "../../plugins/page-revalidation";
import * as repo from "./catalogue-admin.repository";
import { courseFields } from "./catalogue.service";
import type { AuditService } from "../audit/audit.service";

export interface CatalogueAdminDeps {
  db: Database;
  /** The shop's prices of levels and of purchase-all, written with them. */
  products: Pick<ProductsService, "setPrice" | "pricesOfTargets">;
  audit: Pick<AuditService, "record">;
  revalidate: RevalidateWebPaths;
}

type Table = "courses" | "levels" | "videos";
const WHAT: Record<Table, string> = { courses: "un curso", levels: "un nivel", videos: "un tutorial" };

/**
 * The slug to store: the one sent (refused if taken) or one made from the title, numbered
 * until free. A concurrent insert of the same slug still fails on the unique index (then 400).
 */
export async function chooseSlug(db: Database | Tx, table: Table, given: string | undefined, title: string, exceptId?: number): Promise<string> {
  if (given !== undefined) {
    if (table === "courses" && RESERVED_COURSE_SLUGS.has(given)) throw fieldRefused("slug", `«${given}» es una página del sitio: elige otro slug para el curso.`);
    if (await repo.slugTaken(db, table, given, exceptId)) throw fieldRefused("slug", `Ya existe ${WHAT[table]} con el slug «${given}».`);
    return given;
  }
  const base = catalogueSlug(title);
  for (let n = 1; n < 50; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (table === "courses" && RESERVED_COURSE_SLUGS.has(candidate)) continue;
    if (!(await repo.slugTaken(db, table, candidate, exceptId))) return candidate;
  }
  throw fieldRefused("slug", "No se pudo generar un slug libre a partir del título: escribe uno.");
}

/**
 * Runs a write; a unique violation that slipped past the checks (a race) is a 400 about the
 * field (the slug), not a 500.
 */
export async function uniqueOr400<T>(work: () => Promise<T>, message: string, field = "slug"): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefused(field, message);
    throw error;
  }
}

/** Courses and levels (with their prices) for the back office. */
export interface CatalogueAdminService {
  courseDto(id: number): Promise<AdminCourse>;
  levelDto(id: number): Promise<AdminLevel>;
  listCourses(q: string | undefined, limit: number, offset: number): Promise<{ total: number; items: AdminCourse[] }>;
  createCourse(adminId: number, input: CourseCreate): Promise<AdminCourse>;
  updateCourse(adminId: number, id: number, input: CoursePatch): Promise<AdminCourse>;
  /** Only an empty course: levels hold students' progress and access (unpublish it instead). */
  deleteCourse(adminId: number, id: number): Promise<void>;
  listLevels(filter: { courseId?: number; q?: string }, limit: number, offset: number): Promise<{ total: number; items: AdminLevel[] }>;
  createLevel(adminId: number, input: LevelCreate): Promise<AdminLevel>;
  updateLevel(adminId: number, id: number, input: LevelPatch): Promise<AdminLevel>;
  /** Refused while students have access to it or orders name it (unpublish it instead). */
  deleteLevel(adminId: number, id: number): Promise<void>;
}

export function createCatalogueAdminService({ db, products, audit, revalidate }: CatalogueAdminDeps): CatalogueAdminService {

  async function setSubscriptionPrices(tx: Tx, kind: "level" | "purchase_all", targetId: number, prices: SubscriptionPriceWrite[] | undefined) {
    for (const p of prices ?? []) {
      const target = kind === "level" ? { kind, levelId: targetId, months: p.months } : { kind, courseId: targetId, months: p.months };
      await products.setPrice(target, p.currency, p.amount_minor, tx);
    }
  }

  async function pricesOf(kind: "level" | "purchase_all", id: number): Promise<AdminPrice[]> {
    return (await products.pricesOfTargets(kind, [id])).get(id) ?? [];
  }

  function toCourse(row: repo.CourseListRow, prices: AdminPrice[]): AdminCourse {
    const c = row.course;
    return {
      ...courseFields(c),
      instrument_id: c.instrumentId,
      is_published: c.isPublished,
      levels_count: row.levelsCount,
      prices,
      missing_prices: missingPrices(prices),
      created_at: c.createdAt.toISOString(),
    };
  }

  async function courseDto(id: number): Promise<AdminCourse> {
    const row = await repo.findCourse(db, id);
    if (!row) throw notFound("El curso no existe.");
    return toCourse(row, await pricesOf("purchase_all", id));
  }

  async function toLevels(rows: repo.LevelListRow[]): Promise<AdminLevel[]> {
    const ids = rows.map((r) => r.level.id);
    const [prices, themeIds] = await Promise.all([products.pricesOfTargets("level", ids), repo.topicIdsByLevel(db, ids)]);
    return rows.map(({ level: l, course, topicsCount, exercisesCount }) => ({
      id: l.id,
      course,
      slug: l.slug,
      title: l.title,
      description: l.description,
      position: l.position,
      is_special: l.isSpecial,
      image: l.image,
      is_published: l.isPublished,
      topics_count: topicsCount,
      exercises_count: exercisesCount,
      prices: prices.get(l.id) ?? [],
      missing_prices: missingPrices(prices.get(l.id) ?? []),
      version: versionOf(themeIds.get(l.id) ?? []),
      created_at: l.createdAt.toISOString(),
    }));
  }

  async function levelDto(id: number): Promise<AdminLevel> {
    const row = await repo.findLevel(db, id);
    if (!row) throw notFound("El nivel no existe.");
    return (await toLevels([row]))[0]!;
  }

  async function checkInstrument(tx: Tx, instrumentId: number | null | undefined) {
    if (instrumentId != null && !(await repo.instrumentExists(tx, instrumentId))) throw fieldRefused("instrument_id", "El instrumento seleccionado no existe.");
  }

  const courseValues = (input: CoursePatch) => ({
    ...(input.title !== undefined && { title: input.title }),
    ...(input.short_description !== undefined && { shortDescription: input.short_description }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.image !== undefined && { image: input.image }),
    ...(input.instrument_id !== undefined && { instrumentId: input.instrument_id }),
    ...(input.position !== undefined && { position: input.position }),
    ...(input.is_published !== undefined && { isPublished: input.is_published }),
  });

  const levelValues = (input: LevelPatch) => ({
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.is_special !== undefined && { isSpecial: input.is_special }),
    ...(input.image !== undefined && { image: input.image }),
    ...(input.is_published !== undefined && { isPublished: input.is_published }),
  });

  return {
    courseDto,
    levelDto,

    async listCourses(q: string | undefined, limit: number, offset: number) {
      const { rows, total } = await repo.listCourses(db, q, limit, offset);
      const prices = await products.pricesOfTargets("purchase_all", rows.map((r) => r.course.id));
      return { total, items: rows.map((r) => toCourse(r, prices.get(r.course.id) ?? [])) };
    },

    async createCourse(adminId: number, input: CourseCreate): Promise<AdminCourse> {
      const created = await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            await checkInstrument(tx, input.instrument_id);
            const slug = await chooseSlug(tx, "courses", input.slug, input.title);
            const position = input.position ?? (await repo.nextCoursePosition(tx));
            const row = await repo.insertCourse(tx, {
              ...courseValues(input),
              slug,
              title: input.title,
              shortDescription: input.short_description,
              description: input.description,
              position,
            });
            await setSubscriptionPrices(tx, "purchase_all", row.id, input.prices);
            await audit.record(tx, { actorId: adminId, action: "course.create", entity: "course", entityId: row.id, before: null, after: { ...input, slug } });
            return row;
          }),
        "Ya existe un curso con ese slug.",
      );
      await revalidate(coursePaths(created.slug));
      return courseDto(created.id);
    },

    async updateCourse(adminId: number, id: number, input: CoursePatch): Promise<AdminCourse> {
      const before = await courseDto(id);
      const slug = await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            const row = await repo.lockCourse(tx, id);
            if (!row) throw notFound("El curso no existe.");
            await checkInstrument(tx, input.instrument_id);
            const newSlug = input.slug !== undefined && input.slug !== row.slug ? await chooseSlug(tx, "courses", input.slug, row.title, id) : row.slug;
            await repo.updateCourse(tx, id, { ...courseValues(input), slug: newSlug });
            await setSubscriptionPrices(tx, "purchase_all", id, input.prices);
            await audit.record(tx, { actorId: adminId, action: "course.update", entity: "course", entityId: id, before, after: { ...before, ...input, slug: newSlug } });
            return newSlug;
          }),
        "Ya existe un curso con ese slug.",
      );
      await revalidate(coursePaths(before.slug, slug));
      return courseDto(id);
    },

    async deleteCourse(adminId: number, id: number): Promise<void> {
      const before = await courseDto(id);
      await db.transaction(async (tx) => {
        if (!(await repo.lockCourse(tx, id))) throw notFound("El curso no existe.");
        if ((await repo.orderedIds(tx, "levels", id)).length > 0) {
          throw new AppError("conflict", "El curso tiene niveles: elimínalos primero o despublica el curso.");
        }
        const refs = await repo.referencesOf(tx, "course", id);
        if (refs.grants > 0 || refs.orderItems > 0) throw new AppError("conflict", "El curso tiene accesos o pedidos: despublícalo en lugar de eliminarlo.");
        await repo.deleteCourse(tx, id);
        await audit.record(tx, { actorId: adminId, action: "course.delete", entity: "course", entityId: id, before, after: null });
      });
      await revalidate(coursePaths(before.slug));
    },

    async listLevels(filter: { courseId?: number; q?: string }, limit: number, offset: number) {
      const { rows, total } = await repo.listLevels(db, filter, limit, offset);
      return { total, items: await toLevels(rows) };
    },

    async createLevel(adminId: number, input: LevelCreate): Promise<AdminLevel> {
      const id = await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            // The course's lock orders its levels' positions.
            const course = await repo.lockCourse(tx, input.course_id);
            if (!course) throw notFound("El curso no existe.");
            const slug = await chooseSlug(tx, "levels", input.slug, input.title);
            const ids = await repo.orderedIds(tx, "levels", course.id);
            const end = (await repo.maxPosition(tx, "levels", course.id)) + 1;
            const row = await repo.insertLevel(tx, { ...levelValues(input), courseId: course.id, slug, title: input.title, description: input.description, position: end });
            await repo.rewritePositions(tx, "levels", course.id, moveTo([...ids, row.id], row.id, input.position ?? ids.length + 1));
            await setSubscriptionPrices(tx, "level", row.id, input.prices);
            await audit.record(tx, { actorId: adminId, action: "level.create", entity: "level", entityId: row.id, before: null, after: { ...input, slug } });
            return row.id;
          }),
        "Ya existe un nivel con ese slug.",
      );
      const level = await levelDto(id);
      await revalidate(coursePaths(level.course.slug));
      return level;
    },

    async updateLevel(adminId: number, id: number, input: LevelPatch): Promise<AdminLevel> {
      const before = await levelDto(id);
      await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            // Always the course first, then the level (the same order as create and delete: no deadlock).
            await repo.lockCourse(tx, before.course.id);
            const row = await repo.lockLevel(tx, id);
            if (!row) throw notFound("El nivel no existe.");
            const slug = input.slug !== undefined && input.slug !== row.slug ? await chooseSlug(tx, "levels", input.slug, row.title, id) : row.slug;
            await repo.updateLevel(tx, id, { ...levelValues(input), slug });
            if (input.position !== undefined) {
              const ids = await repo.orderedIds(tx, "levels", row.courseId);
              await repo.rewritePositions(tx, "levels", row.courseId, moveTo(ids, id, input.position));
            }
            await setSubscriptionPrices(tx, "level", id, input.prices);
            await audit.record(tx, { actorId: adminId, action: "level.update", entity: "level", entityId: id, before, after: { ...before, ...input, slug } });
          }),
        "Ya existe un nivel con ese slug.",
      );
      await revalidate(coursePaths(before.course.slug));
      return levelDto(id);
    },

    async deleteLevel(adminId: number, id: number): Promise<void> {
      const before = await levelDto(id);
      await db.transaction(async (tx) => {
        const course = await repo.lockCourse(tx, before.course.id);
        const row = await repo.lockLevel(tx, id);
        if (!course || !row) throw notFound("El nivel no existe.");
        const refs = await repo.referencesOf(tx, "level", id);
        if (refs.grants > 0 || refs.orderItems > 0) {
          throw new AppError("conflict", "El nivel tiene accesos o pedidos de estudiantes: despublícalo en lugar de eliminarlo.");
        }
        await repo.deleteLevel(tx, id);
        await repo.rewritePositions(tx, "levels", row.courseId, await repo.orderedIds(tx, "levels", row.courseId));
        await audit.record(tx, { actorId: adminId, action: "level.delete", entity: "level", entityId: id, before, after: null });
      });
      await revalidate(coursePaths(before.course.slug));
    },
  };
}
