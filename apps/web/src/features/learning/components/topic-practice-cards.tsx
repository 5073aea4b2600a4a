import { AIR_NAMES } from "@fz/contracts/practice-airs";
import type { ReactNode } from "react";
import { AcademyLink } from "@/components/ui/academy-link";
import { buttonClasses } from "@/components/ui/button";
import { ClockIcon, MusicNoteIcon } from "@/components/ui/icons";
import { academyPaths } from "@/config/academy-navigation";
import type { TopicDetailItem } from "@/lib/academy-types";

/** A card under the lesson that sends the student to play it: an icon, what, and one link. */
function PracticeCard({ id, icon, title, text, action }: { id: string; icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-2xl border border-neutral-200 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary-ink">{icon}</span>
        <div>
          <h2 id={id} className="font-bold">
            {title}
          </h2>
          <p className="text-neutral-700">{text}</p>
        </div>
      </div>
      {action}
    </section>
  );
}

/** «Enviar mi interpretación»: record this topic and send it to the course's teachers (issue 38). */
export function SendTake({ themeId, title, tempoBpm }: { themeId: number; title: string; tempoBpm: number | null }) {
  return (
    <PracticeCard
      id="enviar-toma"
      icon={<MusicNoteIcon className="size-5" />}
      title="¿Ya lo tocas? Tu profesor quiere oírte"
      text="Grábate tocando este tema y recibe comentarios en cada momento de tu toma, en 48 horas."
      action={
        <AcademyLink href={academyPaths.sendTake(themeId, title, undefined, tempoBpm)} className={buttonClasses("primary", "md", "shrink-0")}>
          Enviar mi interpretación
        </AcademyLink>
      }
    />
  );
}

/** The topic's rhythm exercise: opens the practice studio's metronome with the admin's preset. */
export function PracticeWithMetronome({ themeId, preset }: { themeId: number; preset: NonNullable<TopicDetailItem["practicePreset"]> }) {
  const what = preset.air ? `aire ${AIR_NAMES[preset.air].toLowerCase()}` : "clic";
  return (
    <PracticeCard
      id="practicar-metronomo"
      icon={<ClockIcon className="size-5" />}
      title="Practica el ritmo de este tema"
      text={`${what[0]!.toUpperCase()}${what.slice(1)} a ${preset.tempoBpm} BPM, ${preset.bars} ${preset.bars === 1 ? "compás" : "compases"}. El metrónomo te escucha y te dice si vas a tiempo.`}
      action={
        <AcademyLink
          href={academyPaths.metronome({ air: preset.air, tempoBpm: preset.tempoBpm, bars: preset.bars, themeId })}
          className={buttonClasses("dark", "md", "shrink-0")}
        >
          Practicar con metrónomo
        </AcademyLink>
      }
    />
  );
}
