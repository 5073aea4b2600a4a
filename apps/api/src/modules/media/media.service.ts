import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from "@fz/contracts/blog";
import { AppError, badRequest } from "../../lib/errors";
import { type MediaStorage, type UploadSink, createLocalDiskStorage } from "../../plugins/media.storage";
import type { S3MediaStorage } from "../../plugins/s3.storage";
import { createContainerCheck } from "./video-container";

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
const CONTENT_TYPES: Record<string, ImageType> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** 40 megapixels: larger than any cover needs, small enough that decoding one cannot exhaust memory. */
const IMAGE_MAX_PIXELS = 40_000_000;
const MAX_MEGABYTES = UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024);
const tooLarge = () => new AppError("payload_too_large", `La imagen no puede pesar más de ${MAX_MEGABYTES} MB.`);
export const unsupportedImageType = () =>
  new AppError("unsupported_media_type", "La imagen debe ser JPEG, PNG o WebP (Content-Type image/jpeg, image/png o image/webp).");

/** The image type by its first bytes (the header can say anything). */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "image/png";
  }
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "image/webp";
  }
  return null;
}

/**
 * Decodes every pixel (off the event loop, in sharp's thread pool): a file cut short or
 * corrupted past its first bytes is refused here instead of showing as a broken image later.
 */
export async function assertImageDecodes(bytes: Buffer): Promise<void> {
  try {
    await sharp(bytes, { failOn: "truncated", sequentialRead: true, limitInputPixels: IMAGE_MAX_PIXELS }).stats();
  } catch {
    throw badRequest("La imagen está incompleta o dañada y no se puede abrir. Vuelve a exportarla y súbela de nuevo.");
  }
}

export function isImageType(value: string): value is ImageType {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(value);
}

/**
 * Content-type parser body for raw image uploads: stops reading as soon as the size limit is
 * passed (and before reading when Content-Length already says so).
 */
export async function readImageBody(request: FastifyRequest, payload: AsyncIterable<Buffer>): Promise<Buffer> {
  const declared = Number(request.headers["content-length"]);
  if (Number.isFinite(declared) && declared > UPLOAD_IMAGE_MAX_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of readUpload(payload)) {
    size += chunk.length;
    if (size > UPLOAD_IMAGE_MAX_BYTES) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

export interface StoredImage {
  url: string;
  contentType: ImageType;
  size: number;
}

/** A stored image's bytes as a stream, with its size and type. */
export interface OpenedImage {
  stream: Readable;
  size: number;
  contentType: ImageType;
}

/** Images uploaded by administrators (covers, blog pictures), on the storage the app chose. */
export interface MediaService {
  /** Checks the bytes are the declared image type and within the size limit, then stores them. */
  storeImage(bytes: Buffer, declaredType: string, folder: string): Promise<StoredImage>;
  /** A stored image by key, with its content type, or null (videos are never served here: they are private). */
  openUpload(key: string): Promise<OpenedImage | null>;
}

export interface MediaDeps {
  storage: MediaStorage;
}

export function createMediaService({ storage }: MediaDeps): MediaService {
  return {
    async storeImage(bytes: Buffer, declaredType: string, folder: string): Promise<StoredImage> {
      if (!isImageType(declaredType)) throw unsupportedImageType();
      if (bytes.length === 0) throw badRequest("Envía la imagen en el cuerpo de la solicitud.");
      if (bytes.length > UPLOAD_IMAGE_MAX_BYTES) throw tooLarge();
      const detected = detectImageType(bytes);
      if (!detected) throw badRequest("El archivo no es una imagen JPEG, PNG o WebP válida.");
      if (detected !== declaredType) {
        throw badRequest(`El contenido del archivo (${detected}) no corresponde al tipo declarado (${declaredType}).`);
      }
      await assertImageDecodes(bytes);
      const key = `${folder}/${randomUUID()}.${EXTENSIONS[detected]}`;
      await storage.put(key, bytes, detected);
      return { url: storage.urlFor(key), contentType: detected, size: bytes.length };
    },

    async openUpload(key: string) {
      const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)];
      if (!contentType) return null;
      const file = await storage.get(key);
      if (!file) return null;
      return { ...file, contentType };
    },
  };
}

// Videos (topics and tutorials) uploaded by administrators -----------------------------------

export const UPLOAD_VIDEO_TYPES = ["video/mp4", "video/webm"] as const;
export type VideoType = (typeof UPLOAD_VIDEO_TYPES)[number];
const VIDEO_EXTENSIONS: Record<VideoType, string> = { "video/mp4": "mp4", "video/webm": "webm" };
/** Enough of the file to see its container (WebM names its DocType within the EBML header). */
const VIDEO_HEAD_BYTES = 64;

const damagedVideo = (problem: string) => badRequest(`El video está incompleto o dañado: ${problem}. Vuelve a exportarlo y súbelo de nuevo.`);

export const unsupportedVideoType = () =>
  new AppError("unsupported_media_type", "El video debe ser MP4 o WebM (Content-Type video/mp4 o video/webm).");

/** The container by its first bytes: ISO BMFF `ftyp` (MP4, not QuickTime) or EBML with DocType webm. */
export function detectVideoType(head: Buffer): VideoType | null {
  if (head.length >= 12 && head.subarray(4, 8).toString("latin1") === "ftyp" && head.subarray(8, 12).toString("latin1") !== "qt  ") {
    return "video/mp4";
  }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3 && head.subarray(0, VIDEO_HEAD_BYTES).includes("webm")) {
    return "video/webm";
  }
  return null;
}

export interface StoredVideo {
  /** `uploads/<uuid>.<ext>`, what a self-hosted topic or tutorial stores as its source. */
  source: string;
  contentType: VideoType;
  size: number;
}

/** How long a presigned video URL lasts (see VideoStore.remoteUrl). */
export const VIDEO_PRESIGNED_SECONDS = 3600;

/**
 * Where self-hosted videos live (decision 019): the local folder `${DATA_DIR}/media/videos`
 * (a source is a path under it), or, with S3 configured, the store under `videos/<source>`.
 * The catalogue's signed route serves a local file itself and redirects to the store for the
 * rest; seeded demo clips and files an operator placed by hand stay local either way.
 */
export interface VideoStore {
  /** Where an upload's bytes go, as they arrive; nothing is visible until `commit()`. */
  createUpload(source: string, contentType: VideoType): Promise<UploadSink>;
  /**
   * A presigned URL of the store for `source` (the store answers the range requests), or null
   * when there is no store or it does not hold the file. An hour: a <video> keeps asking ranges
   * of the URL it was redirected to while the lesson plays, and our signed route hands out a
   * fresh one on every visit.
   */
  remoteUrl(source: string): Promise<string | null>;
  /** Deletes a stored file (a deleted account's takes), locally and in the store. */
  remove(source: string): Promise<void>;
}

export interface VideoStoreDeps {
  /** `${DATA_DIR}/media/videos`: files an operator placed, the seeded clips, uploads without S3. */
  videosDir: string;
  /** The S3-compatible store, when configured. */
  s3?: S3MediaStorage;
  log?: { warn(details: object, message: string): void };
}

export function createVideoStore({ videosDir, s3, log }: VideoStoreDeps): VideoStore {
  const local = createLocalDiskStorage(videosDir);
  const remoteKey = (source: string) => `videos/${source}`;
  return {
    async createUpload(source, contentType) {
      const sink = s3 ? await s3.createUpload(remoteKey(source), contentType) : await local.createUpload(source, contentType);
      return {
        write: (chunk) => sink.write(chunk),
        commit: () => sink.commit(),
        async abort() {
          try {
            await sink.abort();
          } catch (err) {
            // Only parts of an unfinished upload can remain (no object): a lifecycle rule on the
            // bucket clears them (docs/configuration.md, S3).
            log?.warn({ err, source }, "could not discard a refused video upload");
          }
        },
      };
    },
    async remove(source) {
      // Local first: files an operator placed, or written before S3 was configured.
      await local.remove(source);
      if (s3) await s3.remove(remoteKey(source));
    },
    async remoteUrl(source) {
      if (!s3 || !(await s3.exists(remoteKey(source)))) return null;
      return s3.presignedUrl(remoteKey(source), VIDEO_PRESIGNED_SECONDS, { cacheControl: `private, max-age=${VIDEO_PRESIGNED_SECONDS}` });
    },
  };
}

/**
 * Streams an uploaded video into the video store without holding it in memory: the type is
 * checked on the first bytes, the size as it arrives (and up front from Content-Length), the
 * whole container as it passes; the file appears only when complete and every check passed.
 */
export async function storeVideoStream(options: {
  store: VideoStore;
  body: AsyncIterable<Buffer> | undefined;
  declaredType: string;
  declaredLength?: number;
  maxBytes: number;
  /** The folder of the source (`uploads` for the back office's videos, `takes` for students' recordings). */
  folder?: string;
}): Promise<StoredVideo> {
  const { store, body, declaredType, declaredLength, maxBytes, folder = "uploads" } = options;
  if (!(UPLOAD_VIDEO_TYPES as readonly string[]).includes(declaredType)) throw unsupportedVideoType();
  const type = declaredType as VideoType;
  const megabytes = Math.floor(maxBytes / (1024 * 1024));
  const tooLarge = () => new AppError("payload_too_large", `El video no puede pesar más de ${megabytes} MB.`);
  if (declaredLength !== undefined && Number.isFinite(declaredLength) && declaredLength > maxBytes) throw tooLarge();
  if (!body) throw badRequest("Envía el video en el cuerpo de la solicitud.");

  const source = `${folder}/${randomUUID()}.${VIDEO_EXTENSIONS[type]}`;
  const container = createContainerCheck(type);
  const out = await store.createUpload(source, type);
  let size = 0;
  let head: Buffer | null = Buffer.alloc(0);
  const checkHead = (bytes: Buffer) => {
    const detected = detectVideoType(bytes);
    if (!detected) throw badRequest("El archivo no es un video MP4 o WebM válido.");
    if (detected !== type) throw badRequest(`El contenido del archivo (${detected}) no corresponde al tipo declarado (${type}).`);
  };
  try {
    for await (const chunk of readUpload(body)) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      // A damaged container stops the upload at once, but "not a video at all" (the first
      // bytes) is the clearer answer when both hold, so it is checked first.
      const problem = container.push(chunk);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.length < VIDEO_HEAD_BYTES) continue;
        checkHead(head);
        if (problem) throw damagedVideo(problem);
        await out.write(head);
        head = null;
        continue;
      }
      if (problem) throw damagedVideo(problem);
      await out.write(chunk);
    }
    if (size === 0) throw badRequest("Envía el video en el cuerpo de la solicitud.");
    if (head) {
      checkHead(head);
      await out.write(head);
    }
    const problem = container.finish();
    if (problem) throw damagedVideo(problem);
    await out.commit();
    return { source, contentType: type, size };
  } catch (error) {
    // A refused upload leaves nothing behind; the refusal is what the client hears.
    await out.abort().catch(() => {});
    throw error;
  }
}

/**
 * The request body, with a client that hangs up mid-upload turned into an expected refusal
 * (`upload_aborted`, logged at info by the error handler) instead of a 500 logged as a fault.
 */
async function* readUpload(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of body) yield chunk;
  } catch (error) {
    if (isClientAbort(error)) throw new AppError("upload_aborted");
    throw error;
  }
}

export function isClientAbort(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ECONNRESET" || code === "ERR_STREAM_PREMATURE_CLOSE" || (error instanceof Error && error.message === "aborted");
}
