"use client";

import type { PaymentProviderName } from "@fz/contracts/commerce";
import type { PaymentOptionView } from "@/features/commerce/api/checkout-api";
import { cx } from "@/lib/cx";

/**
 * The payment providers this academy takes for the cart's currency (the server orders them:
 * local ones such as Wompi and Mercado Pago first for pesos). One radio per provider.
 */
export function PaymentChoice({
  options,
  value,
  onChange,
  disabled,
}: {
  options: PaymentOptionView[];
  value: PaymentProviderName | null;
  onChange: (provider: PaymentProviderName) => void;
  disabled: boolean;
}) {
  if (options.length === 0) {
    return <p className="text-sm font-semibold text-red-800">No hay medios de pago disponibles para esta moneda. Cambia la moneda del carrito o escríbenos.</p>;
  }
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold">Medio de pago</legend>
      {options.map((option) => {
        const checked = option.provider === value;
        return (
          <label
            key={option.provider}
            className={cx(
              "flex cursor-pointer items-start gap-3 rounded-2xl border bg-white p-3 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-secondary",
              checked ? "border-secondary ring-1 ring-secondary" : "border-neutral-300 hover:border-neutral-500",
            )}
          >
            <input
              type="radio"
              name="payment-provider"
              value={option.provider}
              checked={checked}
              onChange={() => onChange(option.provider)}
              className="mt-1 size-4 shrink-0 accent-secondary"
            />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2 font-bold">
                {option.label}
                {option.testMode ? <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-700">Modo de prueba</span> : null}
              </span>
              <span className="block text-sm text-neutral-700">{option.description}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
