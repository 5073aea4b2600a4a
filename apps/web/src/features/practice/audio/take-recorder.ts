/**
 * The sound of a take, recorded from the same microphone stream the listener analyses, so the
 * student can hear what the scorer heard. It stays in this browser (a Blob and its object URL)
 * until the student chooses to send it; nothing is uploaded here.
 */

export interface TakeRecording {
  blob: Blob;
  url: string;
  mimeType: string;
}

export interface TakeRecorder {
  /** Stops and answers the recording (null if the browser recorded nothing). */
  stop(): Promise<TakeRecording | null>;
  /** Stops and drops what was recorded. */
  cancel(): void;
}

/** Chromium and Firefox write WebM/Opus (Firefox also Ogg), Safari MP4/AAC. */
const TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/mp4", "audio/ogg;codecs=opus"];

export function recordingType(isTypeSupported: (type: string) => boolean): string | null {
  return TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** Starts recording `stream`, or answers null where MediaRecorder is missing. */
export function startTakeRecorder(stream: MediaStream): TakeRecorder | null {
  if (typeof MediaRecorder === "undefined") return null;
  const mimeType = recordingType((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = mimeType ? new MediaRecorder(stream, { mimeType }) : new MediaRecorder(stream);
    recorder.start(1000);
  } catch {
    return null;
  }
  const chunks: Blob[] = [];
  let cancelled = false;
  recorder.ondataavailable = (event) => {
    if (!cancelled && event.data.size > 0) chunks.push(event.data);
  };
  return {
    stop() {
      return new Promise((resolve) => {
        if (recorder.state === "inactive") {
          resolve(null);
          return;
        }
        recorder.onstop = () => {
          if (cancelled || chunks.length === 0) {
            resolve(null);
            return;
          }
          const type = recorder.mimeType || mimeType || chunks[0]!.type;
          const blob = new Blob(chunks, { type });
          resolve({ blob, url: URL.createObjectURL(blob), mimeType: type });
        };
        recorder.stop();
      });
    },
    cancel() {
      cancelled = true;
      chunks.length = 0;
      if (recorder.state !== "inactive") recorder.stop();
    },
  };
}
