import type { Course, Level, PlayableVideo, Price, Video, VideoPurchasedDetail } from "@fz/contracts/catalogue";
import type { Database } from "@fz/db/client";
import { catalogueMemo } from "../../lib/catalogue-memo";
import { forbidden, notFound } from "../../lib/errors";
import type { PublicCache } from "../../lib/public-cache";
import { type AccessService, type AccessSet, type Viewer, coverageOfLevel, coverageOfVideo } from "../access/access.service";
import type { LearningService } from "../learning/learning.service";
import type { QuizzesService } from "../quizzes/quizzes.service";
import * as repo from "./catalogue.repository";
import type { MediaSigner } from "./video-files";

/**
 * Prices come from the commerce module (products for 1/4/12 months, tutorials). It plugs
 * in here; until it does, every `prices` list is empty rather than made up.
 */
export interface PriceLookup {
  levelPrices(levelIds: number[]): Promise<Map<number, Price[]>>;
  videoPrices(videoIds: number[]): Promise<Map<number, Price[]>>;
}

const NO_PRICES: PriceLookup = {
  levelPrices: async () => new Map(),
  videoPrices: async () => new Map(),
};

export interface CatalogueDeps {
  db: Database;
  /** What the viewer may open. */
  access: Pick<AccessService, "accessSet">;
  /** The viewer's progress in each level. */
  learning: Pick<LearningService, "levelProgress">;
  /** How many exercises each level has. */
  quizzes: Pick<QuizzesService, "countByLevels">;
  /** Signed URLs of self-hosted tutorials. */
  media: Pick<MediaSigner, "signedUrl">;
  prices?: PriceLookup;
  /** Where the levels' shared part is kept until a catalogue write (the public cache); without it, read every time. */
  cache?: PublicCache;
}

/** The fields of a course every view shows (the catalogue's and the back office's). */
export function courseFields(c: repo.CourseRow) {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    short_description: c.shortDescription,
    description: c.description,
    image: c.image,
    position: c.position,
  };
}

export function toCourse(row: repo.CourseListRow): Course {
  return {
    ...courseFields(row.course),
    instrument: row.instrument,
    levels_count: row.levelsCount,
    topics_count: row.topicsCount,
  };
}

/** The player for a source: providers play in an iframe; own files through a signed URL. */
export function playable(
  media: Pick<MediaSigner, "signedUrl">,
  provider: "youtube" | "vimeo" | "self_hosted",
  source: string,
  durationSeconds: number | null,
): PlayableVideo {
  return provider === "self_hosted"
    ? { provider, embed_url: null, src: media.signedUrl(source), duration_seconds: durationSeconds }
    : { provider, embed_url: source, src: null, duration_seconds: durationSeconds };
}

/** Courses, levels and tutorial videos, each seen through the viewer's access. */
export interface CatalogueService {
  /** The id of a course by id or slug (404 when there is none); undefined for no key. */
  courseIdOf(key: string | undefined): Promise<number | undefined>;
  /** A published level or tutorial by slug, as other modules offer it (a points reward). */
  findOffered(kind: "level" | "video", slug: string): Promise<{ id: number; title: string } | undefined>;
  listCourses(limit: number, offset: number): Promise<{ total: number; items: Course[] }>;
  getCourse(key: string): Promise<Course>;
  listLevels(viewer: Viewer | null, filter: { course?: string; special?: boolean }, limit: number, offset: number): Promise<{ total: number; items: Level[] }>;
  getLevel(viewer: Viewer | null, key: string): Promise<Level>;
  listVideos(viewer: Viewer | null, course: string | undefined, limit: number, offset: number): Promise<{ total: number; items: Video[] }>;
  /** Tutorials the student can watch now (a current video grant or an "all" grant). */
  listPurchasedVideos(viewer: Viewer, limit: number, offset: number): Promise<{ total: number; items: Video[] }>;
  getVideo(viewer: Viewer | null, id: number): Promise<Video>;
  /** The tutorial with its player, only for someone who has it. */
  getPurchasedVideo(viewer: Viewer, id: number): Promise<VideoPurchasedDetail>;
}

export function createCatalogueService({ db, access, learning, quizzes, media, prices = NO_PRICES, cache }: CatalogueDeps): CatalogueService {
  const memo = catalogueMemo(cache);

  /**
   * What every viewer of these levels shares — the rows, their exercise counts and prices —
   * read once and kept until a catalogue write; only access and progress are the viewer's.
   * `read` throws for what does not exist, so a miss is never kept.
   */
  const sharedLevels = (key: string, read: () => Promise<{ rows: repo.LevelListRow[]; total: number }>) =>
    memo(
      `levels\u0000${key}`,
      async () => {
        const { rows, total } = await read();
        const ids = rows.map((r) => r.level.id);
        const [exercises, levelPrices] = await Promise.all([quizzes.countByLevels(ids), prices.levelPrices(ids)]);
        return { rows, total, exercises, levelPrices };
      },
      ({ rows }) => 1024 + 1536 * rows.length,
    );

  async function toLevels(viewer: Viewer | null, shared: Awaited<ReturnType<typeof sharedLevels>>): Promise<Level[]> {
    const { rows, exercises, levelPrices } = shared;
    const ids = rows.map((r) => r.level.id);
    const [set, progress] = await Promise.all([access.accessSet(viewer), viewer ? learning.levelProgress(viewer.id, ids) : Promise.resolve(null)]);
    return rows.map((r) => {
      const coverage = coverageOfLevel(set, r.level);
      return {
        id: r.level.id,
        slug: r.level.slug,
        title: r.level.title,
        description: r.level.description,
        position: r.level.position,
        is_special: r.level.isSpecial,
        image: r.level.image,
        course: { id: r.course.id, slug: r.course.slug, title: r.course.title },
        topics_count: r.topicsCount,
        free_topics_count: r.freeTopicsCount,
        exercises_count: exercises.get(r.level.id) ?? 0,
        prices: levelPrices.get(r.level.id) ?? [],
        access: { has_access: coverage.hasAccess, ends_at: coverage.endsAt?.toISOString() ?? null },
        progress: progress?.get(r.level.id) ?? null,
        unlock_mode: r.level.unlockMode,
        requires_teacher_approval: r.level.requiresTeacherApproval,
      };
    });
  }

  async function toVideos(set: AccessSet, rows: repo.VideoListRow[]): Promise<Video[]> {
    const videoPrices = await prices.videoPrices(rows.map((r) => r.video.id));
    return rows.map(({ video: v, course }) => {
      const coverage = coverageOfVideo(set, v.id);
      return {
        id: v.id,
        slug: v.slug,
        title: v.title,
        description: v.description,
        course: course ?? null,
        provider: v.provider,
        thumbnail: v.thumbnail,
        duration_seconds: v.durationSeconds,
        prices: videoPrices.get(v.id) ?? [],
        purchased: coverage.hasAccess,
        access_ends_at: coverage.endsAt?.toISOString() ?? null,
      };
    });
  }

  async function courseIdOf(key: string | undefined): Promise<number | undefined> {
    if (key === undefined) return undefined;
    const course = await repo.findCourse(db, repo.toKey(key));
    if (!course) throw notFound("El curso no existe.");
    return course.course.id;
  }

  return {
    courseIdOf,

    async findOffered(kind: "level" | "video", slug: string): Promise<{ id: number; title: string } | undefined> {
      if (kind === "video") return repo.findVideoBySlug(db, slug);
      const row = await repo.findLevel(db, { slug });
      return row ? { id: row.level.id, title: row.level.title } : undefined;
    },

    async listCourses(limit: number, offset: number) {
      const { rows, total } = await repo.listCourses(db, limit, offset);
      return { total, items: rows.map(toCourse) };
    },

    async getCourse(key: string): Promise<Course> {
      const row = await repo.findCourse(db, repo.toKey(key));
      if (!row) throw notFound("El curso no existe.");
      return toCourse(row);
    },

    async listLevels(viewer: Viewer | null, filter: { course?: string; special?: boolean }, limit: number, offset: number) {
      const key = `list\u0000${filter.course ?? ""}\u0000${filter.special ? "specials" : ""}\u0000${limit}\u0000${offset}`;
      const shared = await sharedLevels(key, async () => repo.listLevels(db, { courseId: await courseIdOf(filter.course), special: filter.special }, limit, offset));
      return { total: shared.total, items: await toLevels(viewer, shared) };
    },

    async getLevel(viewer: Viewer | null, key: string): Promise<Level> {
      const shared = await sharedLevels(`one\u0000${key}`, async () => {
        const row = await repo.findLevel(db, repo.toKey(key));
        if (!row) throw notFound("El nivel no existe.");
        return { rows: [row], total: 1 };
      });
      const [level] = await toLevels(viewer, shared);
      return level!;
    },

    async listVideos(viewer: Viewer | null, course: string | undefined, limit: number, offset: number) {
      const courseId = await courseIdOf(course);
      const [set, { rows, total }] = await Promise.all([access.accessSet(viewer), repo.listVideos(db, { publishedOnly: true, courseId }, limit, offset)]);
      return { total, items: await toVideos(set, rows) };
    },

    async listPurchasedVideos(viewer: Viewer, limit: number, offset: number) {
      const set = await access.accessSet(viewer);
      const filter = set.admin || set.all ? { publishedOnly: true } : { publishedOnly: true, ids: [...set.videos.keys()] };
      const { rows, total } = await repo.listVideos(db, filter, limit, offset);
      return { total, items: await toVideos(set, rows) };
    },

    async getVideo(viewer: Viewer | null, id: number): Promise<Video> {
      const row = await repo.findVideo(db, id, { publishedOnly: true });
      if (!row) throw notFound("El tutorial no existe.");
      const [video] = await toVideos(await access.accessSet(viewer), [row]);
      return video!;
    },

    async getPurchasedVideo(viewer: Viewer, id: number): Promise<VideoPurchasedDetail> {
      const row = await repo.findVideo(db, id, { publishedOnly: true });
      if (!row) throw notFound("El tutorial no existe.");
      const [video] = await toVideos(await access.accessSet(viewer), [row]);
      if (!video!.purchased) throw forbidden("No ha comprado este tutorial. Adquiéralo para verlo completo.");
      return { ...video!, player: playable(media, row.video.provider, row.video.source, row.video.durationSeconds) };
    },
  };
}
