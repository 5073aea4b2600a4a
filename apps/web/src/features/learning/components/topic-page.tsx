"use client";

import dynamic from "next/dynamic";
import { memo, type ReactNode } from "react";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { Prose } from "@/components/ui/prose";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { Unlock } from "@/components/ui/unlock-slot";
import { academyPaths } from "@/config/academy-navigation";
import { LazyRateDialog } from "@/features/learning/components/lazy-rate-dialog";
import { FinishBar } from "@/features/learning/components/topic-finish-bar";
import { NextStep, TopicLockPanel, TopicPager } from "@/features/learning/components/topic-navigation";
import { PracticeWithMetronome, SendTake } from "@/features/learning/components/topic-practice-cards";
import { useTopicPage } from "@/features/learning/hooks/use-topic-page";
import { formatDuration } from "@/lib/academy-format";
import { retryAll } from "@/store/query-status";

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
  const { topicRead, temaryRead, status, current, locked, level, total, temarySettled, askForRate, finishing, dismissRatePrompt, playerHandle, reload, finish, rate } =
    useTopicPage(levelId, topicSlug);

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
      <ProblemPanel title="No pudimos cargar el tema" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => retryAll([topicRead, temaryRead])} />
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
