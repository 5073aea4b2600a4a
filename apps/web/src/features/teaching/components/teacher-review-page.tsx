"use client";

import { useRef, useState } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button } from "@/components/ui/button";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { useClaimSubmissionMutation, useTeacherSubmissionQuery } from "@/features/teaching/api/teaching-api";
import { OpenTopicCard } from "@/features/teaching/components/open-topic-card";
import { ReplyMedia } from "@/features/teaching/components/reply-media";
import { PromiseBadge, StatusBadge } from "@/features/teaching/components/status-badge";
import { TakeFigures, TakePlayer, type TakePlayerHandle } from "@/features/teaching/components/take-player";
import { formatDateTime } from "@/lib/format";
import { failureStatus } from "@/store/api";
import { useReadOnOpen } from "@/store/server-data";
import { useAppSelector } from "@/store/hooks";
import { selectAcademyUser } from "@/store/slices/auth-slice";
import { CommentForm } from "@/features/teaching/components/comment-form";
import { ReviewForm } from "@/features/teaching/components/review-form";
import { ShareApproval } from "@/features/teaching/components/share-approval";
import { AssignForm } from "@/features/teaching/components/assign-form";

/** The teacher's review: the take, comments pinned to its seconds, the answer and a practice assignment. */
export function TeacherReviewPage({ id }: { id: number }) {
  const me = useAppSelector((state) => selectAcademyUser(state)?.id);
  // What the server read for the first render (decision 010): the take is in the page's HTML.
  const { data: take, error, isLoading, refetch } = useTeacherSubmissionQuery(id, useReadOnOpen());
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
