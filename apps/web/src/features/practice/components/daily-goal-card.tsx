"use client";

import { PRACTICE_GOAL_OPTIONS, type PracticeGoalMinutes } from "@fz/contracts/practice-rules";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { type PracticeSummaryItem, useSetPracticeGoalMutation } from "@/features/practice/api/practice-api";
import { plural } from "@/lib/academy-format";
import { toast } from "@/lib/toasts";

const GOAL_OPTIONS = PRACTICE_GOAL_OPTIONS.map((minutes) => ({ value: String(minutes) as `${PracticeGoalMinutes}`, label: `${minutes} min` }));

/** Today's minutes of real practice around a ring that closes at the goal. */
function GoalRing({ heardSeconds, goalMinutes, met }: { heardSeconds: number; goalMinutes: number; met: boolean }) {
  const share = Math.min(1, heardSeconds / (goalMinutes * 60));
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const heardMinutes = Math.floor(heardSeconds / 60);
  return (
    <div
      role="progressbar"
      aria-label="Tu meta de hoy"
      aria-valuemin={0}
      aria-valuemax={goalMinutes}
      aria-valuenow={Math.min(goalMinutes, heardMinutes)}
      aria-valuetext={`${heardMinutes} de ${goalMinutes} minutos`}
      className="relative size-32 shrink-0"
      data-testid="goal-ring"
    >
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-neutral-200" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - share)}
          className={met ? "stroke-success transition-[stroke-dashoffset] duration-500" : "stroke-primary transition-[stroke-dashoffset] duration-500"}
        />
      </svg>
      <span className="absolute inset-0 flex flex-col items-center justify-center text-center leading-tight">
        <span className="text-2xl font-extrabold tabular-nums">{heardMinutes}</span>
        <span className="text-xs text-neutral-600">de {goalMinutes} min</span>
      </span>
    </div>
  );
}

/**
 * The daily goal the student chose (5, 10 or 20 minutes of real practice, decision 045) with
 * the streak beside it: a ring for today, «¡Meta de hoy cumplida!» once it closes.
 */
export function DailyGoalCard({ summary }: { summary: PracticeSummaryItem }) {
  const [setGoal, state] = useSetPracticeGoalMutation();
  const { dailyGoal: goal, streakDays } = summary;
  const left = Math.max(0, goal.minutes * 60 - goal.todayHeardSeconds);
  const choose = (value: string) => {
    const minutes = Number(value) as PracticeGoalMinutes;
    if (minutes === goal.minutes && goal.chosen) return;
    setGoal(minutes)
      .unwrap()
      .then(() => toast.success(`Tu meta diaria ahora es de ${minutes} minutos`))
      .catch(() => toast.error("No pudimos cambiar tu meta. Inténtalo de nuevo."));
  };
  return (
    <section aria-labelledby="meta-diaria" className="flex flex-col gap-5 rounded-3xl border border-neutral-200 p-5 sm:flex-row sm:items-center sm:p-8" data-testid="daily-goal">
      <GoalRing heardSeconds={goal.todayHeardSeconds} goalMinutes={goal.minutes} met={goal.met} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 id="meta-diaria" className="text-2xl font-extrabold">
            Tu meta de hoy
          </h2>
          <p className="mt-1 text-neutral-700" data-testid="goal-status" aria-live="polite">
            {goal.met ? (
              <strong className="text-success-ink">¡Meta de hoy cumplida!</strong>
            ) : (
              `Te faltan ${plural(Math.ceil(left / 60), "minuto", "minutos")} con el micrófono escuchándote para cumplir tu meta de ${goal.minutes} minutos.`
            )}{" "}
            {streakDays === 0 ? "Cumple tu meta hoy y empieza una racha." : streakDays === 1 ? "Racha: 1 día." : `Racha: ${streakDays} días seguidos.`}
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-semibold" id="meta-elegir">
            {goal.chosen ? "Cambiar mi meta diaria" : "Elige tu meta diaria"}
          </span>
          <SegmentedControl label="Meta diaria en minutos" options={GOAL_OPTIONS} value={`${goal.minutes}` as `${PracticeGoalMinutes}`} onChange={choose} className={state.isLoading ? "self-start opacity-60" : "self-start"} />
        </div>
      </div>
    </section>
  );
}
