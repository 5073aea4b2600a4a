"use client";

import type { Currency } from "@fz/contracts/commerce";
import { useSyncExternalStore } from "react";
import { chooseCurrency, CURRENCY_NAMES, DEFAULT_CURRENCY, readCurrency, SHOP_CURRENCIES, subscribeCurrency } from "@/lib/currency";
import { cx } from "@/lib/cx";

const SHORT: Record<Currency, string> = { COP: "COP", USD: "USD" };
const SPOKEN: Record<Currency, string> = { COP: "Pesos", USD: "Dólares" };

/** The visitor's currency, kept in step with every switch on the page and other tabs. */
export function usePreferredCurrency(): Currency {
  return useSyncExternalStore(subscribeCurrency, readCurrency, () => DEFAULT_CURRENCY);
}

/**
 * The currency prices are shown (and the cart is paid) in: pesos by default, dollars on
 * request, remembered in this browser. Every page with prices carries one; they all agree.
 */
export function CurrencySwitch({
  compact = false,
  disabled = false,
  tone = "light",
  currencies = SHOP_CURRENCIES,
  className,
}: {
  /** The currencies offered (the cart offers only those every item is sold in). */
  currencies?: readonly Currency[];
  /** "COP" / "USD" instead of the names (tight rows). */
  compact?: boolean;
  disabled?: boolean;
  /** On a dark band, a translucent track. */
  tone?: "light" | "dark";
  className?: string;
}) {
  const value = usePreferredCurrency();
  return (
    <div
      role="group"
      aria-label="Moneda de los precios"
      className={cx("inline-flex self-start rounded-full p-1", tone === "dark" ? "bg-white/15" : "bg-neutral-100", className)}
    >
      {currencies.map((currency) => (
        <button
          key={currency}
          type="button"
          aria-pressed={value === currency}
          disabled={disabled}
          onClick={() => value !== currency && chooseCurrency(currency)}
          className={cx(
            "min-h-10 rounded-full px-4 text-sm font-semibold disabled:cursor-wait aria-pressed:bg-white aria-pressed:text-secondary aria-pressed:shadow sm:px-5",
            tone === "dark" ? "text-white" : "text-neutral-700",
          )}
        >
          {compact ? (
            // The visible code stays part of the accessible name ("Dólares USD").
            <>
              <span className="sr-only">{SPOKEN[currency]} </span>
              {SHORT[currency]}
            </>
          ) : (
            CURRENCY_NAMES[currency]
          )}
        </button>
      ))}
    </div>
  );
}
