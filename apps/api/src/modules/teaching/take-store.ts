import type { Readable } from "node:stream";
import { type RecordedMedia, TAKE_LIMITS } from "@fz/contracts/teaching";
import { AppError, badRequest, notFound } from "../../lib/errors";
import { type StoredVideo, storeVideoStream, type VideoStore } from "../media/media.service";
import { type PlayableTake, playable } from "./take-playback";
import type { StagedTake, TakeUploads } from "./take-uploads";

export interface TakeStoreDeps {
  /** Finished uploads, removed once stored (or refused). */
  uploads: Pick<TakeUploads, "finished" | "remove">;
  videoStore: VideoStore;
}

/** A teacher's recorded reply as stored: its file, type, kind and length. */
export interface StoredReply {
  source: string;
  type: string;
  kind: "video" | "audio";
  seconds: number;
}

/** From a finished upload to a file in the video store: a student's take or a teacher's recorded reply. */
export interface TakeStore {
  /** A staged take made playable (MOV and raw AAC rewritten as MP4), or its Spanish refusal. */
  playableOrRefused(uploadId: string, take: StagedTake): Promise<PlayableTake>;
  /** Copies a playable take into the video store under `takes/`; a damaged one leaves nothing, staged or stored. */
  storeTake(uploadId: string, media: { type: string; body: Readable }): Promise<StoredVideo>;
  /** The teacher's recorded reply, stored before the answer is written (and removed if it is not). */
  storeReply(teacherId: number, media: RecordedMedia | null): Promise<StoredReply | null>;
}

export function createTakeStore({ uploads, videoStore }: TakeStoreDeps): TakeStore {
  async function playableOrRefused(uploadId: string, take: StagedTake): Promise<PlayableTake> {
    const media = await playable(take);
    if (media === null || media === "damaged") {
      await uploads.remove(uploadId);
      throw badRequest(
        media === null
          ? "El archivo no es un video o audio que podamos recibir: envía un MP4, MOV, WebM, M4A o AAC. Grábalo de nuevo o elige otro archivo."
          : "La grabación está incompleta o dañada y no se puede reproducir. Grábala de nuevo o elige otro archivo.",
      );
    }
    return media;
  }

  async function storeTake(uploadId: string, media: { type: string; body: Readable }): Promise<StoredVideo> {
    try {
      // A take rewritten as MP4 may come out a little larger than it was sent.
      return await storeVideoStream({ store: videoStore, body: media.body, declaredType: media.type, maxBytes: Math.round(TAKE_LIMITS.maxBytes * 1.1), folder: "takes" });
    } catch (error) {
      await uploads.remove(uploadId);
      if (error instanceof AppError && error.code === "validation_error") {
        throw badRequest(error.messages.map((m) => m.replace("El video está incompleto o dañado", "La grabación está incompleta o dañada").replace("Vuelve a exportarlo y súbelo de nuevo.", "Grábala de nuevo.")));
      }
      throw error;
    }
  }

  /**
   * A finished upload of this user, made playable and copied into the video store under `takes/`
   * (the same path as a student's take); the staged bytes go either way.
   */
  async function storeStaged(uploadId: string, userId: number): Promise<{ source: string; type: string; size: number }> {
    const staged = await uploads.finished(uploadId, userId);
    if (!staged.ok) throw staged.status === 404 ? notFound(staged.message) : badRequest(staged.message);
    const media = await playableOrRefused(uploadId, staged.take);
    try {
      const stored = await storeTake(uploadId, media);
      return { source: stored.source, type: media.type, size: stored.size };
    } finally {
      media.body.destroy();
      await media.done();
      await uploads.remove(uploadId);
    }
  }

  async function storeReply(teacherId: number, media: RecordedMedia | null): Promise<StoredReply | null> {
    if (!media) return null;
    const stored = await storeStaged(media.upload_id, teacherId);
    return { source: stored.source, type: stored.type, kind: media.kind, seconds: media.duration_seconds };
  }

  return { playableOrRefused, storeTake, storeReply };
}
