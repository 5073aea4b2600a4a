"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { TAKE_LIMITS } from "@fz/contracts/teaching";
import { AIR_NAMES, PRACTICE_AIRS, type PracticeAir } from "@fz/contracts/practice-airs";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button } from "@/components/ui/button";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import {
  type SubmissionDetailItem,
  useApproveShareMutation,
  useAssignPracticeMutation,
  useClaimSubmissionMutation,
  useCommentSubmissionMutation,
  useReviewSubmissionMutation,
  useTeacherSubmissionQuery,
} from "@/features/teaching/api/teaching-api";
import { OpenTopicCard } from "@/features/teaching/components/open-topic-card";
import { ReplyMedia } from "@/features/teaching/components/reply-media";
import { PromiseBadge, StatusBadge } from "@/features/teaching/components/status-badge";
import { TakeFigures, TakePlayer, type TakePlayerHandle } from "@/features/teaching/components/take-player";
import type { RecordedTake } from "@/features/teaching/utils/recording";
import { formatTimecode } from "@/features/teaching/utils/timecode";
import type { TakeUploadHandle } from "@/features/teaching/utils/tus-upload";
import { formatDateTime } from "@/lib/format";
import { toast } from "@/lib/toasts";
import { failureStatus } from "@/store/api";
import { useAppSelector } from "@/store/hooks";

/** The recorder (MediaRecorder, count-in) loads when the teacher opens the reply form, not with the page. */
const TakeRecorder = dynamic(() => import("@/features/teaching/components/take-recorder").then((m) => m.TakeRecorder), { ssr: false });

const inputClass = "min-h-11 rounded-xl border border-neutral-300 px-3 font-normal";

/** The teacher's review: the take, comments pinned to its seconds, the answer and a practice assignment. */
export function TeacherReviewPage({ id }: { id: number }) {
  const me = useAppSelector((state) => state.auth.user?.id);
  const { data: take, error, isLoading, refetch } = useTeacherSubmissionQuery(id);
  const [claim, claiming] = useClaimSubmissionMutation();
  const player = useRef<TakePlayerHandle>(null);
  const [at, setAt] = useState(0);

  if (isLoading) return <LoadingPanel message="Cargando la toma…" />;
  if (!take) {
    return failureStatus(error) === 404 ? (
      <ProblemPanel title="No encontramos esta toma" message="Puede que no exista o que no sea de tus cursos." back={{ href: academyPaths.teacher, label: "Ir a la cola" }} />
    ) : (
      <ProblemPanel title="No pudimos cargar la toma" message="Revisa tu conexión e inténtalo de nuevo." onRetry={refetch} />
    );
  }
  const mine = take.status === "in_review" && take.teacher?.id === me;

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <Breadcrumbs items={[{ label: "Tomas por revisar", href: academyPaths.teacher }, { label: take.student.name }]} />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">
            {take.student.name}: {take.theme.title}
          </h1>
          <StatusBadge take={take} />
          <PromiseBadge take={take} />
        </div>
        <p className="text-neutral-700">
          {take.course.title} · {take.level.title} · enviada el {formatDateTime(take.createdAt)}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-4">
          <TakePlayer ref={player} take={take} onTime={setAt} />
          <TakeFigures take={take} />
          {take.note ? (
            <p className="rounded-2xl bg-neutral-50 p-4">
              <span className="font-semibold">Nota del estudiante: </span>
              {take.note}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-4">
          {take.status === "submitted" ? (
            <section className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5">
              <p>Toma esta interpretación para revisarla: nadie más podrá tomarla mientras la revisas.</p>
              <div>
                <Button disabled={claiming.isLoading} onClick={() => void claim(take.id)}>
                  Tomar para revisar
                </Button>
              </div>
            </section>
          ) : null}
          {take.status === "in_review" && !mine ? <p className="rounded-2xl bg-neutral-50 p-4">{take.teacher?.name ?? "Otro profesor"} está revisando esta toma.</p> : null}
          {mine ? (
            <>
              <CommentForm take={take} at={at} onFocus={() => player.current?.pause()} currentTime={() => player.current?.currentTime() ?? at} />
              <ReviewForm take={take} />
            </>
          ) : null}
          {take.status === "reviewed" ? (
            <section className="flex flex-col gap-2 rounded-3xl border border-primary/40 bg-primary-light/50 p-5">
              <h2 className="text-xl font-bold">Tu respuesta</h2>
              <p className="whitespace-pre-line">{take.reply}</p>
              {take.replyMedia ? <ReplyMedia media={take.replyMedia} label="Tu respuesta grabada" /> : null}
            </section>
          ) : null}
          <ShareApproval take={take} />
          {take.status === "reviewed" || mine ? <AssignForm take={take} /> : null}
          <OpenTopicCard take={take} />
        </div>
      </div>
    </div>
  );
}

function CommentForm({ take, at, onFocus, currentTime }: { take: SubmissionDetailItem; at: number; onFocus: () => void; currentTime: () => number }) {
  const [body, setBody] = useState("");
  const [pinned, setPinned] = useState<number | null>(null);
  const [comment, state] = useCommentSubmissionMutation();
  const second = pinned ?? at;
  return (
    <form
      className="flex flex-col gap-2 rounded-3xl border border-neutral-200 p-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!body.trim()) return;
        const result = await comment({ id: take.id, atSeconds: Math.round(second * 10) / 10, body });
        if (!("error" in result)) {
          setBody("");
          setPinned(null);
        }
      }}
    >
      <label htmlFor="comentario" className="font-bold">
        Comentario en {formatTimecode(second)}
      </label>
      <p className="text-sm text-neutral-600">Pausa donde quieras comentar: el comentario queda fijado a ese segundo.</p>
      <textarea
        id="comentario"
        value={body}
        onFocus={() => {
          onFocus();
          setPinned(currentTime());
        }}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={1000}
        className="rounded-xl border border-neutral-300 p-3"
      />
      <div>
        <Button type="submit" variant="dark" size="sm" disabled={state.isLoading || !body.trim()}>
          Agregar comentario
        </Button>
      </div>
    </form>
  );
}

function ReviewForm({ take }: { take: SubmissionDetailItem }) {
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

/** The student allowed the take in the level's library: the teacher approves it or not. */
function ShareApproval({ take }: { take: SubmissionDetailItem }) {
  const [approve, state] = useApproveShareMutation();
  if (take.status !== "reviewed" || take.sharing === "private") return null;
  const requested = take.sharing === "requested";
  return (
    <section className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5" data-testid="share-approval">
      <h2 className="text-xl font-bold">Biblioteca del nivel</h2>
      <p>
        {requested
          ? "El estudiante permite mostrar esta toma, con tus comentarios y tu respuesta, a los demás estudiantes del nivel («Lo que el profesor respondió a otros»)."
          : "Esta toma se muestra a los estudiantes del nivel en «Lo que el profesor respondió a otros»."}
      </p>
      <div className="flex flex-wrap gap-3">
        {requested ? (
          <Button size="sm" disabled={state.isLoading} onClick={() => void approve({ id: take.id, approved: true })}>
            Aprobar para la biblioteca
          </Button>
        ) : null}
        <Button variant="outline-dark" size="sm" disabled={state.isLoading} onClick={() => void approve({ id: take.id, approved: false })}>
          {requested ? "No mostrarla" : "Dejar de mostrarla"}
        </Button>
      </div>
    </section>
  );
}

function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "America/Bogota" });
}

function AssignForm({ take }: { take: SubmissionDetailItem }) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<"tempo_ladder" | "technique">("tempo_ladder");
  const [air, setAir] = useState<PracticeAir>(take.figures?.air ?? "paseo");
  const [from, setFrom] = useState(80);
  const [to, setTo] = useState(100);
  const [step, setStep] = useState(4);
  const [pass, setPass] = useState(80);
  const [bars, setBars] = useState(8);
  const [instructions, setInstructions] = useState("");
  const [due, setDue] = useState(inDays(7));
  const [assign, state] = useAssignPracticeMutation();
  if (!open) {
    return (
      <div>
        <Button variant="outline-dark" size="sm" onClick={() => setOpen(true)}>
          Asignar una tarea de práctica
        </Button>
      </div>
    );
  }
  const ladder = kind === "tempo_ladder";
  const number = (value: number, set: (n: number) => void, label: string, min: number, max: number) => (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <input type="number" value={value} min={min} max={max} onChange={(e) => set(Number(e.target.value))} className={inputClass} />
    </label>
  );
  return (
    <form
      className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5"
      onSubmit={async (event) => {
        event.preventDefault();
        const result = await assign({
          student: take.student.id,
          theme: take.theme.id,
          fromSubmission: take.id,
          kind,
          air: ladder ? air : null,
          bars: ladder ? bars : null,
          tempoFrom: ladder ? from : null,
          tempoTo: ladder ? to : null,
          tempoStep: ladder ? step : null,
          passPercent: ladder ? pass : null,
          instructions,
          dueOn: due,
        });
        if (!("error" in result)) {
          toast.success(`Tarea asignada: ${result.data.title}.`);
          setOpen(false);
        }
      }}
    >
      <h2 className="text-xl font-bold">Tarea de práctica</h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Tipo de tarea</legend>
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input type="radio" name="kind" checked={ladder} onChange={() => setKind("tempo_ladder")} className="size-5 accent-primary" />
          Escalera de tempo
        </label>
        <label className="inline-flex min-h-11 items-center gap-2 font-semibold">
          <input type="radio" name="kind" checked={!ladder} onChange={() => setKind("technique")} className="size-5 accent-primary" />
          Técnica o afinación
        </label>
      </fieldset>
      {ladder ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            Aire
            <select value={air} onChange={(e) => setAir(e.target.value as PracticeAir)} className={inputClass}>
              {PRACTICE_AIRS.map((a) => (
                <option key={a} value={a}>
                  {AIR_NAMES[a]}
                </option>
              ))}
            </select>
          </label>
          {number(from, setFrom, "Desde (BPM)", 40, 240)}
          {number(to, setTo, "Hasta (BPM)", 40, 240)}
          {number(step, setStep, "Paso (BPM)", 1, 40)}
          {number(pass, setPass, "% a tiempo para subir", 1, 100)}
          {number(bars, setBars, "Compases", 1, 64)}
        </div>
      ) : null}
      <label className="flex flex-col gap-1 font-semibold">
        {ladder ? "Indicaciones (opcional)" : "Qué practicar"}
        <textarea value={instructions} onChange={(e) => setInstructions(e.target.value)} rows={3} maxLength={2000} className="rounded-xl border border-neutral-300 p-3 font-normal" />
      </label>
      <label className="flex flex-col gap-1 font-semibold">
        Para el
        <input type="date" value={due} min={inDays(0)} onChange={(e) => setDue(e.target.value)} className={inputClass} />
      </label>
      <div className="flex gap-3">
        <Button type="submit" disabled={state.isLoading}>
          Asignar
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
