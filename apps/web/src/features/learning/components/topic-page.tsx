"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import dynamic from "next/dynamic";
import { AcademyLink } from "@/components/ui/academy-link";
import { memo, useCallback, useRef, type ReactNode } from "react";
import { toast } from "@/lib/toasts";
import {
  ArrowRightIcon,
  CheckCircleIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  LockIcon,
  QuizIcon,
  SparkIcon,
} from "@/components/ui/icons";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Button, buttonClasses } from "@/components/ui/button";
import { Prose } from "@/components/ui/prose";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { Unlock } from "@/components/ui/unlock-slot";
import { academyPaths } from "@/config/academy-navigation";
import { LazyRateDialog } from "@/features/learning/components/lazy-rate-dialog";
import { PracticeWithMetronome, SendTake } from "@/features/learning/components/topic-practice-cards";
import type { PlayerHandle } from "@/features/learning/types/player-handle";
import {
  useDismissRatePromptMutation,
  useFinishTopicMutation,
  useRateLevelMutation,
  useTopicQuery,
} from "@/features/learning/api/learning-api";
import { selectAskForRate, type RatesState } from "@/features/learning/stores/rates-slice";
import type { RecommendationItem, TopicDetailItem, TopicRefItem } from "@/lib/academy-types";
import { formatDuration } from "@/lib/academy-format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useLevelQuery, useTemaryQuery } from "@/store/catalogue-api";
import { useAppSelector } from "@/store/hooks";
import { loadStatus, retryAll } from "@/store/query-status";
import { useReadOnOpen } from "@/store/server-data";

/**
 * The player in a chunk of its own, rendered on the server as ever: in the browser its code
 * loads and hydrates after the rest of the page, in a task of its own, so the page's first
 * interactive moment does not wait for the player's controls. Memoised (with stable props):
 * a re-render reaching it before it hydrated would make React drop its server HTML for the
 * loading state, and the lesson would jump.
 */
const PracticePlayer = memo(
  dynamic(() => import("@/features/learning/components/practice-player").then((module) => module.PracticePlayer)),
);

/**
 * The topic's scores (issue 39): alphaTab and the panel load only on topics that have one,
 * after the page, in the browser (the score is drawn in a worker there anyway).
 */
const ScorePanel = dynamic(() => import("@/features/learning/notation/score-panel").then((module) => module.ScorePanel), {
  ssr: false,
  loading: () => <p className="text-neutral-600">Cargando la partitura…</p>,
});

/**
 * A topic: the practice player, the lesson, "Marcar como terminado", what comes next, and
 * the rating prompt when the API asks for it. A locked topic explains what unlocks it.
 */
export function TopicPage({ levelId, topicSlug, temary, shared }: { levelId: number; topicSlug: string; temary?: ReactNode; shared?: ReactNode }) {
  const readOnOpen = useReadOnOpen();
  const themeRead = useTopicQuery({ slug: topicSlug, levelId }, readOnOpen);
  // The level's temary (the side list, above the lesson on phones) is asked for at the same
  // time, not once the topic has arrived, and the page appears when both have answered:
  // nothing moves when the second answer lands. A failed temary only leaves the list out.
  const temaryRead = useTemaryQuery({ levelId, quiet: true });
  const status = loadStatus([themeRead], [404, 400]);
  const current = themeRead.currentData ?? null;
  const locked = current?.isLocked ?? false;
  // A locked topic names what unlocks it: the level's prices and free topics.
  const level = useLevelQuery(locked ? { key: levelId, quiet: true } : skipToken, readOnOpen).currentData ?? null;
  const total = temaryRead.currentData?.results.length ?? null;
  const temarySettled = temaryRead.currentData !== undefined || temaryRead.isError;
  const askForRate = useAppSelector((state: { rates: RatesState }) => selectAskForRate(state, levelId));
  const [finishTopic, finishing] = useFinishTopicMutation();
  const [rateLevel] = useRateLevelMutation();
  const [dismissRatePrompt] = useDismissRatePromptMutation();
  // The score follows and drives the player through this (a stable object for the memoised player).
  const playerHandle = useRef<PlayerHandle | null>(null);

  useDocumentTitle(current ? current.title : null);
  const { refetch } = themeRead;
  const reload = useCallback(() => void refetch(), [refetch]);

  const finish = useCallback(async () => {
    if (!current) return;
    const result = await finishTopic({ slug: current.slug, levelId });
    if (result.data) {
      const { progress } = result.data;
      toast.success("¡Tema terminado!", {
        description: `Llevas ${progress.finished} de ${progress.total} temas del nivel (${progress.percentage} %).`,
      });
    }
  }, [finishTopic, current, levelId]);

  const rate = useCallback(
    async (score: number, comment: string) => {
      const result = await rateLevel({ levelId, score, comment });
      if (!result.data) return false;
      toast.success("¡Gracias por calificar este nivel!");
      return true;
    },
    [rateLevel, levelId],
  );

  if (status === "notFound") {
    return (
      <ProblemPanel
        title="Tema no encontrado"
        message="No encontramos este tema en el nivel. Puede que el enlace esté mal escrito."
        back={{ href: academyPaths.level(levelId), label: "Ver el temario del nivel" }}
      />
    );
  }
  if (status === "failed") {
    return (
      <ProblemPanel title="No pudimos cargar el tema" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => retryAll([themeRead, temaryRead])} />
    );
  }
  // Still loading: the topic or the temary has not answered yet (both appear together).
  if (!current || !temarySettled) return <LoadingPanel message="Cargando el tema…" />;

  // Where the student stands: the topic as read, moved by "Marcar como terminado".
  const { finished, nextTheme, recommendation } = current;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs
        items={[
          { label: "Mis cursos", href: academyPaths.home },
          { label: current.course.title, href: academyPaths.course(current.course.slug) },
          { label: `Nivel ${current.level.title}`, href: academyPaths.level(levelId) },
          { label: current.title },
        ]}
      />

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* First in the document, as phones show it: the page arrives in pieces, and a list
            moved above the lesson by CSS would push the lesson down when it arrived. */}
        <aside aria-label="Temario" className="min-w-0 lg:col-start-2 lg:row-start-1">
          {temary}
        </aside>

        <article className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1" aria-labelledby="tema-titulo">
          {!locked && current.video ? (
            <PracticePlayer key={current.id} video={current.video} title={current.title} onReload={reload} handleRef={playerHandle} />
          ) : null}
          {!locked && current.scores.length > 0 ? (
            <ScorePanel key={current.id} levelId={levelId} themeId={current.id} hasVideo={Boolean(current.video)} topicSlug={current.slug} scores={current.scores} handleRef={playerHandle} />
          ) : null}

          <header className="flex flex-col gap-3">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-neutral-600">
              <span>
                Tema {current.position}
                {total ? ` de ${total}` : ""} · Nivel {current.level.title}
              </span>
              {current.durationSeconds ? <span>{formatDuration(current.durationSeconds)} de video</span> : null}
              {current.isFreePreview && !locked && current.access === "free_preview" ? (
                <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-bold text-success-ink">Tema gratuito</span>
              ) : null}
            </p>
            <h1 id="tema-titulo" className="text-3xl leading-tight font-extrabold sm:text-4xl">
              {current.title}
            </h1>
            {current.summary ? <p className="text-lg text-neutral-700">{current.summary}</p> : null}
          </header>

          {locked && current.unlock ? (
            <TopicLockPanel lock={current.unlock} levelId={levelId} />
          ) : locked ? (
            <Unlock
              title={`Este tema es parte del nivel ${current.level.title}`}
              description={
                `${freeTopicsSentence(level?.freeTopicsCount ?? 0)}Con un plan de acceso abres este tema y ` +
                `${level ? `los ${level.topicsCount} temas` : "todos los temas"} del nivel con sus videos, además de sus ejercicios.`
              }
              levelSlug={current.level.slug}
              prices={level?.prices ?? []}
            />
          ) : (
            <>
              {current.practicePreset ? <PracticeWithMetronome themeId={current.id} preset={current.practicePreset} /> : null}
              <SendTake themeId={current.id} title={current.title} tempoBpm={current.practicePreset?.tempoBpm ?? null} />
              <FinishBar
                finished={finished}
                finishing={finishing.isLoading}
                onFinish={() => void finish()}
                levelId={levelId}
                nextTheme={nextTheme}
                requirement={current.requirement}
                exerciseId={recommendation.exercise?.id ?? null}
              />
              {/* Once the topic is done, what comes next goes first; before, it waits below the lesson. */}
              {finished ? <NextStep recommendation={recommendation} /> : null}
              {current.bodyHtml ? (
                <div className="rounded-3xl border border-neutral-200 bg-white p-5 sm:p-8">
                  <Prose html={current.bodyHtml} />
                </div>
              ) : null}
              {!finished ? <NextStep recommendation={recommendation} /> : null}
              {/* «Lo que el profesor respondió a otros» (teaching): its own lazy part and read. */}
              {shared}
            </>
          )}

          <TopicPager levelId={levelId} previous={current.previousTheme} next={nextTheme} />
        </article>
      </div>

      <LazyRateDialog
        open={askForRate}
        levelTitle={current.level.title}
        onSubmit={rate}
        onDismiss={() => void dismissRatePrompt({ slug: current.slug, levelId })}
      />
    </div>
  );
}

/** "El primer tema del nivel es gratis. " / "Los primeros 2 temas del nivel son gratis. " */
function freeTopicsSentence(count: number): string {
  if (count <= 0) return "";
  return count === 1 ? "El primer tema del nivel es gratis. " : `Los primeros ${count} temas del nivel son gratis. `;
}

/** What to say before the topic is done, by what it asks (issue 40). */
function pendingText(requirement: TopicDetailItem["requirement"]): string {
  switch (requirement.rule) {
    case "practice":
      return `Para completar este tema: ${requirement.text.charAt(0).toLowerCase()}${requirement.text.slice(1)}. Tu toma con el metrónomo de este tema cuenta sola al guardarse.`;
    case "quiz":
      return "Este tema se completa al aprobar el ejercicio del nivel.";
    case "opened":
      return "Este tema se completa al abrirlo.";
    case "teacher":
      return "Este tema se completa cuando tu profesor aprueba tu interpretación: envíasela desde este tema y espera su «¡Aprobado!».";
    default:
      return "Cuando domines la rutina de práctica, márcalo como terminado.";
  }
}

function FinishBar({
  finished,
  finishing,
  onFinish,
  levelId,
  nextTheme,
  requirement,
  exerciseId,
}: {
  finished: boolean;
  finishing: boolean;
  onFinish: () => void;
  levelId: number;
  nextTheme: TopicRefItem | null;
  requirement: TopicDetailItem["requirement"];
  exerciseId: number | null;
}) {
  // A topic done by playing or by the quiz has no «Marcar como terminado»: «Comprobar» asks the
  // server whether the take or the quiz is already there.
  const byPlaying = requirement.rule === "practice" || requirement.rule === "quiz" || requirement.rule === "teacher";
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-neutral-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      {finished ? (
        <p className="flex items-center gap-2 font-semibold text-success-ink" role="status">
          <CheckCircleIcon className="size-6 text-success" />
          Terminaste este tema
        </p>
      ) : (
        <p className="text-neutral-700" data-testid="requirement">
          {pendingText(requirement)}
        </p>
      )}
      {finished ? (
        nextTheme ? (
          <AcademyLink href={academyPaths.topic(levelId, nextTheme.slug)} className={buttonClasses("primary", "md", "shrink-0")}>
            Siguiente tema
            <ArrowRightIcon className="size-5" />
          </AcademyLink>
        ) : null
      ) : (
        <div className="flex shrink-0 flex-wrap gap-2">
          {requirement.rule === "quiz" && exerciseId !== null ? (
            <AcademyLink href={academyPaths.quiz(levelId, exerciseId)} className={buttonClasses("dark", "md", "shrink-0")}>
              Hacer el ejercicio
            </AcademyLink>
          ) : null}
          <Button onClick={onFinish} disabled={finishing} variant={byPlaying ? "outline-dark" : "primary"} className="shrink-0">
            <CheckCircleIcon className="size-5" />
            {finishing ? "Comprobando…" : byPlaying ? "Comprobar" : "Marcar como terminado"}
          </Button>
        </div>
      )}
    </div>
  );
}

function NextStep({ recommendation }: { recommendation: RecommendationItem }) {
  // "Go to the next topic" is already offered by the finish bar and the pager.
  if (recommendation.kind === "theme") return null;
  let action: { href: string; label: string } | null = null;
  if (recommendation.kind === "exercise" && recommendation.exercise) {
    action = { href: academyPaths.quiz(recommendation.exercise.levelId, recommendation.exercise.id), label: "Hacer el ejercicio" };
  } else if (recommendation.kind === "level" && recommendation.level) {
    action = { href: academyPaths.level(recommendation.level.id), label: `Ver el nivel ${recommendation.level.title}` };
  }
  return (
    <section aria-labelledby="que-sigue" className="flex flex-col gap-3 rounded-3xl border border-primary/40 bg-primary-light/60 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6" data-testid="recommendation">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
          {recommendation.kind === "exercise" ? <QuizIcon className="size-5" /> : <SparkIcon className="size-5" />}
        </span>
        <div>
          <h2 id="que-sigue" className="font-bold">
            ¿Qué sigue?
          </h2>
          <p className="text-neutral-700">{recommendation.message}</p>
        </div>
      </div>
      {action ? (
        <AcademyLink href={action.href} className={buttonClasses("dark", "md", "shrink-0")}>
          {action.label}
        </AcademyLink>
      ) : null}
    </section>
  );
}

function TopicPager({ levelId, previous, next }: { levelId: number; previous: TopicRefItem | null; next: TopicRefItem | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Temas vecinos" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {previous ? (
        <AcademyLink href={academyPaths.topic(levelId, previous.slug)} className="flex min-w-0 items-center gap-3 rounded-2xl border border-neutral-200 p-4 hover:bg-neutral-50">
          <ChevronLeftIcon className="size-5 shrink-0" />
          <span className="min-w-0">
            <span className="block text-xs font-semibold text-neutral-600">Tema anterior</span>
            <span className="block truncate font-semibold">{previous.title}</span>
          </span>
        </AcademyLink>
      ) : (
        <span className="hidden sm:block" />
      )}
      {next ? (
        <AcademyLink href={academyPaths.topic(levelId, next.slug)} className="flex min-w-0 items-center justify-end gap-3 rounded-2xl border border-neutral-200 p-4 text-right hover:bg-neutral-50">
          <span className="min-w-0">
            <span className="block text-xs font-semibold text-neutral-600">Tema siguiente</span>
            <span className="block truncate font-semibold">{next.title}</span>
          </span>
          <ChevronRightIcon className="size-5 shrink-0" />
        </AcademyLink>
      ) : null}
    </nav>
  );
}

/** A topic the level's rule still keeps closed: what opens it, and the way there. */
function TopicLockPanel({ lock, levelId }: { lock: NonNullable<TopicDetailItem["unlock"]>; levelId: number }) {
  let action: { href: string; label: string } | null = null;
  if (lock.practice) {
    action = {
      href: academyPaths.metronome({ air: lock.practice.air, tempoBpm: lock.practice.tempoBpm, bars: lock.practice.bars, themeId: lock.practice.themeId }),
      label: "Tocar con el metrónomo",
    };
  } else if (lock.exerciseId !== null) {
    action = { href: academyPaths.quiz(levelId, lock.exerciseId), label: "Hacer el ejercicio" };
  } else if (lock.previousTheme) {
    action = { href: academyPaths.topic(levelId, lock.previousTheme.slug), label: `Ir a «${lock.previousTheme.title}»` };
  }
  return (
    <section aria-labelledby="tema-cerrado" className="flex flex-col gap-4 rounded-3xl border border-neutral-200 bg-neutral-50 p-5 sm:p-6" data-testid="topic-lock">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-primary">
          <LockIcon className="size-5" />
        </span>
        <div>
          <h2 id="tema-cerrado" className="text-lg font-bold">
            {lock.reason === "date" ? "Este tema se abre pronto" : "Este tema se abre al completar el anterior"}
          </h2>
          <p className="mt-1 text-neutral-800">{lock.message}</p>
        </div>
      </div>
      {action ? (
        <AcademyLink href={action.href} className={buttonClasses("primary", "md", "self-start")}>
          {action.label}
          <ArrowRightIcon className="size-5" />
        </AcademyLink>
      ) : null}
    </section>
  );
}
