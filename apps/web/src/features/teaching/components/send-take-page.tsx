"use client";

import { useEffect, useRef, useState } from "react";
import { TAKE_LIMITS } from "@fz/contracts/teaching";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button } from "@/components/ui/button";
import { academyPaths } from "@/config/academy-navigation";
import { useSendSubmissionMutation } from "@/features/teaching/api/teaching-api";
import { formatTimecode } from "@/features/teaching/model/timecode";
import { startTakeUpload, uploadFailure, type TakeUploadHandle } from "@/features/teaching/model/tus-upload";
import { PlayAlongFigures } from "@/features/teaching/components/play-along-figures";
import { type HandedTake, forgetHandedTake, takeHandedOver } from "@/lib/take-handoff";
import { useAppRouter } from "@/store/use-app-router";

type Kind = "video" | "audio";
interface Take {
  blob: Blob;
  type: string;
  kind: Kind;
  seconds: number;
  url: string;
  filename: string;
  figures: HandedTake["figures"];
}

/** The metronome's take, handed over for this topic (once). */
function handedTake(themeId: number): Take | null {
  const handed = takeHandedOver(themeId);
  if (!handed) return null;
  return { blob: handed.blob, type: handed.type, kind: "audio", seconds: handed.seconds, url: URL.createObjectURL(handed.blob), filename: `toma-metronomo.${handed.type.includes("mp4") ? "m4a" : "webm"}`, figures: handed.figures };
}

const ACCEPT = "video/mp4,video/webm,audio/mp4,audio/x-m4a,audio/webm,.mp4,.m4a,.webm";
const MAX_MB = TAKE_LIMITS.maxBytes / (1024 * 1024);

function recorderType(kind: Kind): string {
  const candidates = kind === "video" ? ["video/webm;codecs=vp8,opus", "video/webm", "video/mp4"] : ["audio/webm;codecs=opus", "audio/webm", "audio/mp4"];
  return candidates.find((t) => typeof MediaRecorder !== "undefined" && MediaRecorder.isTypeSupported(t)) ?? "";
}

/** Four clicks (the first accented) at `bpm`, with the beat shown; resolves on the fifth beat. */
async function clickCountIn(bpm: number, show: (beat: number | null) => void): Promise<void> {
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
function fileSeconds(url: string, kind: Kind): Promise<number> {
  return new Promise((resolve) => {
    const element = document.createElement(kind === "video" ? "video" : "audio");
    element.preload = "metadata";
    element.onloadedmetadata = () => resolve(Number.isFinite(element.duration) ? element.duration : 0);
    element.onerror = () => resolve(0);
    element.src = url;
  });
}

/**
 * «Enviar mi interpretación»: record with the camera and microphone (or the microphone only) in
 * the browser, or choose a file from the phone; listen back, record again, then send — a
 * resumable upload with its progress, then the take is handed to the topic's teachers.
 */
export function SendTakePage({ themeId, title, assignmentId, countInBpm }: { themeId: number; title: string; assignmentId: number | null; countInBpm: number | null }) {
  const router = useAppRouter();
  const [kind, setKind] = useState<Kind>("video");
  const [recording, setRecording] = useState(false);
  const [countIn, setCountIn] = useState(countInBpm !== null);
  const [counting, setCounting] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
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
  const live = useRef<HTMLVideoElement>(null);
  const recorder = useRef<{ recorder: MediaRecorder; stream: MediaStream; started: number; timer: number } | null>(null);
  const upload = useRef<TakeUploadHandle | null>(null);

  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((t) => t.stop());
      if (recorder.current) window.clearInterval(recorder.current.timer);
      upload.current?.pause();
    },
    [],
  );
  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  async function record() {
    setProblem(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: kind === "video" ? { width: 1280, height: 720 } : false });
    } catch {
      setProblem(kind === "video" ? "No pudimos usar la cámara y el micrófono. Revisa los permisos del navegador o graba solo audio." : "No pudimos usar el micrófono. Revisa los permisos del navegador.");
      return;
    }
    // A bar of four clicks at the topic's (or the task's) tempo before the take starts.
    if (countIn && countInBpm) await clickCountIn(countInBpm, setCounting);
    const type = recorderType(kind);
    const media = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const current = recorder.current;
      stream.getTracks().forEach((t) => t.stop());
      if (current) window.clearInterval(current.timer);
      const seconds = current ? (performance.now() - current.started) / 1000 : 0;
      recorder.current = null;
      setRecording(false);
      const blobType = (media.mimeType || type || (kind === "video" ? "video/webm" : "audio/webm")).split(";")[0]!;
      const blob = new Blob(chunks, { type: blobType });
      setTake({ blob, type: blobType, kind, seconds: Math.max(0.1, seconds), url: URL.createObjectURL(blob), filename: `toma.${blobType.includes("mp4") ? "mp4" : "webm"}`, figures: null });
    };
    if (live.current && kind === "video") {
      live.current.srcObject = stream;
      void live.current.play().catch(() => {});
    }
    const started = performance.now();
    const timer = window.setInterval(() => {
      const seconds = (performance.now() - started) / 1000;
      setElapsed(seconds);
      // The limit stops the take by itself.
      if (seconds >= TAKE_LIMITS.maxSeconds) media.stop();
    }, 250);
    recorder.current = { recorder: media, stream, started, timer };
    setTake(null);
    setElapsed(0);
    setRecording(true);
    media.start(1000);
  }

  function stop() {
    recorder.current?.recorder.stop();
  }

  async function choose(file: File | undefined) {
    setProblem(null);
    if (!file) return;
    if (file.size > TAKE_LIMITS.maxBytes) {
      setProblem(`La grabación no puede pesar más de ${MAX_MB} MB.`);
      return;
    }
    const fileKind: Kind = file.type.startsWith("audio/") || /\.m4a$/i.test(file.name) ? "audio" : "video";
    const url = URL.createObjectURL(file);
    const seconds = await fileSeconds(url, fileKind);
    if (seconds > TAKE_LIMITS.maxSeconds) {
      URL.revokeObjectURL(url);
      setProblem(`La grabación no puede durar más de ${TAKE_LIMITS.maxSeconds / 60} minutos.`);
      return;
    }
    const type = file.type || (fileKind === "audio" ? "audio/mp4" : "video/mp4");
    setTake({ blob: file, type, kind: fileKind, seconds: seconds || 1, url, filename: file.name, figures: null });
  }

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
          Grábate tocando o elige un archivo (hasta {TAKE_LIMITS.maxSeconds / 60} minutos y {MAX_MB} MB). Tu profesor te responde en 48 horas con comentarios en cada momento de tu toma.
        </p>
      </header>

      {!take ? (
        <section aria-labelledby="grabar" className="flex flex-col gap-4 rounded-3xl border border-neutral-200 p-4 sm:p-6">
          <h2 id="grabar" className="text-xl font-bold">
            Grabar aquí
          </h2>
          {countInBpm ? (
            <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
              <input type="checkbox" checked={countIn} onChange={(e) => setCountIn(e.target.checked)} disabled={recording || counting !== null} className="size-5 accent-primary" />
              Cuenta de entrada a {countInBpm} BPM
            </label>
          ) : null}
          <fieldset className="flex flex-wrap gap-4" disabled={recording}>
            <legend className="sr-only">Qué grabar</legend>
            {(["video", "audio"] as const).map((k) => (
              <label key={k} className="inline-flex min-h-11 items-center gap-2 font-semibold">
                <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="size-5 accent-primary" />
                {k === "video" ? "Cámara y micrófono" : "Solo micrófono"}
              </label>
            ))}
          </fieldset>
          {kind === "video" ? <video ref={live} muted playsInline className={recording ? "aspect-video w-full rounded-2xl bg-black" : "hidden"} /> : null}
          <div className="flex flex-wrap items-center gap-3">
            {recording ? (
              <>
                <Button variant="dark" onClick={stop}>
                  Detener
                </Button>
                <span className="font-mono text-lg font-semibold" role="timer" aria-live="off">
                  <span className="mr-2 inline-block size-3 animate-pulse rounded-full bg-error" aria-hidden="true" />
                  {formatTimecode(elapsed)}
                </span>
              </>
            ) : counting !== null ? (
              <span className="text-2xl font-extrabold" role="status" data-testid="count-in">
                {counting}…
              </span>
            ) : (
              <Button onClick={record}>Empezar a grabar</Button>
            )}
          </div>
          <div className="border-t border-neutral-200 pt-4">
            <label className="inline-flex min-h-11 cursor-pointer items-center font-semibold underline">
              O elige un archivo de tu teléfono
              <input type="file" accept={ACCEPT} className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} data-testid="take-file" />
            </label>
            <p className="text-sm text-neutral-600">MP4, M4A o WebM.</p>
          </div>
        </section>
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
