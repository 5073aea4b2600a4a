"use client";

import { AIR_NAMES, PRACTICE_DAY_MIN_SECONDS, PRACTICE_DAY_RULE, type PracticeAir } from "@fz/contracts/practice-rules";
import { AcademyLink } from "@/components/ui/academy-link";
import type { ReactNode } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ArrowRightIcon, ClockIcon, MusicNoteIcon, TrophyIcon } from "@/components/ui/icons";
import { ProgressBar } from "@/components/ui/progress-bar";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { academyPaths } from "@/config/academy-navigation";
import { usePracticeSummaryQuery } from "@/features/practice/api/practice-api";
import { AirProgressChart, PracticeCalendar } from "@/features/practice/components/air-progress-chart";
import { DailyGoalCard } from "@/features/practice/components/daily-goal-card";
import { DayTrophies } from "@/features/practice/components/day-trophies";
import { RecentSessions } from "@/features/practice/components/recent-sessions";
import { AIR_PATTERNS } from "@/features/practice/signal/patterns";
import { plural } from "@/lib/academy-format";
import { useReadOnOpen } from "@/store/server-data";

/** `/academia/practica`: the streak, the week's minutes, progress per air and the tools. */
export function PracticeHub() {
  // What the server read for the first render (decision 010): the page is in its HTML.
  const readOnOpen = useReadOnOpen();
  const summary = usePracticeSummaryQuery(undefined, readOnOpen);
  if (summary.isError && !summary.data) {
    return <ProblemPanel title="No pudimos cargar tu práctica" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void summary.refetch()} />;
  }
  if (!summary.data) return <LoadingPanel message="Cargando tu práctica…" />;
  const data = summary.data;
  const todayShort = data.recentDays.find((day) => day.localDate === data.today && !day.counts);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-10">
      <section className="grid gap-6 rounded-3xl bg-secondary p-6 text-white sm:p-10 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <p className="text-sm font-bold tracking-wide text-primary uppercase">Estudio de práctica</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">Practica un poco cada día</h1>
          <p className="mt-3 max-w-xl text-lg text-neutral-200">
            {data.streakDays === 0
              ? "Afina tu guitarra o toca con el metrónomo hoy y empieza una racha."
              : data.practicedToday
                ? `¡Llevas ${streakWords(data.streakDays)}! Ya practicaste hoy.`
                : `Llevas ${streakWords(data.streakDays)}: practica hoy para no perder tu racha.`}
          </p>
          {todayShort ? (
            <p className="mt-2 max-w-xl text-neutral-200" data-testid="practice-today-short">
              Hoy el micrófono te escuchó tocar {todayShort.heardMinutes} min: aún no cuenta para tu racha. Toca {PRACTICE_DAY_MIN_SECONDS / 60} minutos con el
              micrófono escuchándote (afinador o «Escúchame») o haz una toma con «Escúchame».
            </p>
          ) : null}
          <div className="mt-5">
            <PracticeCalendar today={data.today} days={data.recentDays} />
            <p className="mt-1 text-xs text-neutral-300">Tus últimos 28 días (hora de Colombia)</p>
            <p className="mt-3 max-w-xl text-sm text-neutral-200" data-testid="practice-day-rule">
              {PRACTICE_DAY_RULE}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:min-w-80">
          <Stat label="Racha" value={plural(data.streakDays, "día", "días")} testId="streak-days" />
          <Stat label="Esta semana" value={`${data.weekMinutes} min`} testId="week-minutes" />
          <Stat label="Mejor racha" value={plural(data.bestStreakDays, "día", "días")} />
          <Stat label="Prácticas" value={String(data.totalSessions)} />
        </dl>
      </section>

      <DailyGoalCard summary={data} />

      <section aria-labelledby="herramientas" className="flex flex-col gap-5">
        <h2 id="herramientas" className="text-2xl font-extrabold">
          Herramientas
        </h2>
        <div className="grid gap-5 md:grid-cols-2">
          <ToolCard
            href={academyPaths.tuner}
            title="Afinador"
            text="Afina las seis cuerdas de tu guitarra (Mi La Re Sol Si Mi) o cualquier nota del acordeón, con la aguja y en solfeo."
            icon={<MusicNoteIcon className="size-6" />}
          />
          <ToolCard
            href={academyPaths.metronome()}
            title="Metrónomo"
            text="Clic, subdivisiones y acentos, o la caja y la guacharaca del paseo, el merengue, el son y la puya. Y «Escúchame» te dice si vas a tiempo."
            icon={<ClockIcon className="size-6" />}
          />
        </div>
      </section>

      <section aria-labelledby="logros-racha" className="flex flex-col gap-4">
        <h2 id="logros-racha" className="text-2xl font-extrabold">
          Logros de racha
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {data.streakGoals.map((goal) => (
            <li key={goal.days} className="flex items-center gap-4 rounded-2xl border border-neutral-200 p-4" data-testid="streak-goal">
              <span className={goal.reached ? "text-primary-ink" : "text-neutral-400"}>
                <TrophyIcon className="size-8" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-bold">Racha de {goal.days} días</p>
                <ProgressBar value={Math.min(100, Math.round((Math.min(data.bestStreakDays, goal.days) * 100) / goal.days))} label={`Avance de la racha de ${goal.days} días`} />
                <p className="mt-1 text-sm text-neutral-700">{goal.reached ? "¡Conseguido!" : `${Math.min(data.bestStreakDays, goal.days)} de ${goal.days} días`}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="text-sm text-neutral-700">
          Aparecen también con tus otros logros en{" "}
          <AcademyLink href={academyPaths.points} className="font-semibold underline">
            Puntos
          </AcademyLink>
          .
        </p>
      </section>

      <DayTrophies summary={data} />

      <section aria-labelledby="por-aire" className="flex flex-col gap-5">
        <div>
          <h2 id="por-aire" className="text-2xl font-extrabold">
            Progreso por aire
          </h2>
          <p className="text-neutral-700">Tus últimas tomas de «Escúchame»: porcentaje de golpes a tiempo.</p>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {data.airs.map((air) => (
            <li key={air.air} className="flex flex-col gap-2 rounded-2xl border border-neutral-200 p-4" data-testid="air-progress">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="text-lg font-bold">{AIR_NAMES[air.air]}</h3>
                <span className="text-xs text-neutral-600">{plural(air.sessions, "práctica", "prácticas")}</span>
              </div>
              <AirProgressChart air={air} />
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className="text-neutral-600">Mejor resultado</dt>
                  <dd className="font-bold">{air.bestHitPercent === null ? "—" : `${air.bestHitPercent} %`}</dd>
                </div>
                <div>
                  <dt className="text-neutral-600">Mejor tempo</dt>
                  <dd className="font-bold">{air.bestTempoBpm === null ? "—" : `${air.bestTempoBpm} BPM`}</dd>
                </div>
              </dl>
              <AcademyLink href={academyPaths.metronome({ air: air.air, tempoBpm: AIR_PATTERNS[air.air as PracticeAir].defaultTempo, bars: 4 })} className="mt-auto text-sm font-semibold underline">
                Practicar {AIR_NAMES[air.air].toLowerCase()}
              </AcademyLink>
            </li>
          ))}
        </ul>
      </section>

      <RecentSessions />
    </div>
  );
}

/** "1 día de racha", "4 días seguidos". */
function streakWords(days: number): string {
  return days === 1 ? "1 día de racha" : `${days} días seguidos`;
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="rounded-2xl bg-white/10 p-4">
      <dt className="text-xs font-bold tracking-wide text-neutral-300 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function ToolCard({ href, title, text, icon }: { href: string; title: string; text: string; icon: ReactNode }) {
  return (
    <AcademyLink href={href} className="group flex flex-col gap-3 rounded-3xl border border-neutral-200 p-6 hover:border-secondary">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-light text-primary-ink">{icon}</span>
      <h3 className="text-xl font-extrabold">{title}</h3>
      <p className="text-neutral-700">{text}</p>
      <span className={buttonClasses("dark", "md", "self-start")}>
        Abrir {title.toLowerCase()}
        <ArrowRightIcon className="size-5" />
      </span>
    </AcademyLink>
  );
}
