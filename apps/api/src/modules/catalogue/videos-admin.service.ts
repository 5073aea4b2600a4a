import type { AdminVideo, TutorialCreate, TutorialPatch, TutorialPriceWrite, VideoUploadResponse } from "@fz/contracts/admin/catalogue";
import type { Database, Tx } from "@fz/db/client";
import { AppError, notFound } from "../../lib/errors";
import type { ProductsService } from "../commerce/products.service";
import { type VideoStore, storeVideoStream } from "../media/media.service";
import { coursePaths, normalizeVideo } from "./catalogue-admin.helpers";
import { chooseSlug, uniqueOr400 } from "./catalogue-admin.service";
import type { RevalidateWebPaths } from "../../plugins/page-revalidation";
import * as repo from "./catalogue-admin.repository";
import * as catalogueRepo from "./catalogue.repository";
import type { AuditService } from "../audit/audit.service";

export interface VideosAdminDeps {
  db: Database;
  /** The shop's prices of tutorials, written with them. */
  products: Pick<ProductsService, "setPrice" | "pricesOfTargets">;
  audit: Pick<AuditService, "record">;
  revalidate: RevalidateWebPaths;
  /** Where self-hosted videos are stored (local disk, or the S3 store); the catalogue serves them through signed URLs. */
  videoStore: VideoStore;
  uploadMaxBytes: number;
}

/** Tutorials sold on their own: CRUD, their price, and video uploads. */
export interface VideosAdminService {
  get(id: number): Promise<AdminVideo>;
  list(filter: { courseId?: number; q?: string }, limit: number, offset: number): Promise<{ total: number; items: AdminVideo[] }>;
  create(adminId: number, input: TutorialCreate): Promise<AdminVideo>;
  update(adminId: number, id: number, input: TutorialPatch): Promise<AdminVideo>;
  /** Refused while students own it or orders name it (unpublish it instead). */
  remove(adminId: number, id: number): Promise<void>;
  /** Stores an uploaded file (MP4 or WebM, checked by its bytes) for a topic or tutorial to point at. */
  upload(adminId: number, body: AsyncIterable<Buffer> | undefined, contentType: string, contentLength: number | undefined): Promise<VideoUploadResponse>;
}

export function createVideosAdminService({ db, products, audit, revalidate, videoStore, uploadMaxBytes }: VideosAdminDeps): VideosAdminService {

  function toVideo(row: catalogueRepo.VideoListRow, prices: AdminVideo["prices"]): AdminVideo {
    const v = row.video;
    return {
      id: v.id,
      slug: v.slug,
      title: v.title,
      description: v.description,
      course: row.course,
      provider: v.provider,
      source: v.source,
      thumbnail: v.thumbnail,
      duration_seconds: v.durationSeconds,
      position: v.position,
      is_published: v.isPublished,
      prices,
      created_at: v.createdAt.toISOString(),
    };
  }

  async function get(id: number): Promise<AdminVideo> {
    const row = await catalogueRepo.findVideo(db, id, { publishedOnly: false });
    if (!row) throw notFound("El tutorial no existe.");
    return toVideo(row, (await products.pricesOfTargets("tutorial", [id])).get(id) ?? []);
  }

  async function setPrices(tx: Tx, videoId: number, prices: TutorialPriceWrite[] | undefined) {
    for (const p of prices ?? []) await products.setPrice({ kind: "tutorial", videoId }, p.currency, p.amount_minor, tx);
  }

  async function requireCourse(tx: Tx, courseId: number | null | undefined) {
    if (courseId != null && !(await repo.lockCourse(tx, courseId))) throw notFound("El curso no existe.");
  }

  const values = (input: TutorialPatch) => ({
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.course_id !== undefined && { courseId: input.course_id }),
    ...(input.thumbnail !== undefined && { thumbnail: input.thumbnail }),
    ...(input.duration_seconds !== undefined && { durationSeconds: input.duration_seconds }),
    ...(input.position !== undefined && { position: input.position }),
    ...(input.is_published !== undefined && { isPublished: input.is_published }),
    ...(input.video !== undefined && (() => {
      const video = normalizeVideo(input.video);
      return { provider: video.provider, source: video.source };
    })()),
  });

  const refresh = async (...courseIds: (number | null)[]) => {
    const slugs = await Promise.all([...new Set(courseIds)].map((id) => repo.courseSlugOf(db, id)));
    await revalidate(coursePaths(...slugs));
  };

  return {
    get,

    async list(filter: { courseId?: number; q?: string }, limit: number, offset: number) {
      const { rows, total } = await catalogueRepo.listVideos(db, { ...filter, publishedOnly: false }, limit, offset);
      const prices = await products.pricesOfTargets("tutorial", rows.map((r) => r.video.id));
      return { total, items: rows.map((r) => toVideo(r, prices.get(r.video.id) ?? [])) };
    },

    async create(adminId: number, input: TutorialCreate): Promise<AdminVideo> {
      const changes = values(input);
      const id = await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            await requireCourse(tx, input.course_id);
            const slug = await chooseSlug(tx, "videos", input.slug, input.title);
            const row = await repo.insertVideo(tx, {
              ...changes,
              slug,
              title: input.title,
              description: input.description,
              provider: changes.provider!,
              source: changes.source!,
              position: input.position ?? (await repo.nextVideoPosition(tx)),
            });
            await setPrices(tx, row.id, input.prices);
            await audit.record(tx, { actorId: adminId, action: "video.create", entity: "video", entityId: row.id, before: null, after: { ...input, slug, video: { provider: row.provider, source: row.source } } });
            return row.id;
          }),
        "Ya existe un tutorial con ese slug.",
      );
      const created = await get(id);
      await refresh(created.course?.id ?? null);
      return created;
    },

    async update(adminId: number, id: number, input: TutorialPatch): Promise<AdminVideo> {
      const before = await get(id);
      const changes = values(input);
      await uniqueOr400(
        () =>
          db.transaction(async (tx) => {
            await requireCourse(tx, input.course_id);
            const row = await repo.lockVideo(tx, id);
            if (!row) throw notFound("El tutorial no existe.");
            const slug = input.slug !== undefined && input.slug !== row.slug ? await chooseSlug(tx, "videos", input.slug, row.title, id) : row.slug;
            await repo.updateVideo(tx, id, { ...changes, slug });
            await setPrices(tx, id, input.prices);
            await audit.record(tx, { actorId: adminId, action: "video.update", entity: "video", entityId: id, before, after: { ...before, ...input, slug } });
          }),
        "Ya existe un tutorial con ese slug.",
      );
      const after = await get(id);
      await refresh(before.course?.id ?? null, after.course?.id ?? null);
      return after;
    },

    async remove(adminId: number, id: number): Promise<void> {
      const before = await get(id);
      await db.transaction(async (tx) => {
        if (!(await repo.lockVideo(tx, id))) throw notFound("El tutorial no existe.");
        const refs = await repo.referencesOf(tx, "video", id);
        if (refs.grants > 0 || refs.orderItems > 0) {
          throw new AppError("conflict", "El tutorial tiene compras o accesos de estudiantes: despublícalo en lugar de eliminarlo.");
        }
        await repo.deleteVideo(tx, id);
        await audit.record(tx, { actorId: adminId, action: "video.delete", entity: "video", entityId: id, before, after: null });
      });
      await refresh(before.course?.id ?? null);
    },

    async upload(adminId: number, body: AsyncIterable<Buffer> | undefined, contentType: string, contentLength: number | undefined) {
      const stored = await storeVideoStream({ store: videoStore, body, declaredType: contentType, declaredLength: contentLength, maxBytes: uploadMaxBytes });
      await db.transaction((tx) =>
        audit.record(tx, { actorId: adminId, action: "video.upload", entity: "media", entityId: stored.source, before: null, after: { ...stored } }),
      );
      return { provider: "self_hosted" as const, source: stored.source, content_type: stored.contentType, size: stored.size };
    },
  };
}
