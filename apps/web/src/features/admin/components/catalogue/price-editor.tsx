import type { Currency } from "@fz/contracts/commerce";
import { useId } from "react";
import { cx } from "@/lib/cx";
import { PRICE_CURRENCIES, type PriceDraft, type PriceKey } from "@/features/admin/utils/catalogue-forms";

const MONTH_LABEL: Record<string, string> = { "1": "1 mes", "4": "4 meses", "12": "12 meses", once: "Precio" };
const CURRENCY_LABEL: Record<Currency, string> = { COP: "Pesos (COP)", USD: "Dólares (USD)" };

/**
 * Prices per duration and currency, typed in pesos or dollars. An empty box means "not on
 * sale" for that duration and currency.
 */
export function PriceEditor({
  durations,
  value,
  onChange,
  errors = {},
  legend = "Precios",
}: {
  /** [1, 4, 12] for subscriptions, ["once"] for a tutorial. */
  durations: readonly (1 | 4 | 12 | "once")[];
  value: PriceDraft;
  onChange: (value: PriceDraft) => void;
  errors?: Partial<Record<PriceKey, string>>;
  legend?: string;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold">{legend}</legend>
      <p className="-mt-1 text-sm text-neutral-600">Deja una casilla vacía para no vender esa opción. Pesos sin centavos (49900); dólares con punto o coma (12.99).</p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {durations.map((months) => (
          <div key={months} className="rounded-xl border border-neutral-200 p-3">
            <p className="mb-2 font-bold">{MONTH_LABEL[String(months)]}</p>
            <div className="flex flex-col gap-2">
              {PRICE_CURRENCIES.map((currency) => {
                const key = `${months}:${currency}` as PriceKey;
                const error = errors[key];
                const inputId = `${id}-${months}-${currency}`;
                return (
                  <div key={currency} className="flex flex-col gap-1">
                    <label htmlFor={inputId} className="text-sm">
                      {CURRENCY_LABEL[currency]}
                      <span className="sr-only"> — {MONTH_LABEL[String(months)]}</span>
                    </label>
                    <input
                      id={inputId}
                      inputMode="decimal"
                      autoComplete="off"
                      value={value[key] ?? ""}
                      onChange={(event) => onChange({ ...value, [key]: event.target.value })}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${inputId}-error` : undefined}
                      placeholder="Sin precio"
                      className={cx(
                        "min-h-11 w-full rounded-lg border bg-white px-3 tabular-nums focus:outline-2 focus:outline-offset-1 focus:outline-secondary",
                        error ? "border-error" : "border-neutral-400",
                      )}
                    />
                    {error ? (
                      <p id={`${inputId}-error`} className="text-sm font-medium text-error">
                        {error}
                      </p>
                    ) : null}
                  </div>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The plans of a draft that have no price in some currency, as "4 meses (USD)". */
export function missingPlanLabels(value: PriceDraft, durations: readonly (1 | 4 | 12)[]): string[] {
  const missing: string[] = [];
  for (const months of durations) {
    for (const currency of PRICE_CURRENCIES) {
      if (!value[`${months}:${currency}`]?.trim()) missing.push(`${MONTH_LABEL[String(months)]} (${currency})`);
    }
  }
  return missing;
}

/**
 * Before publishing: which plans the shop will not offer because they have no price (the
 * storefront hides them; nothing is refused, an academy may sell only some lengths).
 */
export function MissingPricesNotice({
  value,
  durations,
  published,
  what,
}: {
  value: PriceDraft;
  durations: readonly (1 | 4 | 12)[];
  published: boolean;
  /** "este nivel", "el curso completo". */
  what: string;
}) {
  const missing = missingPlanLabels(value, durations);
  if (missing.length === 0) return null;
  const all = missing.length === durations.length * PRICE_CURRENCIES.length;
  return (
    <div
      role="status"
      data-testid="missing-prices"
      className={cx("rounded-xl border p-3 text-sm", published ? "border-primary bg-primary-light" : "border-neutral-300 bg-neutral-50")}
    >
      <p className="font-bold">
        {all ? `Sin precios: ${what} no se ofrece a la venta.` : `Planes sin precio: no se ofrecerán en ${what === "este nivel" ? "la página de este nivel" : "la tienda"}.`}
      </p>
      {!all ? <p className="mt-1">Falta el precio de: {new Intl.ListFormat("es", { type: "conjunction" }).format(missing)}.</p> : null}
    </div>
  );
}
