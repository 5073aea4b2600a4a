import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/**
 * Where uploaded files live. Local disk by default; an S3-compatible store implements the
 * same calls (and answers its own public URL) without the callers changing.
 */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or null when there is no such key. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** The URL a browser uses to fetch the key. */
  urlFor(key: string): string;
  /**
   * A large file written as it arrives (a video upload): nothing is visible under `key` until
   * `commit()`, and `abort()` leaves nothing behind.
   */
  createUpload(key: string, contentType: string): Promise<UploadSink>;
  /** Deletes the key's file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
}

export interface UploadSink {
  /** Resolves when the chunk may be followed by the next one (backpressure). */
  write(chunk: Buffer): Promise<void>;
  commit(): Promise<void>;
  abort(): Promise<void>;
}

/**
 * `blog/0f8c…e2.jpg`, `uploads/…mp4`: lower-case folders, then a generated UUID file name.
 * Nothing else is ever a key.
 */
export const MEDIA_KEY_PATTERN =
  /^(?:[a-z0-9-]+\/)+[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp|mp4|webm)$/;

export const LOCAL_UPLOADS_URL_PREFIX = "/api/media/uploads/";

/**
 * Files under `root`: `${DATA_DIR}/uploads` for images (served by the media routes),
 * `${DATA_DIR}/media/videos` for videos (served by the catalogue's signed video route).
 */
export function createLocalDiskStorage(root: string): MediaStorage {
  const resolvedRoot = path.resolve(root);

  function fileFor(key: string): string {
    if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`invalid media key: ${key}`);
    const file = path.resolve(resolvedRoot, key);
    // The pattern already forbids "..", this keeps it true whatever the pattern becomes.
    if (!file.startsWith(resolvedRoot + path.sep)) throw new Error(`media key escapes the root: ${key}`);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const temporary = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(temporary, data, { flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return null;
      const file = fileFor(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    urlFor(key) {
      return `${LOCAL_UPLOADS_URL_PREFIX}${key}`;
    },

    async remove(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return;
      await rm(fileFor(key), { force: true });
    },

    async createUpload(key) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside under a temporary name and renamed when complete.
      const temporary = `${file}.${randomUUID()}.part`;
      const out = createWriteStream(temporary, { flags: "wx" });
      const failed = new Promise<never>((_, reject) => out.once("error", reject));
      failed.catch(() => {});
      return {
        async write(chunk) {
          await Promise.race([new Promise<void>((resolve) => (out.write(chunk) ? resolve() : out.once("drain", resolve))), failed]);
        },
        async commit() {
          await Promise.race([new Promise<void>((resolve) => out.end(resolve)), failed]);
          await rename(temporary, file);
        },
        async abort() {
          // Wait for the descriptor to close: a file still opening would appear after the rm.
          await new Promise<void>((resolve) => {
            if (out.closed) return resolve();
            out.once("close", () => resolve());
            out.destroy();
          });
          await rm(temporary, { force: true });
        },
      };
    },
  };
}
