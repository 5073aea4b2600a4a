import type { Currency } from "@fz/contracts/commerce";

/**
 * Prices of the shop in es-CO. Each currency keeps its own habit: pesos are written without
 * cents ("$ 49.900"), dollars always with them ("US$ 12,99", "US$ 43,00"), so a total never
 * changes shape when a cart passes from a whole amount to one with cents.
 */
const DISPLAY_DIGITS: Partial<Record<string, number>> = { COP: 0, USD: 2 };

/**
 * Digits of each currency's minor unit, as the contract's CURRENCY_EXPONENT (a test keeps
 * them equal): importing the contract's values would ship zod to every page with a price.
 */
export const MINOR_DIGITS: Record<Currency, number> = { COP: 2, USD: 2 };

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, digits: number | undefined): Intl.NumberFormat {
  const key = `${currency}:${digits ?? "default"}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat("es-CO", {
      style: "currency",
      currency,
      currencyDisplay: "symbol",
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * `amount` is the API's decimal string in major units ("49900.00"). Pesos never show centavos
 * (issue 35: "$ 21.698,32" must not happen): what the shop charges is whole pesos, and the IVA
 * it states is rounded to the peso. Unknown or malformed input gives "".
 */
export function formatPrice(amount: string | number, currency: string): string {
  // Number("") is 0: a missing amount must not print as a free product.
  const value = typeof amount === "number" ? amount : amount.trim() === "" ? Number.NaN : Number(amount);
  if (!Number.isFinite(value) || !/^[A-Z]{3}$/.test(currency)) return "";
  const digits = DISPLAY_DIGITS[currency];
  try {
    return formatter(currency, digits).format(value);
  } catch {
    return "";
  }
}

/** The same from an amount in minor units (4990000 COP = 49.900,00), as totals travel. */
export function formatMinor(amountMinor: number, currency: string): string {
  return formatPrice(minorToAmount(amountMinor, currency), currency);
}

/** Exact decimal string of an amount in minor units ("4990000" COP → "49900.00"). */
export function minorToAmount(amountMinor: number, currency: string): string {
  const exponent = MINOR_DIGITS[currency as Currency] ?? 2;
  const negative = amountMinor < 0;
  const digits = String(Math.abs(Math.trunc(amountMinor))).padStart(exponent + 1, "0");
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = exponent > 0 ? `.${digits.slice(digits.length - exponent)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}
