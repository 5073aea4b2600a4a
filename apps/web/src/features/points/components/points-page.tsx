"use client";

import type { RedeemType } from "@fz/contracts/points";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckIcon, GiftIcon, StarIcon, TrophyIcon } from "@/components/ui/icons";
import { ProgressBar } from "@/components/ui/progress-bar";
import { LoadingPanel, ProblemPanel } from "@/components/ui/status-panel";
import { PointsHistory } from "@/features/points/components/points-history";
import {
  achievementBarPercent,
  achievementCountLabel,
  achievementPercent,
  canRedeem,
  formatPoints,
  isAchieved,
  redeemLabel,
  redeemTypeOf,
} from "@/features/points/utils/points-logic";
import { RedeemDialog } from "@/features/points/components/redeem-dialog";
import { usePointsQuery, type PointsReward } from "@/features/points/api/points-api";
import { cx } from "@/lib/cx";
import { READ_ON_OPEN } from "@/store/query-status";

const REWARD_HINTS: Record<string, string> = {
  tutorial: "Elige un tutorial y apréndelo a tu ritmo.",
  oneMonthAccess: "Elige un nivel y ábrelo durante un mes.",
  fourMonthAccess: "Elige un nivel y ábrelo durante cuatro meses.",
};

/** `/academia/puntos`: balance, rewards to redeem, how to earn, achievements and history. */
export function PointsPage() {
  // The page always reads the balance afresh; the header's copy shows meanwhile.
  const read = usePointsQuery({}, READ_ON_OPEN);
  const points = read.data;
  const [redeeming, setRedeeming] = useState<{ reward: PointsReward; redeemType: RedeemType } | null>(null);

  if (read.isError && !points) {
    return <ProblemPanel title="No pudimos cargar tus puntos" message="Revisa tu conexión e inténtalo de nuevo." onRetry={() => void read.refetch()} />;
  }
  if (!points) return <LoadingPanel message="Cargando tus puntos…" />;

  const balance = points.amount;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 py-8 sm:px-6 sm:py-10">
      <section className="flex flex-col gap-4 rounded-3xl bg-secondary p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div>
          <h1 className="text-sm font-bold tracking-wide text-primary uppercase">Tus puntos</h1>
          <p className="mt-2 flex items-center gap-3 text-5xl font-extrabold tabular-nums sm:text-6xl" data-testid="points-amount">
            <StarIcon className="size-10 shrink-0 text-primary sm:size-12" />
            {formatPoints(balance)}
          </p>
          <p className="mt-3 max-w-xl text-lg text-neutral-200">
            Gana puntos mientras aprendes y canjéalos por tutoriales o por meses de acceso a un nivel.
          </p>
        </div>
      </section>

      <section aria-labelledby="recompensas">
        <h2 id="recompensas" className="text-2xl font-extrabold">
          Recompensas
        </h2>
        <ul className="mt-5 grid gap-5 md:grid-cols-3">
          {points.rewards.map((reward) => {
            const redeemType = redeemTypeOf(reward);
            const reachable = canRedeem(balance, reward.value);
            return (
              <li key={reward.name} className="flex flex-col gap-4 rounded-3xl border border-neutral-200 p-6" data-testid="reward">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-primary-light text-primary-ink">
                  <GiftIcon className="size-6" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{reward.name}</h3>
                  <p className="mt-1 text-neutral-700">{REWARD_HINTS[redeemType ?? ""] ?? ""}</p>
                </div>
                <p className="text-2xl font-extrabold tabular-nums">
                  {formatPoints(reward.value)} <span className="text-base font-semibold text-neutral-600">puntos</span>
                </p>
                <ProgressBar
                  value={achievementPercent(Math.min(balance, reward.value), reward.value)}
                  label={`Tus puntos para ${reward.name.toLowerCase()}`}
                  tone={reachable ? "success" : "primary"}
                  size="sm"
                />
                <Button
                  className="mt-auto w-full"
                  variant={reachable ? "primary" : "outline-dark"}
                  disabled={!reachable || redeemType === null}
                  aria-label={reachable ? `Canjear ${reward.name.toLowerCase()}` : undefined}
                  onClick={() => redeemType && setRedeeming({ reward, redeemType })}
                >
                  {redeemLabel(balance, reward.value)}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>

      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <section aria-labelledby="como-ganar">
          <h2 id="como-ganar" className="text-2xl font-extrabold">
            Cómo ganar puntos
          </h2>
          <ul className="mt-5 divide-y divide-neutral-100 rounded-2xl border border-neutral-200">
            {points.redeemPointsActivities.map((activity) => (
              <li key={activity.name} className="flex items-center justify-between gap-4 px-4 py-3 sm:px-5">
                <span className="font-medium">{activity.name}</span>
                <span className="shrink-0 rounded-full bg-primary-light px-3 py-1 text-sm font-bold text-primary-ink tabular-nums">
                  +{formatPoints(activity.points)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-neutral-600">Cada actividad suma una sola vez: ver el mismo tema dos veces cuenta una.</p>
        </section>

        <section aria-labelledby="logros">
          <h2 id="logros" className="text-2xl font-extrabold">
            Logros
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {points.achievements.map((achievement) => {
              const done = isAchieved(achievement.progress, achievement.total);
              return (
                <li
                  key={achievement.name}
                  className={cx("flex flex-col gap-3 rounded-2xl border p-5", done ? "border-success/40 bg-success/5" : "border-neutral-200")}
                  data-testid="achievement"
                >
                  <div className="flex items-start gap-3">
                    <span
                      className={cx(
                        "inline-flex size-10 shrink-0 items-center justify-center rounded-full",
                        done ? "bg-success text-white" : "bg-neutral-100 text-neutral-600",
                      )}
                    >
                      {done ? <CheckIcon className="size-5" /> : <TrophyIcon className="size-5" />}
                    </span>
                    <div className="min-w-0">
                      <h3 className="font-bold">{achievement.name}</h3>
                      <p className="text-sm text-neutral-700">{achievement.description}</p>
                    </div>
                  </div>
                  <div className="flex items-center gap-3">
                    <ProgressBar
                      value={achievementBarPercent(achievement)}
                      label={`Avance del logro ${achievement.name}`}
                      tone={done ? "success" : "primary"}
                    />
                    <span className="shrink-0 text-sm font-semibold whitespace-nowrap tabular-nums">
                      {achievementCountLabel(achievement)}
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      </div>

      <section aria-labelledby="historial">
        <h2 id="historial" className="text-2xl font-extrabold">
          Historial de puntos
        </h2>
        <div className="mt-5">
          <PointsHistory />
        </div>
      </section>

      {redeeming ? (
        <RedeemDialog
          reward={redeeming.reward}
          redeemType={redeeming.redeemType}
          balance={balance}
          onClose={() => setRedeeming(null)}
        />
      ) : null}
    </div>
  );
}
