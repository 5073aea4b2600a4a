import { execFile, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { detectVideoType } from "../media/media.service";

/**
 * The containers a take may arrive in, told by their bytes (decision 047): WebM (Chromium's
 * recorder) and MP4/M4A (Safari, phones) are stored as they are; QuickTime MOV (iPhone camera
 * files) and raw AAC in ADTS frames (voice recorders) are rewritten into MP4 by ffmpeg first, so
 * the teacher's browser always gets a container it plays.
 */
export type TakeContainer = "webm" | "mp4" | "mov" | "adts";

/** Bytes enough to see the container, an ID3 tag in front of ADTS frames included. */
export const TAKE_HEAD_BYTES = 4096;

const QUICKTIME_FIRST_BOXES = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

/** An ADTS frame header at `at`: sync word, layer 0, a sane frame length. */
function adtsAt(head: Buffer, at: number): boolean {
  if (head.length < at + 7) return false;
  if (head[at] !== 0xff || (head[at + 1]! & 0xf6) !== 0xf0) return false;
  const frameLength = ((head[at + 3]! & 0x03) << 11) | (head[at + 4]! << 3) | (head[at + 5]! >> 5);
  if (frameLength < 7) return false;
  // A second frame right after the first, when the head reaches it: one sync word alone can be chance.
  const next = at + frameLength;
  return head.length < next + 2 || (head[next] === 0xff && (head[next + 1]! & 0xf6) === 0xf0);
}

export function detectTakeContainer(head: Buffer): TakeContainer | null {
  const video = detectVideoType(head);
  if (video === "video/webm") return "webm";
  if (video === "video/mp4") return "mp4";
  if (head.length >= 12 && head.subarray(4, 8).toString("latin1") === "ftyp" && head.subarray(8, 12).toString("latin1") === "qt  ") return "mov";
  // Older QuickTime files start without `ftyp`.
  if (head.length >= 8 && head.readUInt32BE(0) >= 8 && QUICKTIME_FIRST_BOXES.has(head.subarray(4, 8).toString("latin1"))) return "mov";
  let at = 0;
  if (head.length >= 10 && head.subarray(0, 3).toString("latin1") === "ID3") {
    // The tag's size is four 7-bit bytes ("syncsafe"), plus its 10-byte header.
    at = 10 + ((head[6]! & 0x7f) << 21) + ((head[7]! & 0x7f) << 14) + ((head[8]! & 0x7f) << 7) + (head[9]! & 0x7f);
  }
  return adtsAt(head, at) ? "adts" : null;
}

const run = promisify(execFile);

let ffmpegPath: string | undefined;
/** A system ffmpeg when one is on the PATH (newer, and what the container image installs), else the npm build. */
export function ffmpegBinary(): string {
  if (ffmpegPath) return ffmpegPath;
  const system = spawnSync("ffmpeg", ["-hide_banner", "-version"], { stdio: "ignore" });
  ffmpegPath = system.status === 0 ? "ffmpeg" : (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  return ffmpegPath;
}

/** The codecs of the first video and audio streams, as ffmpeg names them (it prints them while it fails for want of an output). */
async function streamsOf(input: string): Promise<{ video: string | null; audio: string | null }> {
  let text = "";
  try {
    await run(ffmpegBinary(), ["-hide_banner", "-nostdin", "-i", input], { timeout: 30_000 });
  } catch (error) {
    text = String((error as { stderr?: string }).stderr ?? "");
  }
  const codec = (kind: "Video" | "Audio") => text.match(new RegExp(`Stream #0:\\d+.*?: ${kind}: (\\w+)`))?.[1] ?? null;
  return { video: codec("Video"), audio: codec("Audio") };
}

/** What Chromium's and Safari's players both decode inside MP4. */
const PLAYABLE_VIDEO = new Set(["h264"]);
const PLAYABLE_AUDIO = new Set(["aac", "mp3"]);

/**
 * Rewrites a MOV or ADTS take as an MP4 whose index comes first (`+faststart`: it plays and
 * seeks before it has all arrived). Streams the browsers decode are copied as they are; others
 * (HEVC, ProRes, PCM…) are encoded to H.264/AAC. Only the first video and audio streams are
 * kept (QuickTime's timecode and data tracks are not for a player). Answers false when ffmpeg
 * finds no playable media in the file (damaged, or not audio or video at all).
 */
export async function remuxToMp4(container: "mov" | "adts", input: string, output: string): Promise<boolean> {
  const { video, audio } = await streamsOf(input);
  if (!video && !audio) return false;
  const args = ["-hide_banner", "-nostdin", "-loglevel", "error", "-y", "-i", input, "-map", "0:v:0?", "-map", "0:a:0?", "-dn", "-sn"];
  if (video) args.push(...(PLAYABLE_VIDEO.has(video) ? ["-c:v", "copy"] : ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"]));
  if (audio) args.push(...(PLAYABLE_AUDIO.has(audio) ? ["-c:a", "copy"] : ["-c:a", "aac", "-b:a", "160k"]));
  if (container === "adts" && audio === "aac") args.push("-bsf:a", "aac_adtstoasc");
  args.push("-movflags", "+faststart", "-f", "mp4", output);
  try {
    // A five-minute take is copied in well under a second; an encode of one takes minutes of CPU.
    await run(ffmpegBinary(), args, { timeout: 10 * 60_000 });
    return true;
  } catch {
    return false;
  }
}
