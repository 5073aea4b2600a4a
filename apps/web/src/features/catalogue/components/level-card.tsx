import { OpenRegisterButton } from "@/components/connected/open-register-button";
import { PLAN_MONTHS, planLabel } from "@/config/courses";
import type { LevelItem } from "@/features/catalogue/api/catalogue-public-api";
import { PriceTag } from "@/components/ui/price-tag";
import { pricesForMonths } from "@/lib/prices";
import { currencyOnlyProps } from "@/lib/currency";

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * One level with its plans: each plan opens the register modal with the month and this
 * level; "Empezar" opens it with the level alone.
 */
export function LevelCard({ level, index, courseTitle }: { level: LevelItem; index: number; courseTitle: string }) {
  const headingId = `nivel-${level.slug}`;
  // Only the plans the shop can sell: one without a price would lead to a cart that refuses it.
  const plans = PLAN_MONTHS.flatMap((months) => {
    const prices = pricesForMonths(level.prices, months);
    return prices.length > 0 ? [{ months, prices }] : [];
  });
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-3xl bg-white p-6 shadow-sm ring-1 ring-black/10 sm:p-7">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-secondary px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">Nivel {index + 1}</span>
        {level.isSpecial ? (
          <span className="rounded-full bg-primary px-3 py-1 text-xs font-bold tracking-wide text-secondary uppercase">Recomendado</span>
        ) : null}
      </div>
      <h3 id={headingId} className="mt-4 text-2xl font-extrabold">
        {level.title}
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-neutral-700">{level.description}</p>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-neutral-700">
        <li>{count(level.topicsCount, "tema", "temas")}</li>
        {level.freeTopicsCount > 0 ? <li className="text-primary-ink">{count(level.freeTopicsCount, "tema gratis", "temas gratis")}</li> : null}
        {level.exercisesCount > 0 ? <li>{count(level.exercisesCount, "ejercicio", "ejercicios")}</li> : null}
        {level.unlockMode === "sequential" ? <li>Paso a paso: cada tema se abre al demostrar el anterior</li> : null}
        {level.unlockMode === "by_date" ? <li>Paso a paso por fechas: cada tema se abre a su día desde que empieza tu acceso</li> : null}
        {level.requiresTeacherApproval ? <li>Certificado con tu interpretación aprobada por un profesor</li> : null}
      </ul>
      {plans.length > 0 ? (
        <fieldset className="mt-6">
          <legend className="text-sm font-bold">Elige tu plan</legend>
          <ul className="mt-3 grid grid-cols-3 gap-2">
            {plans.map(({ months, prices }) => (
              <li key={months} {...currencyOnlyProps(prices)}>
                <OpenRegisterButton
                  choice={{ monthSelected: months, levelSlug: level.slug }}
                  variant="outline-dark"
                  size="sm"
                  className="h-full w-full flex-col gap-0.5 rounded-2xl! px-1 py-2.5 leading-tight"
                >
                  <span className="sr-only">
                    {courseTitle}, nivel {level.title}: plan de{" "}
                  </span>
                  <span className="text-sm font-extrabold whitespace-nowrap">{planLabel(months)}</span>
                  <span className="text-xs font-medium whitespace-nowrap">
                    <PriceTag prices={prices} />
                  </span>
                </OpenRegisterButton>
              </li>
            ))}
          </ul>
          {level.prices.some((price) => price.currency === "COP") ? (
            <p data-currency-only="COP" className="mt-2 text-xs text-neutral-600">
              IVA incluido
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <OpenRegisterButton choice={{ levelSlug: level.slug }} className="mt-4 w-full">
        Empezar este nivel<span className="sr-only"> ({level.title} de {courseTitle})</span>
      </OpenRegisterButton>
    </article>
  );
}
