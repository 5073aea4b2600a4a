"use client";

import { useEffect, useId, useRef, useState } from "react";
import { TAKE_LIMITS } from "@fz/contracts/takes";
import { Button } from "@/components/ui/button";
import { RECORDING_ACCEPT, type RecordedTake, type RecordingKind, chosenRecording, clickCountIn, recorderType } from "@/features/teaching/utils/recording";
import { formatTimecode } from "@/features/teaching/utils/timecode";

/**
 * Records in the browser with MediaRecorder — camera and microphone, or the microphone only —
 * after an optional count-in, stopping by itself at the length limit; or takes a file chosen
 * from the phone. The student's take and the teacher's recorded reply both come from here.
 */
export function TakeRecorder({
  heading,
  countInBpm = null,
  fileLabel = "O elige un archivo de tu teléfono",
  onTake,
  onProblem,
}: {
  heading: string;
  countInBpm?: number | null;
  fileLabel?: string;
  onTake: (take: RecordedTake) => void;
  onProblem: (message: string | null) => void;
}) {
  const [kind, setKind] = useState<RecordingKind>("video");
  const [recording, setRecording] = useState(false);
  const [countIn, setCountIn] = useState(countInBpm !== null);
  const [counting, setCounting] = useState<number | null>(null);
  const [elapsed, setElapsed] = useState(0);
  const live = useRef<HTMLVideoElement>(null);
  const recorder = useRef<{ recorder: MediaRecorder; stream: MediaStream; started: number; timer: number } | null>(null);
  const headingId = useId();

  useEffect(
    () => () => {
      recorder.current?.stream.getTracks().forEach((t) => t.stop());
      if (recorder.current) window.clearInterval(recorder.current.timer);
    },
    [],
  );

  async function record() {
    onProblem(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: kind === "video" ? { width: 1280, height: 720 } : false });
    } catch {
      onProblem(kind === "video" ? "No pudimos usar la cámara y el micrófono. Revisa los permisos del navegador o graba solo audio." : "No pudimos usar el micrófono. Revisa los permisos del navegador.");
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
      onTake({ blob, type: blobType, kind, seconds: Math.max(0.1, seconds), url: URL.createObjectURL(blob), filename: `toma.${blobType.includes("mp4") ? "mp4" : "webm"}` });
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
    setElapsed(0);
    setRecording(true);
    media.start(1000);
  }

  async function choose(file: File | undefined) {
    onProblem(null);
    if (!file) return;
    const chosen = await chosenRecording(file);
    if (typeof chosen === "string") onProblem(chosen);
    else onTake(chosen);
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-3xl border border-neutral-200 p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      {countInBpm ? (
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input type="checkbox" checked={countIn} onChange={(e) => setCountIn(e.target.checked)} disabled={recording || counting !== null} className="size-5 accent-primary" />
          Cuenta de entrada a {countInBpm} BPM
        </label>
      ) : null}
      <fieldset className="flex flex-wrap gap-x-4" disabled={recording}>
        <legend className="sr-only">Qué grabar</legend>
        {(["video", "audio"] as const).map((k) => (
          <label key={k} className="inline-flex min-h-11 items-center gap-2 font-semibold">
            <input type="radio" name={`${headingId}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} className="size-5 accent-primary" />
            {k === "video" ? "Cámara y micrófono" : "Solo micrófono"}
          </label>
        ))}
      </fieldset>
      {kind === "video" ? <video ref={live} muted playsInline className={recording ? "aspect-video w-full rounded-2xl bg-black" : "hidden"} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        {recording ? (
          <>
            <Button variant="dark" onClick={() => recorder.current?.recorder.stop()}>
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
          {fileLabel}
          <input type="file" accept={RECORDING_ACCEPT} className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} data-testid="take-file" />
        </label>
        <p className="text-sm text-neutral-600">MP4, MOV, WebM, M4A o AAC.</p>
      </div>
    </section>
  );
}
