import { OpenRegisterButton } from "@/components/connected/open-register-button";
import { CurrencySwitch } from "@/components/ui/currency-switch";
import type { LevelItem } from "@/features/catalogue/api/catalogue-public-api";
import { LevelCard } from "@/features/catalogue/components/level-card";

/** The course's levels and plans, and the purchase-all offer when the shop sells one. */
export function CourseLevels({ levels, courseTitle, purchaseAllOnSale }: { levels: LevelItem[]; courseTitle: string; purchaseAllOnSale: boolean }) {
  return (
    <section aria-labelledby="niveles" className="bg-primary-light/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <p className="text-sm font-bold tracking-wide text-primary-ink uppercase">Niveles y planes</p>
        <h2 id="niveles" className="mt-2 text-3xl font-extrabold tracking-tight">
          Elige tu nivel
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-neutral-700">
          Empieza por el nivel que corresponde a lo que ya sabes y elige cuánto tiempo de acceso quieres. Cada plan suma puntos para
          canjear por más clases.
        </p>
        <div className="mt-5 flex flex-wrap items-center gap-3 text-sm text-neutral-700">
          <CurrencySwitch />
          <p>
            <span data-currency-only="COP">Precios en pesos colombianos, IVA (19 %) incluido.</span>
            <span data-currency-only="USD">Precios en dólares estadounidenses, para pagos desde fuera de Colombia.</span>
          </p>
        </div>
        {levels.length > 0 ? (
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {levels.map((level, index) => (
              <li key={level.id}>
                <LevelCard level={level} index={index} courseTitle={courseTitle} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-10 rounded-3xl bg-white p-6 ring-1 ring-black/10">
            <p className="text-lg">
              Estamos actualizando los niveles de este curso. Crea tu cuenta y te avisamos cuando estén listos, o escríbenos por WhatsApp.
            </p>
            <OpenRegisterButton variant="outline-dark" className="mt-5">
              Crear una cuenta
            </OpenRegisterButton>
          </div>
        )}
        {purchaseAllOnSale ? (
          <div className="mt-8 flex flex-col items-start gap-4 rounded-3xl bg-secondary p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <h3 className="text-2xl font-extrabold">¿Lo quieres todo?</h3>
              <p className="mt-1 text-neutral-200">Accede a todos los niveles con una sola compra y avanza sin esperar.</p>
            </div>
            <OpenRegisterButton choice={{ isPurchaseAll: true }} size="lg" className="w-full sm:w-auto">
              Comprar todos los niveles
            </OpenRegisterButton>
          </div>
        ) : null}
      </div>
    </section>
  );
}
