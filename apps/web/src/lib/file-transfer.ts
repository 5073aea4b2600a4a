import { buildUrl, freshAccessToken, type QueryValue } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { toCamel } from "@/lib/case";

/**
 * File transfers with the API that the JSON client cannot make: a download kept as a Blob
 * (the CSV export, streamed by the API) and an upload that reports its progress. Both carry
 * the same Bearer token as every other call and fail with the same `ApiError`, so the spec §8
 * toasts explain what went wrong.
 */

/** `attachment; filename="estudiantes-2026-03-01.csv"` → the file name, or null. */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ""));
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}

async function errorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return toCamel(JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** Hands a Blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads `path` (with `query`, camelCase keys as every call) and saves it. A link cannot
 * carry the Authorization header, so the file is fetched with it and saved from memory.
 * Answers the name it was saved under.
 */
export async function downloadFile(
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName: string; accept?: string; signal?: AbortSignal },
): Promise<string> {
  const token = await freshAccessToken();
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      headers: { Accept: options.accept ?? "*/*", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: "no-store",
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(undefined, undefined, error instanceof Error ? error.message : undefined);
  }
  if (!response.ok) throw new ApiError(response.status, await errorBody(response));
  const filename = filenameFromDisposition(response.headers.get("content-disposition")) ?? options.fallbackName;
  saveBlob(await response.blob(), filename);
  return filename;
}

/** Fraction sent, 0 to 1 (null while the browser cannot tell the total). */
export type ProgressListener = (fraction: number | null) => void;

/**
 * Sends `file` as the raw body of a POST (its type as Content-Type) and answers the API's JSON
 * in camelCase. XMLHttpRequest, because fetch cannot report upload progress.
 */
export async function uploadWithProgress<T>(path: string, file: Blob, onProgress: ProgressListener, signal?: AbortSignal): Promise<T> {
  const token = await freshAccessToken();
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", buildUrl(path));
    request.setRequestHeader("Accept", "application/json");
    if (file.type) request.setRequestHeader("Content-Type", file.type);
    if (token) request.setRequestHeader("Authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => onProgress(event.lengthComputable && event.total > 0 ? event.loaded / event.total : null);
    request.onload = () => {
      let body: unknown = undefined;
      if (request.responseText) {
        try {
          body = toCamel(JSON.parse(request.responseText) as unknown);
        } catch {
          body = request.responseText;
        }
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as T);
      } else {
        reject(new ApiError(request.status, body));
      }
    };
    request.onerror = () => reject(new ApiError(undefined, undefined));
    request.onabort = () => reject(new DOMException("La subida se canceló", "AbortError"));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException("La subida se canceló", "AbortError"));
        return;
      }
      signal.addEventListener("abort", () => request.abort(), { once: true });
    }
    request.send(file);
  });
}
