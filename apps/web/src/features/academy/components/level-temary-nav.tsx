"use client";

import { AcademyLink } from "@/components/ui/academy-link";
import { useMemo, useState } from "react";
import { ChevronRightIcon } from "@/components/ui/icons";
import { ProgressBar } from "@/components/ui/progress-bar";
import { academyPaths } from "@/config/academy-navigation";
import { TemaryList } from "@/features/academy/components/temary-list";
import { plural } from "@/lib/academy-format";
import { catalogueApi, useTemaryQuery } from "@/store/catalogue-api";
import { useAppSelector } from "@/store/hooks";

/**
 * The level's temary beside a topic: a side column on wide screens, a collapsed list on
 * phones. It follows the level's progress as topics are opened and finished.
 *
 * The phone's folded list is rendered when it is opened, not before: the page holds the list
 * once (the side column, hidden on phones) instead of twice, so a topic's first load parses,
 * lays out and hydrates some seventy elements fewer. The `<details>` is controlled from its
 * summary (a click, or Enter and Space on it) so that it opens with its list in one frame.
 */
export function LevelTemaryNav({ levelId, currentSlug }: { levelId: number; currentSlug: string }) {
  const [phoneListOpen, setPhoneListOpen] = useState(false);
  // The topic page asks for the same temary beside the topic; a failure only leaves the list out.
  const temary = useTemaryQuery({ levelId, quiet: true }).currentData?.results;
  // The level's progress, when a page already read it (never asked for here).
  const selectLevel = useMemo(() => catalogueApi.endpoints.level.select({ key: levelId }), [levelId]);
  const level = useAppSelector(selectLevel).data;

  if (!temary) return null;
  const finished = temary.filter((topic) => topic.finished).length;
  const percentage = level?.progress?.percentage ?? (temary.length > 0 ? Math.floor((finished * 100) / temary.length) : 0);
  const title = temary[0]?.level.title;
  const showFree = temary.some((topic) => topic.isLocked);

  const summary = (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3">
        <ProgressBar value={percentage} label={`Avance del nivel ${title ?? ""}`} size="sm" />
        <span className="shrink-0 text-xs font-semibold tabular-nums">
          {finished}/{temary.length}
        </span>
      </div>
    </div>
  );

  return (
    <>
      <details open={phoneListOpen} className="group rounded-2xl border border-neutral-200 bg-white lg:hidden">
        <summary
          onClick={(event) => {
            event.preventDefault();
            setPhoneListOpen((open) => !open);
          }}
          className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden"
        >
          <span>
            Temario del nivel{title ? ` ${title}` : ""}
            <span className="ml-1 font-normal text-neutral-600">({plural(temary.length, "tema", "temas")})</span>
          </span>
          <ChevronRightIcon className="size-5 shrink-0 transition-transform group-open:rotate-90" />
        </summary>
        {phoneListOpen ? (
          <div className="border-t border-neutral-100 p-2">
            <div className="px-2 pt-1 pb-3">{summary}</div>
            <TemaryList levelId={levelId} themes={temary} currentSlug={currentSlug} showFreeBadge={showFree} compact />
          </div>
        ) : null}
      </details>

      <nav aria-label="Temario del nivel" className="sticky top-20 hidden max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-3xl border border-neutral-200 bg-white lg:flex">
        <div className="border-b border-neutral-100 p-4">
          <AcademyLink href={academyPaths.level(levelId)} className="font-bold hover:underline">
            Temario{title ? ` · Nivel ${title}` : ""}
          </AcademyLink>
          <div className="mt-2">{summary}</div>
        </div>
        <div className="overflow-y-auto p-2">
          <TemaryList levelId={levelId} themes={temary} currentSlug={currentSlug} showFreeBadge={showFree} compact />
        </div>
      </nav>
    </>
  );
}
