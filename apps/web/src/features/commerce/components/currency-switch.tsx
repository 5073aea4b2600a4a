"use client";

import type { Currency } from "@fz/contracts/commerce";
import { SHOP_CURRENCIES } from "@/lib/shop-api";

const NAMES: Record<Currency, string> = { COP: "Pesos (COP)", USD: "Dólares (USD)" };

/** Which currency the cart is priced and paid in. */
export function CurrencySwitch({
  value,
  onChange,
  disabled = false,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
  disabled?: boolean;
}) {
  return (
    <div role="group" aria-label="Moneda de pago" className="inline-flex self-start rounded-full bg-neutral-100 p-1">
      {SHOP_CURRENCIES.map((currency) => (
        <button
          key={currency}
          type="button"
          aria-pressed={value === currency}
          disabled={disabled}
          onClick={() => value !== currency && onChange(currency)}
          className="min-h-10 rounded-full px-4 text-sm font-semibold text-neutral-700 disabled:cursor-wait aria-pressed:bg-white aria-pressed:text-secondary aria-pressed:shadow sm:px-5"
        >
          {NAMES[currency]}
        </button>
      ))}
    </div>
  );
}
