"use client";

import type { RedeemType } from "@fz/contracts/points";
import { AcademyLink } from "@/components/ui/academy-link";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { toast } from "@/lib/toasts";
import { Button, buttonClasses } from "@/components/ui/button";
import { CheckIcon, CloseIcon } from "@/components/ui/icons";
import { Spinner } from "@/components/ui/spinner";
import { useRedeemMutation, type PointsReward } from "@/features/points/api/points-api";
import { formatPoints } from "@/features/points/utils/points-logic";
import { type Choice, choiceSchema, firstMessage, groupChoices, levelChoices, tutorialChoices } from "@/features/points/utils/redeem-choices";
import { useZodForm } from "@/lib/forms";
import { failureStatus } from "@/store/api";
import { useLevelsQuery, useTutorialsQuery, WHOLE_LIST } from "@/store/catalogue-api";

type Phase = { kind: "choose" } | { kind: "done"; points: number; choice: Choice };

/**
 * Redeeming one reward: the student picks the level (month rewards: any level they can see,
 * from the catalogue) or the tutorial, confirms the cost, and gets the new balance and a link
 * to what just opened. The API's refusal (not enough points, already owned) is shown here.
 */
export function RedeemDialog({
  reward,
  redeemType,
  balance,
  onClose,
}: {
  reward: PointsReward;
  redeemType: RedeemType;
  balance: number;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), select: useId(), error: useId() };
  const isTutorial = redeemType === "tutorial";
  // Month rewards: any level the student can see (from the catalogue); else the tutorials.
  const levels = useLevelsQuery({}, { skip: isTutorial });
  const tutorials = useTutorialsQuery({ page: 1, pageSize: WHOLE_LIST }, { skip: !isTutorial });
  const list = isTutorial ? tutorials : levels;
  const choices = useMemo(
    () => (isTutorial ? tutorials.data && tutorialChoices(tutorials.data.results) : levels.data && levelChoices(levels.data.results)) ?? null,
    [isTutorial, tutorials.data, levels.data],
  );
  const loadFailed = list.isError && !choices;
  const [redeem, redeeming] = useRedeemMutation();
  const sending = redeeming.isLoading;
  const form = useZodForm(choiceSchema(isTutorial), { defaultValues: { slug: "" } });
  const error = form.formState.errors.slug?.message ?? null;
  const [phase, setPhase] = useState<Phase>({ kind: "choose" });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // happy-dom and old browsers lack showModal: fall back to a plain open dialog.
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
  }, []);

  const groups = useMemo(() => groupChoices(choices ?? []), [choices]);
  const kind = isTutorial ? "tutorial" : "nivel";

  const submit = form.handleSubmit(async ({ slug }) => {
    const choice = choices?.find((item) => item.slug === slug);
    if (!choice) return;
    const result = await redeem({ redeemType, slug });
    if (result.data) {
      setPhase({ kind: "done", points: result.data.points, choice });
      toast.success(`¡Canje realizado! Te quedan ${formatPoints(result.data.points)} puntos.`);
      return;
    }
    // A refusal (not enough points, already owned) in the API's words; anything else was a toast.
    const refused = failureStatus(result.error) === 400;
    const message = refused ? (firstMessage((result.error as { data?: unknown }).data) ?? "No fue posible hacer el canje.") : undefined;
    form.setError("slug", { message: message ?? "No fue posible hacer el canje. Inténtalo de nuevo." });
  });

  const remaining = balance - reward.value;

  return (
    <dialog
      ref={ref}
      aria-labelledby={ids.title}
      onCancel={(event) => {
        event.preventDefault();
        if (!sending) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl p-0 text-secondary shadow-2xl backdrop:bg-black/60"
    >
      <div className="flex items-start justify-between gap-4 border-b border-neutral-200 px-6 pt-6 pb-4">
        <div>
          <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Canjear puntos</p>
          <h2 id={ids.title} className="mt-1 text-xl font-extrabold">
            {reward.name}
          </h2>
        </div>
        <button
          type="button"
          onClick={onClose}
          disabled={sending}
          aria-label="Cerrar"
          className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-neutral-100"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>

      {phase.kind === "done" ? (
        <div className="flex flex-col items-center gap-3 px-6 py-8 text-center" role="status">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-success text-white">
            <CheckIcon className="size-7" />
          </span>
          <p className="text-xl font-extrabold">¡Canje realizado!</p>
          <p className="text-neutral-700">
            {isTutorial ? "Ya tienes el tutorial " : "Ya tienes acceso al nivel "}
            <strong>{phase.choice.name}</strong> ({phase.choice.group}). Te quedan{" "}
            <strong>{formatPoints(phase.points)} puntos</strong>.
          </p>
          <div className="mt-3 flex w-full flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <Button variant="outline-dark" onClick={onClose}>
              Cerrar
            </Button>
            <AcademyLink href={phase.choice.href} className={buttonClasses("primary")}>
              {isTutorial ? "Ver el tutorial" : "Ir al nivel"}
            </AcademyLink>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5 px-6 py-6">
          <p className="text-neutral-700">
            Se descontarán <strong>{formatPoints(reward.value)} puntos</strong> de tu saldo
            {remaining >= 0 ? (
              <>
                {" "}
                y te quedarán <strong>{formatPoints(remaining)}</strong>.
              </>
            ) : (
              "."
            )}{" "}
            {isTutorial
              ? "Elige el tutorial que quieres ver."
              : `Elige el nivel: ${reward.option === "fourMonthAccess" ? "cuatro meses" : "un mes"} de acceso desde hoy, o desde que termine el acceso que ya tienes.`}
          </p>

          <div className="flex flex-col gap-1.5">
            <label htmlFor={ids.select} className="text-sm font-semibold">
              {isTutorial ? "Tutorial" : "Nivel"}
            </label>
            {loadFailed ? (
              <p className="text-sm font-medium text-error">No pudimos cargar la lista. Cierra e inténtalo de nuevo.</p>
            ) : choices === null ? (
              <p role="status" className="flex items-center gap-2 text-sm font-semibold">
                <Spinner className="size-5 border-2" /> Cargando {isTutorial ? "tutoriales" : "niveles"}…
              </p>
            ) : (
              <select
                id={ids.select}
                {...form.register("slug")}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? ids.error : undefined}
                className="block min-h-11 w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base focus:border-secondary focus:outline-2 focus:outline-offset-1 focus:outline-secondary"
              >
                <option value="">{`Elige un ${kind}`}</option>
                {groups.map(([group, items]) => (
                  <optgroup key={group} label={group}>
                    {items.map((item) => (
                      <option key={item.slug} value={item.slug} disabled={item.unavailable !== null}>
                        {item.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            )}
            {error ? (
              <p id={ids.error} role="alert" className="text-sm font-medium text-error">
                {error}
              </p>
            ) : null}
          </div>

          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline-dark" onClick={onClose} disabled={sending}>
              Cancelar
            </Button>
            <Button type="submit" disabled={sending || choices === null} aria-busy={sending}>
              {sending ? <Spinner className="size-5 border-2 border-secondary border-t-transparent" /> : null}
              {`Canjear ${formatPoints(reward.value)} puntos`}
            </Button>
          </div>
        </form>
      )}
    </dialog>
  );
}
