import { TrophyIcon } from "@/components/ui/icons";
import { ProgressBar } from "@/components/ui/progress-bar";
import type { PracticeSummaryItem } from "@/features/practice/api/practice-api";
import { plural } from "@/lib/academy-format";

/**
 * Trophies for the days practised in all (7, 30, 100, 365; issue 40): unlike a streak, they
 * never reset — a day missed takes nothing back.
 */
export function DayTrophies({ summary }: { summary: PracticeSummaryItem }) {
  const { totalDays, dayTrophies } = summary;
  return (
    <section aria-labelledby="trofeos-dias" className="flex flex-col gap-4">
      <div>
        <h2 id="trofeos-dias" className="text-2xl font-extrabold">
          Trofeos por días de práctica
        </h2>
        <p className="text-neutral-700" data-testid="total-days">
          Has practicado {plural(totalDays, "día", "días")} en total. Estos trofeos no se pierden aunque se corte tu racha.
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {dayTrophies.map((trophy) => (
          <li key={trophy.days} className="flex items-center gap-4 rounded-2xl border border-neutral-200 p-4" data-testid="day-trophy" data-reached={trophy.reached ? "true" : "false"}>
            <span className={trophy.reached ? "text-primary-ink" : "text-neutral-400"}>
              <TrophyIcon className="size-8" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-bold">{trophy.days} días de práctica</p>
              <ProgressBar value={(Math.min(totalDays, trophy.days) * 100) / trophy.days} label={`Avance del trofeo de ${trophy.days} días de práctica`} />
              <p className="mt-1 text-sm text-neutral-700">{trophy.reached ? "¡Conseguido!" : `${Math.min(totalDays, trophy.days)} de ${trophy.days} días`}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
