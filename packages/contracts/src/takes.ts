/**
 * A student's take (issue 38) as the recorder, the upload and the teacher's promise need it:
 * plain values in a module without zod, so the lesson's lazy parts that record and send a take
 * do not bring the validation library (decision 070). `teaching.ts` re-exports them with its
 * schemas.
 */

/** What a take may be (issue 38): size, length and how many may wait per student and level. */
export const TAKE_LIMITS = {
  maxBytes: 200 * 1024 * 1024,
  maxSeconds: 300,
  maxPendingPerLevel: 3,
} as const;

/**
 * The bytes of a take per request of its resumable upload (the browser's tus `chunkSize`). With
 * S3 the API sends each request on as whole parts of a multipart upload while the next part
 * arrives (`S3_PART_BYTES` in the API's take-uploads.ts divides it), so a request is several
 * parts: fewer requests, and receiving overlaps sending. A connection that drops loses at most
 * the part it was in; the browser resumes from the parts already stored.
 */
export const TAKE_UPLOAD_CHUNK_BYTES = 16 * 1024 * 1024;

/** The teachers answer within 48 hours; «pronto» from 36 hours of waiting. */
export const REVIEW_PROMISE_HOURS = 48;
export const REVIEW_DUE_SOON_HOURS = 36;

/**
 * The types a take may be announced as: WebM (Chromium's MediaRecorder), MP4/M4A (Safari, phones),
 * MOV (iPhone camera files) and AAC (voice recorders). The server checks the bytes, not this.
 */
export const TAKE_FILE_TYPES = ["video/webm", "video/mp4", "video/quicktime", "audio/webm", "audio/mp4", "audio/x-m4a", "audio/aac", "audio/x-aac"] as const;
