import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { TAKE_HEAD_BYTES, detectTakeContainer, remuxToMp4 } from "./take-media";
import type { StagedTake } from "./take-uploads";

/** The first bytes of a staged take (fewer when the file is shorter). */
async function headOf(take: StagedTake, bytes: number): Promise<Buffer> {
  const stream = await take.open();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks, size).subarray(0, bytes);
}

/** A take's bytes as a browser plays them, and what to clean up once they are read. */
export interface PlayableTake {
  type: "video/webm" | "video/mp4";
  body: Readable;
  done(): Promise<void>;
}

/**
 * The take as the teacher's browser will play it: WebM and MP4 as they came; MOV and ADTS AAC
 * rewritten into MP4 by ffmpeg in a temporary folder (removed by `done`). Null: not a take.
 */
export async function playable(take: StagedTake): Promise<PlayableTake | null | "damaged"> {
  const container = detectTakeContainer(await headOf(take, TAKE_HEAD_BYTES));
  if (!container) return null;
  if (container === "webm" || container === "mp4") return { type: container === "webm" ? "video/webm" : "video/mp4", body: await take.open(), done: async () => {} };
  const folder = await mkdtemp(path.join(tmpdir(), "fz-take-"));
  const done = () => rm(folder, { recursive: true, force: true });
  try {
    const input = path.join(folder, container === "mov" ? "toma.mov" : "toma.aac");
    await pipeline(await take.open(), createWriteStream(input));
    const output = path.join(folder, "toma.mp4");
    if (!(await remuxToMp4(container, input, output))) {
      await done();
      return "damaged";
    }
    return { type: "video/mp4", body: createReadStream(output), done };
  } catch (error) {
    await done();
    throw error;
  }
}
