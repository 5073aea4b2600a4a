"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { TAKE_LIMITS } from "@fz/contracts/takes";
import { Button } from "@/components/ui/button";
import { type SubmissionDetailItem, useReviewSubmissionMutation } from "@/features/teaching/api/teaching-api";
import type { RecordedTake } from "@/features/teaching/utils/recording";
import { formatTimecode } from "@/features/teaching/utils/timecode";
import type { TakeUploadHandle } from "@/features/teaching/utils/tus-upload";
import { toast } from "@/lib/toasts";

/** The recorder (MediaRecorder, count-in) loads when the teacher opens the reply form, not with the page. */
const TakeRecorder = dynamic(() => import("@/features/teaching/components/take-recorder").then((m) => m.TakeRecorder), { ssr: false });

/** The answer: a verdict, what to work on, and optionally a recorded video or audio reply sent through tus. */
export function ReviewForm({ take }: { take: SubmissionDetailItem }) {
  const [verdict, setVerdict] = useState<"approved" | "retry">("approved");
  const [reply, setReply] = useState("");
  const [recording, setRecording] = useState(false);
  const [recorded, setRecorded] = useState<RecordedTake | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [review, state] = useReviewSubmissionMutation();
  const upload = useRef<TakeUploadHandle | null>(null);
  useEffect(() => () => upload.current?.pause(), []);
  useEffect(() => () => (recorded ? URL.revokeObjectURL(recorded.url) : undefined), [recorded]);
  const busy = state.isLoading || progress !== null;

  async function submit() {
    setProblem(null);
    let replyMedia: { uploadId: string; kind: "video" | "audio"; durationSeconds: number } | null = null;
    if (recorded) {
      setProgress(0);
      // tus-js-client loads only when there is a recorded reply to send.
      const { startTakeUpload, uploadFailure } = await import("@/features/teaching/utils/tus-upload");
      const handle = startTakeUpload(recorded.blob, { filename: recorded.filename, type: recorded.type, onProgress: (sent, total) => setProgress(total ? Math.round((sent / total) * 100) : 0) });
      upload.current = handle;
      try {
        replyMedia = { uploadId: await handle.done, kind: recorded.kind, durationSeconds: Math.min(TAKE_LIMITS.maxSeconds, Math.round(recorded.seconds * 10) / 10) };
      } catch (error) {
        setProgress(null);
        setProblem(uploadFailure(error));
        return;
      }
    }
    const result = await review({ id: take.id, verdict, reply, replyMedia });
    setProgress(null);
    if (!("error" in result)) toast.success("Respuesta enviada. Avisamos al estudiante.");
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="text-xl font-bold">Tu respuesta</h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Veredicto</legend>
        {(
          [
            ["approved", "¡Aprobado!"],
            ["retry", "Inténtalo de nuevo"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 font-semibold">
            <input type="radio" name="verdict" value={value} checked={verdict === value} onChange={() => setVerdict(value)} className="size-5 accent-primary" />
            {label}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 font-semibold">
        {verdict === "retry" ? "Qué trabajar" : "Mensaje"}
        <textarea value={reply} onChange={(e) => setReply(e.target.value)} rows={4} maxLength={4000} className="rounded-xl border border-neutral-300 p-3 font-normal" required />
      </label>
      {recorded ? (
        <div className="flex flex-col gap-2" data-testid="reply-preview">
          <p className="text-sm font-semibold text-neutral-700">
            Tu respuesta grabada ({recorded.kind === "video" ? "video" : "audio"} de {formatTimecode(recorded.seconds)})
          </p>
          {recorded.kind === "video" ? <video src={recorded.url} controls playsInline className="aspect-video w-full rounded-2xl bg-black" /> : <audio src={recorded.url} controls className="w-full" />}
          <div>
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => setRecorded(null)}>
              Quitar la grabación
            </Button>
          </div>
        </div>
      ) : recording ? (
        <TakeRecorder
          heading="Grabar una respuesta (opcional)"
          fileLabel="O elige un archivo"
          onTake={(take) => {
            setRecorded(take);
            setRecording(false);
          }}
          onProblem={setProblem}
        />
      ) : (
        <div>
          <Button variant="outline-dark" size="sm" onClick={() => setRecording(true)}>
            Responder también en video o audio
          </Button>
        </div>
      )}
      {progress !== null ? (
        <div className="h-3 overflow-hidden rounded-full bg-neutral-200" role="progressbar" aria-label="Subiendo tu respuesta grabada" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-xl border border-error/40 bg-error/5 p-3 font-semibold text-error">
          {problem}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy || !reply.trim()}>
          Enviar respuesta
        </Button>
      </div>
    </form>
  );
}
