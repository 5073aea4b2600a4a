import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { TAKE_FILE_TYPES, TAKE_LIMITS } from "@fz/contracts/teaching";

/**
 * Resumable uploads of students' takes (the tus protocol, issue 38): the bytes land in a staging
 * folder (`${DATA_DIR}/tus`) as they arrive, a dropped connection resumes from the server's offset,
 * and nothing is a submission until the student sends the finished upload (`POST
 * /api/submissions/`), which checks the container and moves it into the video store. Uploads older
 * than a day, finished or not, are swept by a job.
 */

export const TAKE_UPLOADS_PATH = "/api/submissions/uploads";
/** Set by our route from the signed-in user before tus sees the request; a client's own is overwritten. */
export const UPLOADER_HEADER = "x-fz-uploader";
export const STAGED_UPLOAD_TTL_MS = 24 * 3600 * 1000;

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
  store: FileStore;
  /** The finished upload of this student, or a Spanish reason it cannot be sent. */
  finished(uploadId: string, studentId: number): Promise<{ ok: true; path: string; size: number; filetype: string } | { ok: false; status: 400 | 404; message: string }>;
  remove(uploadId: string): Promise<void>;
  /** Removes every staged upload of this user (their account is being deleted). */
  removeOf(userId: number): Promise<number>;
  /** Removes staged uploads older than a day (abandoned or never sent); answers how many. */
  sweep(now?: Date): Promise<number>;
}

export async function createTakeUploads(directory: string): Promise<TakeUploads> {
  await mkdir(directory, { recursive: true });
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: STAGED_UPLOAD_TTL_MS });
  const reject = (status: number, code: string, message: string) => ({ status_code: status, body: json(code, message) });

  const server = new Server({
    path: TAKE_UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: TAKE_LIMITS.maxBytes,
    namingFunction: () => randomUUID(),
    async onUploadCreate(req, upload) {
      const uploader = req.headers.get(UPLOADER_HEADER);
      const filetype = upload.metadata?.filetype ?? "";
      if (!uploader) throw reject(401, "not_authenticated", "Debes iniciar sesión para continuar.");
      if (upload.sizeIsDeferred) throw reject(400, "validation_error", "Indica el tamaño de la grabación antes de subirla.");
      if (!(TAKE_FILE_TYPES as readonly string[]).includes(filetype.split(";")[0]!.trim())) {
        throw reject(415, "unsupported_media_type", "La grabación debe ser un video o audio MP4, M4A o WebM.");
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
        owner = (await store.getUpload(uploadId)).metadata?.uploader;
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
    store,
    async answer(request) {
      const response = await server.handleWeb(request);
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
      let upload;
      try {
        upload = await store.getUpload(uploadId);
      } catch {
        return { ok: false, status: 404, message: "Esa subida ya no existe. Vuelve a enviar la grabación." };
      }
      if (upload.metadata?.uploader !== String(studentId)) return { ok: false, status: 404, message: "Esa subida ya no existe. Vuelve a enviar la grabación." };
      if (upload.size === undefined || upload.offset !== upload.size) {
        return { ok: false, status: 400, message: "La grabación aún no termina de subirse. Espera a que la barra llegue al final." };
      }
      return { ok: true, path: `${directory}/${uploadId}`, size: upload.size, filetype: upload.metadata?.filetype ?? "" };
    },
    async remove(uploadId) {
      await store.remove(uploadId).catch(() => {});
    },
    async removeOf(userId) {
      const ids = (await store.configstore.list?.()) ?? [];
      let removed = 0;
      for (const id of ids) {
        try {
          if ((await store.getUpload(id)).metadata?.uploader !== String(userId)) continue;
          await store.remove(id);
          removed += 1;
        } catch {
          // Gone meanwhile.
        }
      }
      return removed;
    },
    async sweep(now = new Date()) {
      const ids = (await store.configstore.list?.()) ?? [];
      let removed = 0;
      for (const id of ids) {
        try {
          const upload = await store.getUpload(id);
          const created = upload.creation_date ? new Date(upload.creation_date).getTime() : 0;
          if (now.getTime() - created > STAGED_UPLOAD_TTL_MS) {
            await store.remove(id);
            removed += 1;
          }
        } catch {
          // Gone already (another instance's sweep, or the student sent it meanwhile).
        }
      }
      return removed;
    },
  };
}
