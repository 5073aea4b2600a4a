import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from "@fz/contracts/blog";
import { AppError, badRequest } from "../../lib/errors";
import type { MediaStorage } from "./media.storage";

export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const EXTENSIONS: Record<ImageType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };
const CONTENT_TYPES: Record<string, ImageType> = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" };

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
  for await (const chunk of payload) {
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

export type MediaService = ReturnType<typeof createMediaService>;

export function createMediaService({ storage }: { storage: MediaStorage }) {
  return {
    /** Checks the bytes are the declared image type and within the size limit, then stores them. */
    async storeImage(bytes: Buffer, declaredType: string, folder: string): Promise<StoredImage> {
      if (!isImageType(declaredType)) throw unsupportedImageType();
      if (bytes.length === 0) throw badRequest("Envíe la imagen en el cuerpo de la solicitud.");
      if (bytes.length > UPLOAD_IMAGE_MAX_BYTES) throw tooLarge();
      const detected = detectImageType(bytes);
      if (!detected) throw badRequest("El archivo no es una imagen JPEG, PNG o WebP válida.");
      if (detected !== declaredType) {
        throw badRequest(`El contenido del archivo (${detected}) no corresponde al tipo declarado (${declaredType}).`);
      }
      const key = `${folder}/${randomUUID()}.${EXTENSIONS[detected]}`;
      await storage.put(key, bytes, detected);
      return { url: storage.urlFor(key), contentType: detected, size: bytes.length };
    },

    /** A stored upload by key, with its content type, or null. */
    async openUpload(key: string) {
      const file = await storage.get(key);
      if (!file) return null;
      const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)];
      if (!contentType) return null;
      return { ...file, contentType };
    },
  };
}
