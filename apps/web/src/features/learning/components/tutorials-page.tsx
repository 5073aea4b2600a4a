"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { useState } from "react";
import { CheckCircleIcon, ClockIcon, LockIcon, PlayIcon } from "@/components/ui/icons";
import { PageButtons } from "@/components/ui/page-buttons";
import { Image } from "@/components/ui/image";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { FALLBACK_IMAGE } from "@/config/courses";
import type { VideoItem } from "@/lib/academy-types";
import { formatDuration } from "@/lib/academy-format";
import { formatDate } from "@/lib/format";
import { cx } from "@/lib/cx";
import { TUTORIALS_PAGE_SIZE, useTutorialsQuery } from "@/store/catalogue-api";
import { READ_ON_OPEN } from "@/store/query-status";

type Filter = "all" | "purchased";

const FILTER_OPTIONS = [
  { value: "all", label: "Todos" },
  { value: "purchased", label: "Comprados" },
] as const;

/** `/academia/tutoriales`: every tutorial, the purchased ones marked (or only those). */
export function TutorialsPage() {
  const [filter, setFilter] = useState<Filter>("all");
  const [page, setPage] = useState(1);
  const read = useTutorialsQuery({ page, purchased: filter === "purchased" }, READ_ON_OPEN);
  const failed = read.isError;
  const current = read.currentData ?? null;
  const pages = current ? Math.max(1, Math.ceil(current.count / TUTORIALS_PAGE_SIZE)) : 1;

  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold sm:text-4xl">Tutoriales</h1>
        <p className="max-w-2xl text-lg text-neutral-700">
          Canciones y técnicas paso a paso, en videos que compras una vez y practicas a tu ritmo con el reproductor de
          práctica.
        </p>
      </header>

      <SegmentedControl
        label="Mostrar"
        options={FILTER_OPTIONS}
        value={filter}
        onChange={choose}
        className="self-start"
      />

      {failed ? (
        <ProblemPanel title="No pudimos cargar los tutoriales" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void read.refetch()} />
      ) : !current ? (
        <LoadingPanel message="Cargando tutoriales…" />
      ) : current.results.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-neutral-300 p-6 text-neutral-700">
          {filter === "purchased" ? "Aún no has comprado tutoriales. Mira la lista completa en «Todos»." : "Aún no hay tutoriales publicados."}
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="tutorials">
          {current.results.map((tutorial) => (
            <TutorialCard key={tutorial.id} tutorial={tutorial} />
          ))}
        </ul>
      )}

      {current && pages > 1 ? (
        <PageButtons label="Páginas de tutoriales" page={page} pages={pages} hasPrevious={current.previous !== null} hasNext={current.next !== null} onPage={setPage} />
      ) : null}
    </div>
  );
}

export function TutorialThumbnail({ tutorial, className }: { tutorial: VideoItem; className?: string }) {
  return (
    <div className={cx("relative overflow-hidden bg-secondary", className)}>
      {tutorial.thumbnail ? (
        <Image alt="" src={tutorial.thumbnail} fallbackSrc={FALLBACK_IMAGE} layout="fill" sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
      ) : null}
      <span className="absolute inset-0 bg-gradient-to-t from-black/60 via-black/10 to-transparent" aria-hidden="true" />
      <span
        aria-hidden="true"
        className={cx(
          "absolute bottom-3 left-3 inline-flex size-11 items-center justify-center rounded-full shadow-lg",
          tutorial.purchased ? "bg-primary text-secondary" : "bg-white/90 text-secondary",
        )}
      >
        {tutorial.purchased ? <PlayIcon className="size-5 translate-x-px" /> : <LockIcon className="size-5" />}
      </span>
      {tutorial.durationSeconds ? (
        <span className="absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs font-semibold text-white">
          <ClockIcon className="size-3.5" />
          {formatDuration(tutorial.durationSeconds)}
        </span>
      ) : null}
    </div>
  );
}

function TutorialCard({ tutorial }: { tutorial: VideoItem }) {
  return (
    <li className="relative flex flex-col overflow-hidden rounded-3xl border border-neutral-200 bg-white transition-shadow hover:shadow-lg" data-purchased={tutorial.purchased || undefined}>
      <TutorialThumbnail tutorial={tutorial} className="aspect-video" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        {tutorial.course ? <p className="text-xs font-bold tracking-wide text-primary-ink uppercase">{tutorial.course.title}</p> : null}
        <h2 className="text-lg leading-snug font-bold">
          <AcademyLink href={academyPaths.tutorial(tutorial.id)} className="card-link">
            {tutorial.title}
          </AcademyLink>
        </h2>
        <p className="line-clamp-3 text-neutral-700">{tutorial.description}</p>
        <p className="mt-auto pt-2 text-sm font-semibold">
          {tutorial.purchased ? (
            <span className="inline-flex items-center gap-1.5 text-success-ink">
              <CheckCircleIcon className="size-4" />
              Comprado{tutorial.accessEndsAt ? ` · hasta el ${formatDate(tutorial.accessEndsAt)}` : ""}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-neutral-600">
              <LockIcon className="size-4" />
              Disponible para comprar
            </span>
          )}
        </p>
      </div>
    </li>
  );
}
