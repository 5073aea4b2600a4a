import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { type WriteStream, createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { DeleteObjectsCommand, ListObjectsV2Command, type Part, S3Client } from "@aws-sdk/client-s3";
import { FileStore } from "@tus/file-store";
import { type MetadataValue, S3Store } from "@tus/s3-store";
import { type DataStore, Server, type Upload } from "@tus/server";
import { TAKE_FILE_TYPES, TAKE_LIMITS } from "@fz/contracts/teaching";
import type { S3StorageConfig } from "../../plugins/s3.storage";
import { type StagedUploadCache, memoryStagedUploadCache } from "./staged-upload-cache";

/**
 * Resumable uploads of students' takes (the tus protocol, issue 38): the bytes are staged as they
 * arrive, a dropped connection resumes from the server's offset, and nothing is a submission until
 * the student sends the finished upload (`POST /api/submissions/`), which checks the container and
 * moves it into the video store. Uploads older than a day, finished or not, are swept by a job.
 *
 * Staging (decision 047): with S3 configured, `@tus/s3-store` under `tus/` in the bucket — each
 * request of the browser (16 MiB) goes on as whole 8 MiB parts of an S3 multipart upload, so any
 * instance continues an upload another began, and any instance sends it; the upload's metadata is
 * remembered between requests (Redis when configured, staged-upload-cache.ts). Without S3,
 * `@tus/file-store` in `${DATA_DIR}/tus`.
 */

export const TAKE_UPLOADS_PATH = "/api/submissions/uploads";
/** Set by our route from the signed-in user before tus sees the request; a client's own is overwritten. */
export const UPLOADER_HEADER = "x-fz-uploader";
export const STAGED_UPLOAD_TTL_MS = 24 * 3600 * 1000;
/**
 * The parts of the S3 multipart upload a take is staged in (decision 047; S3's minimum is 5 MiB):
 * each of the browser's requests (`TAKE_UPLOAD_CHUNK_BYTES`) is a whole number of them.
 */
export const S3_PART_BYTES = 8 * 1024 * 1024;

const json = (code: string, message: string) => JSON.stringify({ errors: [message], code });
const megabytes = TAKE_LIMITS.maxBytes / (1024 * 1024);

/** tus answers in English plain text: the statuses a student can meet get our Spanish JSON. */
function spanish(status: number, body: string): string {
  if (status === 413) return json("payload_too_large", `La grabación no puede pesar más de ${megabytes} MB.`);
  if (status === 404 || status === 410) return json("not_found", "Esa subida ya no existe. Vuelve a enviar la grabación.");
  if (status === 409) return json("conflict", "La subida no coincide con lo que el servidor ya recibió. Vuelve a intentarlo.");
  if (status === 403) return json("permission_denied", "Esa subida no es tuya.");
  if (status === 400) return json("validation_error", body.startsWith("{") ? JSON.parse(body).errors[0] : "La solicitud de subida no es válida.");
  if (status === 412) return json("precondition_failed", "Falta la cabecera Tus-Resumable: sube la grabación con un cliente tus.");
  if (status === 415) return json("unsupported_media_type", "Las partes de la grabación se envían como application/offset+octet-stream.");
  if (status >= 500) return json("server_error", "Algo ha ocurrido mal, si esto persiste contacte a soporte.");
  return json("validation_error", "La solicitud de subida no es válida.");
}

export interface TusAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface TakeUploads {
  server: Server;
  /**
   * One tus request, answered as data: the API sends it (so its error handler, headers and
   * logging apply), and every refusal is our `{errors, code}` JSON in Spanish — tus itself
   * answers some (a missing Tus-Resumable, a malformed header) in English plain text.
   */
  answer(request: Request): Promise<TusAnswer>;
  /** The finished upload of this student, or a Spanish reason it cannot be sent. */
  finished(uploadId: string, studentId: number): Promise<{ ok: true; take: StagedTake } | { ok: false; status: 400 | 404; message: string }>;
  remove(uploadId: string): Promise<void>;
  /** Removes every staged upload of this user (their account is being deleted). */
  removeOf(userId: number): Promise<number>;
  /** Removes staged uploads older than a day (abandoned or never sent); answers how many. */
  sweep(now?: Date): Promise<number>;
}

/** A finished upload, read from wherever it was staged. */
export interface StagedTake {
  size: number;
  filetype: string;
  open(): Promise<Readable>;
}

const UPLOAD_ID = /^[0-9a-f-]{36}$/;
const gone = { ok: false as const, status: 404 as const, message: "Esa subida ya no existe. Vuelve a enviar la grabación." };

interface Staging {
  store: DataStore;
  /**
   * Who began the upload, from its metadata alone (each part checks it): the store's
   * `getUpload` also lists an S3 upload's parts, which the part's own write does again.
   */
  uploader(id: string): Promise<string | undefined>;
  /** Prefix of the store's ids (`tus/` in the bucket); the client sees the bare uuid. */
  prefix: string;
  open(id: string): Promise<Readable>;
  /** Ids of every staged upload and when it began. */
  list(): Promise<{ id: string; created: number }[]>;
  /** What the store's `remove` leaves behind. */
  removeLeftovers?(id: string): Promise<void>;
}

/**
 * One tus request (`answer`): what its `getUpload` listed of an upload in S3 (`Listing`), and
 * the writes to the store it began. When the body fails (the connection dropped), tus answers at
 * once while the store may still be writing what arrived — sending the whole parts on to S3 — so
 * the answer waits for those writes: the offset the browser asks for next is then the true one.
 */
interface TusRequest {
  listings: Map<string, Listing>;
  writes: Promise<unknown>[];
}
const tusRequest = new AsyncLocalStorage<TusRequest>();

function tracked<T>(write: Promise<T>): Promise<T> {
  tusRequest.getStore()?.writes.push(write.catch(() => {}));
  return write;
}

/** How much of a part is gathered before it goes to the disk in one write. */
const STAGING_WRITE_BYTES = 4 * 1024 * 1024;
/** How much of a part waiting on disk is read at a time on its way to S3. */
const PART_READ_BYTES = 1024 * 1024;

/**
 * `@tus/file-store` writing each part in large writes. Its own stream keeps Node's 16 KiB
 * buffer: a 5 MB part arrived in 64 KiB pieces became as many writes through the thread pool,
 * each waited for before the next piece was read (bench:uploads measured the staging at a small
 * fraction of writing the same bytes directly). With a 4 MiB buffer the pieces that arrive
 * while a write is under way go to the disk together (one `writev`). A part cut in the middle
 * (the connection dropped) still writes what it had received: the upload's offset is the file's
 * size, and the student's browser resumes from there.
 */
class LargeWritesFileStore extends FileStore {
  override write(readable: Readable, fileId: string, offset: number): Promise<number> {
    return tracked(this.writeLarge(readable, fileId, offset));
  }

  private async writeLarge(readable: Readable, fileId: string, offset: number): Promise<number> {
    if (!UPLOAD_ID.test(fileId)) throw { status_code: 404, body: "The file for this url was not found\n" };
    const file = createWriteStream(path.join(this.directory, fileId), { flags: "r+", start: offset, highWaterMark: STAGING_WRITE_BYTES });
    try {
      await new Promise<void>((resolve, reject) => {
        const keepWhatArrived = () => {
          readable.unpipe(file);
          if (!file.writableEnded) file.end();
        };
        readable.once("error", keepWhatArrived);
        readable.once("close", keepWhatArrived);
        file.once("error", reject);
        file.once("close", resolve);
        readable.pipe(file);
      });
    } catch {
      throw { status_code: 500, body: "Something went wrong receiving the file\n" };
    }
    return offset + file.bytesWritten;
  }
}

async function fileStaging(directory: string): Promise<Staging> {
  await mkdir(directory, { recursive: true });
  const store = new LargeWritesFileStore({ directory, expirationPeriodInMilliseconds: STAGED_UPLOAD_TTL_MS });
  return {
    store,
    prefix: "",
    uploader: async (id) => {
      const upload = await store.configstore.get(id);
      if (!upload) throw new Error("gone");
      return upload.metadata?.uploader ?? undefined;
    },
    open: async (id) => createReadStream(`${directory}/${id}`),
    async list() {
      const ids = (await store.configstore.list?.()) ?? [];
      const found = [];
      for (const id of ids) {
        try {
          const upload = await store.getUpload(id);
          found.push({ id, created: upload.creation_date ? new Date(upload.creation_date).getTime() : 0 });
        } catch {
          // Gone meanwhile.
        }
      }
      return found;
    },
  };
}

const S3_PREFIX = "tus/";

/**
 * What one tus request learnt of an upload's parts while `getUpload` read its offset — the parts
 * listed and whether a short `.part` waits — for the `write` of the same PATCH. tus holds the
 * upload's lock from the one to the other, and the client's offset was checked against exactly
 * that listing, so `write` continues from it instead of listing the parts and fetching the
 * `.part` again (two more requests each PATCH). Scoped to the request (`answer`); nothing outlives it.
 */
interface Listing {
  recording: boolean;
  parts?: Part[];
  noIncompletePart?: boolean;
}

/** A part of a PATCH on its way to S3, in a temporary file. */
interface PartOnDisk {
  path: string;
  file: WriteStream;
  size: number;
  /** What the disk answered a write with, if it refused one. */
  error?: Error;
  release: () => Promise<void>;
}

/**
 * `@tus/s3-store` with the upload's metadata remembered between requests (`cache`,
 * staged-upload-cache.ts), each PATCH's listing reused by its write, and its own part writer: a
 * request of the browser costs its parts, one ListParts and one HEAD of the `.part` (and a
 * ListParts and the completion at the end), where the store alone made five GETs of `.info`, two
 * ListParts, a HEAD and a GET of the `.part` besides each part.
 */
class StagingS3Store extends S3Store {
  /** The `.info` alone (remembered): who began the upload, for the owner check of each request. */
  metadataOf(id: string) {
    return this.getMetadata(id);
  }

  forget(id: string) {
    return this.clearCache(id);
  }

  override async getUpload(id: string): Promise<Upload> {
    const listing: Listing = { recording: true };
    tusRequest.getStore()?.listings.set(id, listing);
    let upload: Upload;
    try {
      upload = await super.getUpload(id);
    } finally {
      listing.recording = false;
    }
    if (upload.size === undefined || upload.offset < upload.size) return upload;
    // Finished, or its multipart upload is gone — S3 answers NoSuchUpload to both, and the store
    // takes it for finished. Whether the upload still exists (another instance may have sent or
    // swept it) is for the bucket's `.info` to say, not a remembered copy of it.
    await this.clearCache(id);
    return super.getUpload(id);
  }

  override write(readable: Readable, id: string, offset: number): Promise<number> {
    return tracked(
      super.write(readable, id, offset).finally(() => {
        tusRequest.getStore()?.listings.delete(id);
      }),
    );
  }

  protected override async retrieveParts(id: string, partNumberMarker?: string): Promise<Part[]> {
    const listing = partNumberMarker ? undefined : tusRequest.getStore()?.listings.get(id);
    if (listing?.recording) return (listing.parts = await super.retrieveParts(id));
    if (listing?.parts) {
      // Once: after the write's parts went up, the store lists them afresh to complete the upload.
      const parts = listing.parts;
      listing.parts = undefined;
      return parts;
    }
    return super.retrieveParts(id, partNumberMarker);
  }

  protected override async getIncompletePartSize(id: string): Promise<number | undefined> {
    const size = await super.getIncompletePartSize(id);
    const listing = tusRequest.getStore()?.listings.get(id);
    if (listing?.recording) listing.noIncompletePart = size === undefined;
    return size;
  }

  protected override async downloadIncompletePart(id: string) {
    const listing = tusRequest.getStore()?.listings.get(id);
    if (listing && !listing.recording && listing.noIncompletePart) {
      listing.noIncompletePart = false;
      return undefined;
    }
    return super.downloadIncompletePart(id);
  }

  /**
   * The parts of one PATCH, each sent to S3 as soon as it is whole while the next one arrives.
   * Like the store's own (`StreamSplitter`), each part waits in a temporary file — an instance's
   * memory holds no parts however many students upload at once — but written in large writes:
   * the store's awaited one write per 64 KiB piece that arrived (a thread-pool round trip each)
   * cost more than sending the part on to S3 (decision 052 did the same for the local staging).
   * A part cut short by a dropped connection is discarded, as the store's own does: the offset
   * is the parts already in S3, and the browser resumes from there.
   */
  protected override async uploadParts(metadata: MetadataValue, readable: Readable, firstPartNumber: number, offset: number): Promise<number> {
    const partSize = this.calcOptimalPartSize(metadata.file.size);
    const sending: Promise<void>[] = [];
    let failed: unknown;
    let sent = 0;
    let partNumber = firstPartNumber;
    let part: PartOnDisk | null = null;
    const discard = async (unsent: PartOnDisk) => {
      unsent.file.destroy();
      await rm(unsent.path, { force: true });
      await unsent.release();
    };
    const send = async (whole: PartOnDisk) => {
      whole.file.end();
      try {
        if (!whole.file.closed) await once(whole.file, "close");
        // The disk refused a write (full?): the part is not whole, and never goes to S3.
        if (whole.error) throw whole.error;
      } catch (error) {
        await discard(whole);
        throw error;
      }
      const number = partNumber++;
      offset += whole.size;
      const last = metadata.file.size === offset;
      const upload = (async () => {
        try {
          // Read back in 1 MiB pieces: a sixteenth of the reads (and of the pieces the S3 client
          // writes on) that the default 64 KiB would take.
          const body = createReadStream(whole.path, { highWaterMark: PART_READ_BYTES });
          // Under S3's minimum and not the last: kept as `<id>.part`, prepended to the next PATCH.
          if (whole.size >= this.minPartSize || last) await this.uploadPart(metadata, body, number);
          else await this.uploadIncompletePart(metadata.file.id, body);
          sent += whole.size;
        } catch (error) {
          failed ??= error;
          throw error;
        } finally {
          await rm(whole.path, { force: true });
          await whole.release();
        }
      })();
      upload.catch(() => {}); // Awaited below, with the others.
      sending.push(upload);
    };
    try {
      for await (const piece of readable as AsyncIterable<Buffer>) {
        let rest = piece;
        while (rest.length > 0) {
          if (failed) throw failed;
          if (!part) {
            const permit = await this.partUploadSemaphore.acquire();
            const path = await this.uniqueTmpFileName("fz-tus-part-");
            const file = createWriteStream(path, { highWaterMark: STAGING_WRITE_BYTES });
            const opened: PartOnDisk = { path, file, size: 0, release: () => permit.release() };
            file.on("error", (error) => (opened.error ??= error));
            part = opened;
          }
          if (part.error) throw part.error;
          const fits = rest.subarray(0, partSize - part.size);
          rest = rest.subarray(fits.length);
          part.size += fits.length;
          if (!part.file.write(fits)) await Promise.race([once(part.file, "drain"), once(part.file, "close")]);
          if (part.size === partSize) {
            const whole = part;
            part = null;
            await send(whole);
          }
        }
      }
      if (part) {
        const rest = part;
        part = null;
        await send(rest);
      }
    } catch (error) {
      if (part) await discard(part);
      sending.push(Promise.reject(error));
    } finally {
      await Promise.allSettled(sending);
    }
    await Promise.all(sending);
    return sent;
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    // Never reached today (a take's size is required), but the one change `.info` can undergo.
    await super.declareUploadLength(id, length);
    await this.clearCache(id);
  }
}

function s3Staging(config: S3StorageConfig, cache: StagedUploadCache): Staging {
  const clientConfig = {
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Parts are streamed: with a checksum on every request the SDK wraps them in `aws-chunked`
    // encoding, which several S3-compatible stores (and the test double) store as it came.
    requestChecksumCalculation: "WHEN_REQUIRED" as const,
    responseChecksumValidation: "WHEN_REQUIRED" as const,
  };
  // Expiry is our sweep's (tags are optional in S3-compatible stores).
  const store = new StagingS3Store({ s3ClientConfig: { ...clientConfig, bucket: config.bucket }, partSize: S3_PART_BYTES, useTags: false, cache });
  const client = new S3Client(clientConfig);
  return {
    store,
    prefix: S3_PREFIX,
    uploader: async (id) => (await store.metadataOf(id)).file.metadata?.uploader ?? undefined,
    open: async (id) => (await store.read(id)) as Readable,
    async list() {
      const found = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: S3_PREFIX, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          if (object.Key?.endsWith(".info")) found.push({ id: object.Key.slice(0, -".info".length), created: object.LastModified?.getTime() ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return found;
    },
    // A part under S3's 5 MiB minimum waits as `<id>.part` for the next request; and the store's
    // `remove` of a finished upload stops at aborting its (completed) multipart upload, which S3
    // answers NoSuchUpload, before deleting the object and its `.info`.
    async removeLeftovers(id) {
      await client.send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: [{ Key: id }, { Key: `${id}.info` }, { Key: `${id}.part` }] } }));
      await store.forget(id);
    },
  };
}

export async function createTakeUploads(options: {
  directory: string;
  s3: S3StorageConfig | null;
  /** The S3 staging's memory of uploads' metadata: Redis-backed when REDIS_URL is set (teaching.plugin.ts). */
  cache?: StagedUploadCache;
}): Promise<TakeUploads> {
  const staging = options.s3 ? s3Staging(options.s3, options.cache ?? memoryStagedUploadCache()) : await fileStaging(options.directory);
  const { store, prefix } = staging;
  /** Whether this call removed it (false: gone already). */
  const removeStaged = async (id: string) => {
    const removed = await store.remove(id).then(
      () => true,
      () => false,
    );
    if (!staging.removeLeftovers) return removed;
    return staging.removeLeftovers(id).then(
      () => true,
      () => removed,
    );
  };
  const reject = (status: number, code: string, message: string) => ({ status_code: status, body: json(code, message) });

  const server = new Server({
    path: TAKE_UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: TAKE_LIMITS.maxBytes,
    namingFunction: () => `${prefix}${randomUUID()}`,
    generateUrl: (_req, { path, id }) => `${path}/${id.slice(prefix.length)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? `${prefix}${lastPath}` : undefined),
    async onUploadCreate(req, upload) {
      const uploader = req.headers.get(UPLOADER_HEADER);
      const filetype = upload.metadata?.filetype ?? "";
      if (!uploader) throw reject(401, "not_authenticated", "Debes iniciar sesión para continuar.");
      if (upload.sizeIsDeferred) throw reject(400, "validation_error", "Indica el tamaño de la grabación antes de subirla.");
      if (!(TAKE_FILE_TYPES as readonly string[]).includes(filetype.split(";")[0]!.trim())) {
        throw reject(415, "unsupported_media_type", "La grabación debe ser un video o audio MP4, MOV, WebM, M4A o AAC.");
      }
      if (upload.size === 0) throw reject(400, "validation_error", "La grabación está vacía.");
      // The owner comes from the session, never from what the client wrote.
      return { metadata: { ...upload.metadata, uploader } };
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === "POST" || req.method === "OPTIONS") return;
      const uploader = req.headers.get(UPLOADER_HEADER);
      let owner: string | null | undefined;
      try {
        owner = await staging.uploader(uploadId);
      } catch {
        return; // tus answers 404 itself.
      }
      if (!uploader || owner !== uploader) throw reject(404, "not_found", "Esa subida ya no existe. Vuelve a enviar la grabación.");
    },
    onResponseError(_req, err) {
      if ("status_code" in err) {
        if (err.body.startsWith("{")) return err;
        return { status_code: err.status_code, body: spanish(err.status_code, err.body) };
      }
      return { status_code: 500, body: spanish(500, "") };
    },
  });

  return {
    server,
    async answer(request) {
      const scope: TusRequest = { listings: new Map(), writes: [] };
      const response = await tusRequest.run(scope, () => server.handleWeb(request));
      await Promise.all(scope.writes);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        // Same-origin only: the browser never needs tus's CORS answers here.
        if (!name.startsWith("access-control-") && name !== "content-length" && name !== "content-type") headers[name] = value;
      });
      let body = response.status === 204 || request.method === "HEAD" ? "" : await response.text();
      if (response.status >= 400) {
        if (!body.startsWith("{")) body = spanish(response.status, body);
        headers["content-type"] = "application/json; charset=utf-8";
      }
      return { status: response.status, headers, body };
    },
    async finished(uploadId, studentId) {
      if (!UPLOAD_ID.test(uploadId)) return gone;
      const id = `${prefix}${uploadId}`;
      let upload;
      try {
        upload = await store.getUpload(id);
      } catch {
        return gone;
      }
      if (upload.metadata?.uploader !== String(studentId)) return gone;
      if (upload.size === undefined || upload.offset !== upload.size) {
        return { ok: false, status: 400, message: "La grabación aún no termina de subirse. Espera a que la barra llegue al final." };
      }
      return { ok: true, take: { size: upload.size, filetype: upload.metadata?.filetype ?? "", open: () => staging.open(id) } };
    },
    async remove(uploadId) {
      await removeStaged(`${prefix}${uploadId}`);
    },
    async removeOf(userId) {
      let removed = 0;
      for (const { id } of await staging.list()) {
        try {
          if ((await store.getUpload(id)).metadata?.uploader !== String(userId)) continue;
        } catch {
          continue; // Gone meanwhile.
        }
        if (await removeStaged(id)) removed += 1;
      }
      return removed;
    },
    async sweep(now = new Date()) {
      let removed = 0;
      for (const { id, created } of await staging.list()) {
        if (now.getTime() - created <= STAGED_UPLOAD_TTL_MS) continue;
        // Gone already (another instance's sweep, or the student sent it meanwhile) is fine.
        if (await removeStaged(id)) removed += 1;
      }
      return removed;
    },
  };
}
