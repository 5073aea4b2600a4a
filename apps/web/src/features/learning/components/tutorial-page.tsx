"use client";

import { skipToken } from "@reduxjs/toolkit/query";
import { CheckCircleIcon } from "@/components/ui/icons";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { Unlock } from "@/components/ui/unlock-slot";
import { academyPaths } from "@/config/academy-navigation";
import { usePurchasedTutorialQuery } from "@/features/learning/api/learning-api";
import { PracticePlayer } from "@/features/learning/components/practice-player";
import { TutorialThumbnail } from "@/features/learning/components/tutorials-page";
import type { VideoDetailItem, VideoItem } from "@/lib/academy-types";
import { formatDuration } from "@/lib/academy-format";
import { formatDate } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useTutorialQuery } from "@/store/catalogue-api";
import { loadStatus, READ_ON_OPEN, retryAll } from "@/store/query-status";

type State =
  | { status: "loading" }
  | { status: "notFound" }
  | { status: "failed" }
  | { status: "locked"; tutorial: VideoItem }
  | { status: "open"; tutorial: VideoDetailItem };

/** A tutorial: the practice player when purchased, what unlocks it otherwise. */
export function TutorialPage({ tutorialId }: { tutorialId: number }) {
  const summary = useTutorialQuery({ id: tutorialId }, READ_ON_OPEN);
  // Bought: its player, asked for once the summary says so.
  const purchased = summary.currentData?.purchased === true;
  const detail = usePurchasedTutorialQuery(purchased ? tutorialId : skipToken, READ_ON_OPEN);
  const reads = purchased ? [summary, detail] : [summary];
  const status = loadStatus(reads);
  const state: State =
    status === "ready"
      ? purchased && detail.currentData
        ? { status: "open", tutorial: detail.currentData }
        : { status: "locked", tutorial: summary.currentData! }
      : { status };
  const reload = () => retryAll(reads);
  useDocumentTitle(state.status === "open" || state.status === "locked" ? state.tutorial.title : null);

  if (state.status === "loading") return <LoadingPanel message="Cargando el tutorial…" />;
  if (state.status === "notFound") {
    return (
      <ProblemPanel
        title="Tutorial no encontrado"
        message="No encontramos este tutorial."
        back={{ href: academyPaths.tutorials, label: "Ver todos los tutoriales" }}
      />
    );
  }
  if (state.status === "failed") {
    return <ProblemPanel title="No pudimos cargar el tutorial" message="Revisa tu conexión e inténtalo de nuevo." onRetry={reload} />;
  }

  const tutorial = state.tutorial;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs items={[{ label: "Tutoriales", href: academyPaths.tutorials }, { label: tutorial.title }]} />
      {state.status === "open" ? (
        <PracticePlayer video={state.tutorial.player} title={tutorial.title} onReload={reload} />
      ) : (
        <TutorialThumbnail tutorial={tutorial} className="aspect-video rounded-3xl" />
      )}
      <header className="flex flex-col gap-2">
        {tutorial.course ? <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">{tutorial.course.title}</p> : null}
        <h1 className="text-3xl leading-tight font-extrabold sm:text-4xl">{tutorial.title}</h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-neutral-600">
          {tutorial.durationSeconds ? <span>{formatDuration(tutorial.durationSeconds)} de video</span> : null}
          {tutorial.purchased ? (
            <span className="inline-flex items-center gap-1 text-success-ink">
              <CheckCircleIcon className="size-4" />
              Comprado{tutorial.accessEndsAt ? ` · disponible hasta el ${formatDate(tutorial.accessEndsAt)}` : ""}
            </span>
          ) : null}
        </p>
        <p className="text-lg text-neutral-700">{tutorial.description}</p>
      </header>
      {state.status === "locked" ? (
        <Unlock
          kind="tutorial"
          title="Compra este tutorial para verlo completo"
          description="Al comprarlo lo verás con el reproductor de práctica: velocidad, bucle A–B y modo espejo para seguir las manos del profesor."
          levelSlug={null}
          prices={tutorial.prices}
        />
      ) : null}
    </div>
  );
}
