"use client";

import { useEffect, useRef, useState } from "react";
import { TAKE_LIMITS } from "@fz/contracts/takes";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import { useSendSubmissionMutation } from "@/features/teaching/api/teaching-api";
import { TakeRecorder } from "@/features/teaching/components/take-recorder";
import { MAX_RECORDING_MB, type RecordedTake } from "@/features/teaching/utils/recording";
import { formatTimecode } from "@/features/teaching/utils/timecode";
import { startTakeUpload, uploadFailure, type TakeUploadHandle } from "@/features/teaching/utils/tus-upload";
import { PlayAlongFigures } from "@/features/teaching/components/play-along-figures";
import { type HandedTake, forgetHandedTake, takeHandedOver } from "@/lib/take-handoff";
import { useAppRouter } from "@/store/use-app-router";

type Take = RecordedTake & { figures: HandedTake["figures"] };

/** The metronome's take, handed over for this topic (once). */
function handedTake(themeId: number): Take | null {
  const handed = takeHandedOver(themeId);
  if (!handed) return null;
  return { blob: handed.blob, type: handed.type, kind: "audio", seconds: handed.seconds, url: URL.createObjectURL(handed.blob), filename: `toma-metronomo.${handed.type.includes("mp4") ? "m4a" : "webm"}`, figures: handed.figures };
}

/**
 * «Enviar mi interpretación»: record with the camera and microphone (or the microphone only) in
 * the browser, or choose a file from the phone; listen back, record again, then send — a
 * resumable upload with its progress, then the take is handed to the topic's teachers.
 */
export function SendTakePage({ themeId, title, assignmentId, countInBpm }: { themeId: number; title: string; assignmentId: number | null; countInBpm: number | null }) {
  const router = useAppRouter();
  const [take, setTake] = useState<Take | null>(null);
  // The metronome's take (client memory only, so after hydration).
  useEffect(() => {
    const handed = handedTake(themeId);
    if (handed) setTake(handed);
  }, [themeId]);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [sendSubmission] = useSendSubmissionMutation();
  const upload = useRef<TakeUploadHandle | null>(null);

  useEffect(() => () => upload.current?.pause(), []);
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  async function send() {
    if (!take) return;
    setProblem(null);
    setProgress(0);
    const handle = startTakeUpload(take.blob, { filename: take.filename, type: take.type, onProgress: (sent, total) => setProgress(total ? Math.round((sent / total) * 100) : 0) });
    upload.current = handle;
    let uploadId: string;
    try {
      uploadId = await handle.done;
    } catch (error) {
      setProgress(null);
      setProblem(uploadFailure(error));
      return;
    }
    try {
      const sent = await sendSubmission({ uploadId, theme: themeId, kind: take.kind, durationSeconds: Math.min(TAKE_LIMITS.maxSeconds, Math.round(take.seconds * 10) / 10), note, figures: take.figures, assignment: assignmentId }).unwrap();
      forgetHandedTake();
      router.push(academyPaths.review(sent.id));
    } catch (error) {
      setProgress(null);
      const data = (error as { data?: { errors?: string[] } }).data;
      setProblem(data?.errors?.[0] ?? "No pudimos enviar tu interpretación. Inténtalo de nuevo.");
    }
  }

  const busy = progress !== null;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <Breadcrumbs items={[{ label: "Mis revisiones", href: academyPaths.reviews }, { label: "Enviar" }]} />
        <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">Enviar mi interpretación</h1>
        <p className="text-lg text-neutral-700">
          {title ? <>Tema: «{title}». </> : null}
          Grábate tocando o elige un archivo (hasta {TAKE_LIMITS.maxSeconds / 60} minutos y {MAX_RECORDING_MB} MB). Tu profesor te responde en 48 horas con comentarios en cada momento de tu toma.
        </p>
      </header>

      {!take ? (
        <TakeRecorder heading="Grabar aquí" countInBpm={countInBpm} onTake={(recorded) => setTake({ ...recorded, figures: null })} onProblem={setProblem} />
      ) : (
        <section aria-labelledby="escuchar" className="flex flex-col gap-4 rounded-3xl border border-neutral-200 p-4 sm:p-6">
          <h2 id="escuchar" className="text-xl font-bold">
            Escucha tu toma ({formatTimecode(take.seconds)})
          </h2>
          {take.figures?.playAlong ? <PlayAlongFigures report={take.figures.playAlong} /> : null}
          {take.figures && !take.figures.playAlong ? (
            <p className="rounded-xl bg-neutral-50 p-3" data-testid="handed-figures">
              Va con lo que midió el metrónomo: {take.figures.hitPercent} % a tiempo a {take.figures.tempoBpm} BPM
              {take.figures.tempoPlayedBpm ? ` (tocaste a ${take.figures.tempoPlayedBpm} BPM)` : ""}.
            </p>
          ) : null}
          {take.kind === "video" ? <video src={take.url} controls playsInline className="aspect-video w-full rounded-2xl bg-black" data-testid="take-preview" /> : <audio src={take.url} controls className="w-full" data-testid="take-preview" />}
          <label className="flex flex-col gap-1 font-semibold">
            Una nota para tu profesor (opcional)
            <textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={2000} rows={3} className="rounded-xl border border-neutral-300 p-3 font-normal" placeholder="¿En qué quieres que se fije? Por ejemplo: «me cuesta el cambio del segundo compás»." />
          </label>
          {busy ? (
            <div className="flex flex-col gap-1">
              <div className="h-3 overflow-hidden rounded-full bg-neutral-200" role="progressbar" aria-label="Subiendo tu grabación" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
                <div className="h-full bg-primary transition-[width]" style={{ width: `${progress}%` }} />
              </div>
              <p className="text-sm text-neutral-700">Subiendo… {progress} %. Si se corta la conexión, continúa donde quedó.</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={send} disabled={busy}>
              Enviar al profesor
            </Button>
            <Button
              variant="outline-dark"
              onClick={() => {
                forgetHandedTake();
                setTake(null);
              }}
              disabled={busy}
            >
              Grabar otra vez
            </Button>
          </div>
        </section>
      )}
      {problem ? (
        <p role="alert" className="rounded-xl border border-error/40 bg-error/5 p-3 font-semibold text-error">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
