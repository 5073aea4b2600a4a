import { TAKE_UPLOAD_CHUNK_BYTES } from "@fz/contracts/takes";
import { DetailedError, Upload } from "tus-js-client";
import { freshAccessToken } from "@/lib/api-client";

/** Where the API takes resumable uploads of takes (the tus protocol). */
const ENDPOINT = "/api/submissions/uploads/";

export interface TakeUploadHandle {
  /** Resolves with the upload id once every byte is on the server. */
  done: Promise<string>;
  /** Stops sending; the part already sent stays on the server and a new start resumes it. */
  pause(): void;
}

/** The Spanish reason the API gave (our `{errors}` JSON), or a plain one for a dropped connection. */
export function uploadFailure(error: unknown): string {
  if (error instanceof DetailedError) {
    const body = error.originalResponse?.getBody();
    if (body) {
      try {
        const parsed = JSON.parse(body) as { errors?: string[] };
        if (parsed.errors?.[0]) return parsed.errors[0];
      } catch {
        // Not our JSON: fall through.
      }
    }
    if (!error.originalResponse) return "Se perdió la conexión. Tu grabación sigue aquí: vuelve a enviarla y continuará donde quedó.";
  }
  return "No pudimos subir la grabación. Inténtalo de nuevo.";
}

/**
 * Sends a take with tus-js-client: requests of 16 MiB (the API sends each on to S3 as whole parts
 * while the next arrives), retried after a dropped connection, and resumed
 * from the server's offset when the same file is sent again (also after a reload, for a chosen
 * file: the fingerprint is kept in localStorage until the upload completes).
 */
export function startTakeUpload(file: Blob, options: { filename: string; type: string; onProgress: (sent: number, total: number) => void }): TakeUploadHandle {
  let upload: Upload;
  const done = new Promise<string>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: new URL(ENDPOINT, window.location.origin).href,
      chunkSize: TAKE_UPLOAD_CHUNK_BYTES,
      retryDelays: [0, 1000, 3000, 5000, 10000],
      metadata: { filename: options.filename, filetype: options.type },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      async onBeforeRequest(request) {
        const token = await freshAccessToken();
        if (token) request.setHeader("Authorization", `Bearer ${token}`);
      },
      onProgress: options.onProgress,
      onSuccess() {
        resolve(upload.url!.split("/").filter(Boolean).pop()!);
      },
      onError: reject,
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    }, reject);
  });
  return { done, pause: () => void upload.abort() };
}
