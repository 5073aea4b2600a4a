import type { SubmissionDetailItem } from "@/features/teaching/api/teaching-api";
import { formatTimecode } from "@/features/teaching/utils/timecode";

/** The teacher's recorded answer, with its player (a signed URL that expires). */
export function ReplyMedia({ media, label = "Respuesta grabada" }: { media: NonNullable<SubmissionDetailItem["replyMedia"]>; label?: string }) {
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-neutral-700">
        {label} · {media.kind === "video" ? "video" : "audio"} de {formatTimecode(media.durationSeconds)}
      </figcaption>
      {media.kind === "video" ? (
        <video src={media.url} controls playsInline preload="metadata" className="aspect-video w-full rounded-2xl bg-black" data-testid="reply-media" />
      ) : (
        <audio src={media.url} controls preload="metadata" className="w-full" data-testid="reply-media" />
      )}
    </figure>
  );
}
