/**
 * Opening the microphone, and what went wrong in words a student can act on. The audio is
 * analysed in this browser and never sent anywhere.
 */

export type MicrophoneProblem = "insecure" | "unsupported" | "denied" | "no-device" | "busy" | "unknown";

export class MicrophoneError extends Error {
  constructor(readonly problem: MicrophoneProblem) {
    super(problem);
    this.name = "MicrophoneError";
  }
}

/** The kind of problem behind a getUserMedia failure (DOMException names from the spec). */
export function problemOf(error: unknown): MicrophoneProblem {
  if (error instanceof MicrophoneError) return error.problem;
  const name = error && typeof error === "object" && "name" in error ? String((error as { name: unknown }).name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
    case "OverconstrainedError":
      return "no-device";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "busy";
    default:
      return "unknown";
  }
}

/** Why the page cannot even ask: not HTTPS (or localhost), or a browser without the API. */
export function environmentProblem(env: { isSecureContext: boolean; hasMediaDevices: boolean; hasAudioWorklet: boolean }): MicrophoneProblem | null {
  if (!env.isSecureContext) return "insecure";
  if (!env.hasMediaDevices || !env.hasAudioWorklet) return "unsupported";
  return null;
}

export function currentEnvironmentProblem(): MicrophoneProblem | null {
  if (typeof window === "undefined") return null;
  return environmentProblem({
    isSecureContext: window.isSecureContext,
    hasMediaDevices: Boolean(navigator.mediaDevices?.getUserMedia),
    hasAudioWorklet: typeof AudioWorkletNode !== "undefined",
  });
}

/**
 * The raw microphone: no echo cancellation, noise suppression or automatic gain, which would
 * flatten a held note (the tuner) and smear the start of a hit (Escúchame).
 */
export async function openMicrophone(): Promise<MediaStream> {
  const problem = currentEnvironmentProblem();
  if (problem) throw new MicrophoneError(problem);
  try {
    return await navigator.mediaDevices.getUserMedia({
      audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      video: false,
    });
  } catch (error) {
    throw new MicrophoneError(problemOf(error));
  }
}
