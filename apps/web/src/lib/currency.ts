import type { Currency } from "@fz/contracts/commerce";

/**
 * The shop's one money rule (decision 018): prices are shown in Colombian pesos by default
 * and in US dollars when the visitor asks for them (a switch on every page with prices,
 * remembered in this browser). Pesos include Colombia's 19 % IVA, and say so wherever a
 * price is shown; dollar prices are for buyers abroad and carry no IVA.
 *
 * Public pages are static, so the server renders every currency's figure and the page
 * shows one: `<html data-currency>` (set before the first paint by CURRENCY_BOOT_SCRIPT)
 * and two CSS rules in globals.css hide the other. Client code reads the same preference.
 */
export const SHOP_CURRENCIES: readonly Currency[] = ["COP", "USD"];
export const DEFAULT_CURRENCY: Currency = "COP";
export const CURRENCY_STORAGE_KEY = "fz.cartCurrency";
/** Fired on `window` when the preference changes (the cart re-prices itself). */
export const CURRENCY_EVENT = "fz:currency";

// One IVA rule for the server (orders, receipts) and every page.
export { includesVat, vatIncludedMinor } from "@fz/contracts/vat";

/** Any price-like record: an amount (decimal string, major units) in a currency. */
export interface Money {
  amount: string;
  currency: string;
}

export const CURRENCY_NAMES: Record<Currency, string> = { COP: "Pesos (COP)", USD: "Dólares (USD)" };

export function isShopCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (SHOP_CURRENCIES as readonly string[]).includes(value);
}

/** A product's price in each currency it is sold in (the first listed wins a duplicate). */
export function byCurrency<P extends Money>(prices: readonly P[]): Partial<Record<Currency, P>> {
  const out: Partial<Record<Currency, P>> = {};
  for (const price of prices) if (isShopCurrency(price.currency) && !out[price.currency]) out[price.currency] = price;
  return out;
}

/** The cheapest positive price of each currency across several lists: amounts in different currencies never compete. */
export function lowestByCurrency<P extends Money>(lists: readonly (readonly P[])[]): Partial<Record<Currency, P>> {
  const out: Partial<Record<Currency, P>> = {};
  for (const prices of lists) {
    for (const price of prices) {
      const amount = Number(price.amount);
      if (!isShopCurrency(price.currency) || !Number.isFinite(amount) || amount <= 0) continue;
      const current = out[price.currency];
      if (!current || amount < Number(current.amount)) out[price.currency] = price;
    }
  }
  return out;
}

/**
 * Attributes for a plan (or any offer) that is sold in only some currencies (issue 35): it is
 * shown only while one of those is chosen — `data-currency-only` hides it under the other, as
 * the price figures are. A plan with no price at all is hidden.
 */
export function currencyOnlyProps(prices: readonly Money[]): { "data-currency-only"?: Currency; hidden?: true } {
  const sold = SHOP_CURRENCIES.filter((currency) => prices.some((price) => price.currency === currency));
  if (sold.length === 0) return { hidden: true };
  return sold.length === 1 ? { "data-currency-only": sold[0]! } : {};
}

/** The price to show for `currency`: that currency's, else the default's, else any. */
export function priceIn<P extends Money>(prices: readonly P[], currency: Currency): P | null {
  const table = byCurrency(prices);
  return table[currency] ?? table[DEFAULT_CURRENCY] ?? prices[0] ?? null;
}

/** The visitor's choice in this browser; COP when none (or storage is unavailable). */
export function readCurrency(): Currency {
  try {
    const stored = typeof window === "undefined" ? null : window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isShopCurrency(stored) ? stored : DEFAULT_CURRENCY;
  } catch {
    return DEFAULT_CURRENCY;
  }
}

/** Remembers the choice, shows it on the page at once and tells client code. */
export function chooseCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // Storage disabled: the choice holds for this page only.
  }
  document.documentElement.dataset.currency = currency;
  window.dispatchEvent(new CustomEvent(CURRENCY_EVENT, { detail: currency }));
}

/** Subscribes to the choice (useSyncExternalStore): this tab's switch and other tabs' storage. */
export function subscribeCurrency(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CURRENCY_STORAGE_KEY) return;
    document.documentElement.dataset.currency = readCurrency();
    onChange();
  };
  window.addEventListener(CURRENCY_EVENT, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CURRENCY_EVENT, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * Runs in `<head>` before the first paint: marks `<html>` with the stored currency, so a
 * static page opens showing the visitor's currency without a flash of the other one.
 */
/** Served from apps/web/public (same text as CURRENCY_BOOT_SCRIPT; the test compares them). */
export const CURRENCY_BOOT_SRC = "/currency-boot.js";

export const CURRENCY_BOOT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)});document.documentElement.dataset.currency=c==="USD"?"USD":"COP"}catch(e){}`;
