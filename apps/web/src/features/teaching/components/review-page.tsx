"use client";

import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button } from "@/components/ui/button";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { type SubmissionDetailItem, useShareSubmissionMutation, useSubmissionQuery, useWithdrawSubmissionMutation } from "@/features/teaching/api/teaching-api";
import { ReplyMedia } from "@/features/teaching/components/reply-media";
import { StatusBadge } from "@/features/teaching/components/status-badge";
import { TakeFigures, TakePlayer } from "@/features/teaching/components/take-player";
import { VERDICT_LABELS } from "@/features/teaching/utils/timecode";
import { formatDateTime } from "@/lib/format";
import { failureStatus } from "@/store/api";
import { useReadOnOpen } from "@/store/server-data";

/** One of the student's takes: the player with the teacher's markers, the reply and the verdict. */
export function ReviewPage({ id }: { id: number }) {
  // What the server read for the first render (decision 010): the take is in the page's HTML.
  const { data: take, error, isLoading, refetch } = useSubmissionQuery(id, useReadOnOpen());
  const [withdraw, withdrawing] = useWithdrawSubmissionMutation();
  if (isLoading) return <LoadingPanel message="Cargando tu toma…" />;
  if (!take) {
    return failureStatus(error) === 404 ? (
      <ProblemPanel title="No encontramos esta toma" message="Puede que no exista o que no sea tuya." back={{ href: academyPaths.reviews, label: "Ir a mis revisiones" }} />
    ) : (
      <ProblemPanel title="No pudimos cargar tu toma" message="Revisa tu conexión e inténtalo de nuevo." onRetry={refetch} />
    );
  }
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-3">
        <Breadcrumbs items={[{ label: "Mis revisiones", href: academyPaths.reviews }, { label: take.theme.title }]} />
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{take.theme.title}</h1>
          <StatusBadge take={take} />
        </div>
        <p className="text-neutral-700">
          {take.course.title} · {take.level.title} · enviada el {formatDateTime(take.createdAt)}
        </p>
      </header>
      {/* The student comes back for the answer and plays their take when they want to: on a phone,
          the page does not download the whole recording on open. */}
      <TakePlayer take={take} preload="metadata" />
      <TakeFigures take={take} />
      {take.note ? (
        <p className="rounded-2xl bg-neutral-50 p-4">
          <span className="font-semibold">Tu nota: </span>
          {take.note}
        </p>
      ) : null}
      {take.status === "reviewed" ? (
        <section aria-labelledby="respuesta" className="flex flex-col gap-2 rounded-3xl border border-primary/40 bg-primary-light/50 p-5" data-testid="teacher-reply">
          <h2 id="respuesta" className="text-xl font-bold">
            {take.verdict ? VERDICT_LABELS[take.verdict] : "Respuesta"} — {take.teacher?.name ?? "Tu profesor"}
          </h2>
          <p className="whitespace-pre-line">{take.reply}</p>
          {take.replyMedia ? <ReplyMedia media={take.replyMedia} /> : null}
          {take.verdict === "retry" ? (
            <p>
              <a href={academyPaths.sendTake(take.theme.id, take.theme.title)} className="font-semibold underline">
                Enviar otra toma
              </a>
            </p>
          ) : null}
        </section>
      ) : take.status === "withdrawn" ? null : (
        <section className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5">
          <p className="text-neutral-700">{take.status === "in_review" ? `${take.teacher?.name ?? "Tu profesor"} está escuchando tu toma.` : "Tu toma espera a un profesor. Te avisamos cuando llegue la respuesta."}</p>
          <div>
            <Button variant="outline-dark" size="sm" disabled={withdrawing.isLoading} onClick={() => void withdraw(take.id)}>
              Retirar esta toma
            </Button>
          </div>
        </section>
      )}
      {take.status === "reviewed" ? <Sharing take={take} /> : null}
    </div>
  );
}

const SHARING_TEXT = {
  private: "Solo tú y tus profesores ven esta toma. Si quieres, puedes permitir que los demás estudiantes del nivel la vean con los comentarios y la respuesta del profesor: aprenden de lo que te dijo. Aparecerás con tu nombre y la inicial de tu apellido.",
  requested: "Permitiste mostrar esta toma a los estudiantes del nivel. Aparecerá en el tema cuando tu profesor lo apruebe.",
  shared: "Los estudiantes del nivel ven esta toma en el tema, en «Lo que el profesor respondió a otros», con tu nombre y la inicial de tu apellido.",
} as const;

/** The level's shared library: private by default; the student allows it and may withdraw it at any time. */
function Sharing({ take }: { take: SubmissionDetailItem }) {
  const [share, state] = useShareSubmissionMutation();
  const open = take.sharing !== "private";
  return (
    <section aria-labelledby="compartir" className="flex flex-col gap-3 rounded-3xl border border-neutral-200 p-5" data-testid="sharing">
      <h2 id="compartir" className="text-xl font-bold">
        Compartir con tu nivel
      </h2>
      <p className="text-neutral-700">{SHARING_TEXT[take.sharing]}</p>
      <div>
        <Button variant={open ? "outline-dark" : "dark"} size="sm" disabled={state.isLoading} onClick={() => void share({ id: take.id, share: !open })}>
          {open ? "Dejar de compartirla" : "Permitir que otros estudiantes la vean"}
        </Button>
      </div>
    </section>
  );
}
