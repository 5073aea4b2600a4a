import { TAKE_FILE_TYPES, TAKE_LIMITS } from "@fz/contracts/takes";

export type RecordingKind = "video" | "audio";

/** A recording ready to listen back to and send: recorded here or chosen as a file. */
export interface RecordedTake {
  blob: Blob;
  type: string;
  kind: RecordingKind;
  seconds: number;
  url: string;
  filename: string;
}

/** What the file picker offers: the containers a take may come in. */
export const RECORDING_ACCEPT = "video/mp4,video/webm,video/quicktime,audio/mp4,audio/x-m4a,audio/webm,audio/aac,.mp4,.mov,.m4a,.aac,.webm";
export const MAX_RECORDING_MB = TAKE_LIMITS.maxBytes / (1024 * 1024);

/** The type MediaRecorder writes here: WebM in Chromium and Firefox, MP4 in Safari. */
export function recorderType(kind: RecordingKind): string {
  const candidates = kind === "video" ? ["video/webm;codecs=vp8,opus", "video/webm", "video/mp4"] : ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"];
  return candidates.find((t) => typeof MediaRecorder !== "undefined" && MediaRecorder.isTypeSupported(t)) ?? "";
}

/** Four clicks (the first accented) at `bpm`, with the beat shown; resolves on the fifth beat. */
export async function clickCountIn(bpm: number, show: (beat: number | null) => void): Promise<void> {
  const beat = 60 / bpm;
  const audio = new AudioContext();
  const start = audio.currentTime + 0.1;
  for (let i = 0; i < 4; i += 1) {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = i === 0 ? 1500 : 1000;
    gain.gain.setValueAtTime(0.5, start + i * beat);
    gain.gain.exponentialRampToValueAtTime(0.001, start + i * beat + 0.05);
    osc.connect(gain).connect(audio.destination);
    osc.start(start + i * beat);
    osc.stop(start + i * beat + 0.06);
  }
  for (let i = 0; i < 4; i += 1) {
    show(i + 1);
    await new Promise((resolve) => setTimeout(resolve, (i === 0 ? 100 : 0) + beat * 1000));
  }
  show(null);
  void audio.close();
}

/** The length of a chosen file, from the browser's own reading of it (0 when it cannot tell). */
export function fileSeconds(url: string, kind: RecordingKind): Promise<number> {
  return new Promise((resolve) => {
    const element = document.createElement(kind === "video" ? "video" : "audio");
    element.preload = "metadata";
    element.onloadedmetadata = () => resolve(Number.isFinite(element.duration) ? element.duration : 0);
    element.onerror = () => resolve(0);
    element.src = url;
  });
}

/** A chosen file as a recording, or the Spanish reason it cannot be one. */
export async function chosenRecording(file: File): Promise<RecordedTake | string> {
  if (file.size > TAKE_LIMITS.maxBytes) return `La grabación no puede pesar más de ${MAX_RECORDING_MB} MB.`;
  const kind: RecordingKind = file.type.startsWith("audio/") || /\.(m4a|aac)$/i.test(file.name) ? "audio" : "video";
  const url = URL.createObjectURL(file);
  const seconds = await fileSeconds(url, kind);
  if (seconds > TAKE_LIMITS.maxSeconds) {
    URL.revokeObjectURL(url);
    return `La grabación no puede durar más de ${TAKE_LIMITS.maxSeconds / 60} minutos.`;
  }
  // The server tells the container by its bytes; the announced type only has to be one it takes
  // (Windows calls an .aac «audio/vnd.dlna.adts»).
  const type = (TAKE_FILE_TYPES as readonly string[]).includes(file.type) ? file.type : /\.aac$/i.test(file.name) ? "audio/aac" : /\.mov$/i.test(file.name) ? "video/quicktime" : kind === "audio" ? "audio/mp4" : "video/mp4";
  return { blob: file, type, kind, seconds: seconds || 1, url, filename: file.name };
}
