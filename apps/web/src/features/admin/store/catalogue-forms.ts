import type { Currency } from "@fz/contracts/commerce";
import { MINOR_DIGITS, minorToAmount } from "@/lib/money";

/**
 * Pure helpers of the catalogue forms: prices typed by a person (in pesos or dollars) to the
 * API's minor units, a video address to its provider, and a duration in minutes:seconds.
 */

/**
 * "49900", "49.900", "49.900,50", "12,99", "12.99" → minor units; "" → null (no price);
 * undefined for text that is not an amount. Pesos use the dot for thousands (es-CO), so
 * "49.900" is forty-nine thousand nine hundred, not forty-nine.
 */
export function parsePriceInput(text: string, currency: Currency): number | null | undefined {
  let value = text.replace(/[\s$]|COP|USD|US/gi, "");
  if (value === "") return null;
  if (!/^\d[\d.,]*$/.test(value)) return undefined;
  const lastDot = value.lastIndexOf(".");
  const lastComma = value.lastIndexOf(",");
  if (lastDot >= 0 && lastComma >= 0) {
    // Both: the last one is the decimal separator.
    const decimal = lastDot > lastComma ? "." : ",";
    const thousands = decimal === "." ? "," : ".";
    value = value.split(thousands).join("").replace(decimal, ".");
  } else if (lastComma >= 0) {
    value = /^\d{1,3}(,\d{3})+$/.test(value) && currency === "USD" ? value.split(",").join("") : value.replace(",", ".");
  } else if (lastDot >= 0 && currency === "COP" && /^\d{1,3}(\.\d{3})+$/.test(value)) {
    value = value.split(".").join("");
  }
  if (!/^\d+(\.\d+)?$/.test(value)) return undefined;
  const digits = MINOR_DIGITS[currency];
  const [whole, fraction = ""] = value.split(".");
  if (fraction.length > digits) return undefined;
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
  return Number.isSafeInteger(minor) ? minor : undefined;
}

/** Minor units → what the price box shows ("49900", "12.99"): no thousands separators to trip on. */
export function priceInputValue(amountMinor: number | null | undefined, currency: Currency): string {
  if (amountMinor === null || amountMinor === undefined) return "";
  const amount = minorToAmount(amountMinor, currency);
  return amount.replace(/\.0+$/, "");
}

export type DetectedProvider = "youtube" | "vimeo";

/** Which provider an address belongs to (the API then checks the video id itself). */
export function detectVideoProvider(url: string): DetectedProvider | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:") return null;
  const host = parsed.hostname.replace(/^www\.|^m\./, "");
  if (host === "youtu.be" || host === "youtube.com" || host === "youtube-nocookie.com") return "youtube";
  if (host === "vimeo.com" || host === "player.vimeo.com") return "vimeo";
  return null;
}

/** "4:05" or "245" (seconds) → 245; "" → null; undefined when it cannot be read. */
export function parseDuration(text: string): number | null | undefined {
  const value = text.trim();
  if (value === "") return null;
  const parts = value.split(":");
  if (parts.length > 3 || parts.some((part) => !/^\d+$/.test(part))) return undefined;
  const numbers = parts.map(Number);
  if (numbers.slice(1).some((part) => part >= 60)) return undefined;
  const seconds = numbers.reduce((total, part) => total * 60 + part, 0);
  return seconds <= 86_400 ? seconds : undefined;
}

/** The duration field's editable text (245 → "4:05"; 3725 → "1:02:05"); labels use lib/academy-format. */
export function durationInputValue(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return "";
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** One price box per duration (or one for a tutorial) and currency: `1:COP`, `once:USD`. */
export type PriceKey = `${1 | 4 | 12 | "once"}:${Currency}`;
export type PriceDraft = Partial<Record<PriceKey, string>>;

export const PRICE_CURRENCIES: Currency[] = ["COP", "USD"];

interface PriceLike {
  currency: Currency;
  amountMinor: number;
  months: number | null;
  isActive: boolean;
}

function keyOf(months: number | null, currency: Currency): PriceKey {
  return `${months === 1 || months === 4 || months === 12 ? months : "once"}:${currency}` as PriceKey;
}

/** The boxes as the stored prices fill them. */
export function priceDraftOf(prices: readonly PriceLike[]): PriceDraft {
  const draft: PriceDraft = {};
  for (const price of prices) if (price.isActive) draft[keyOf(price.months, price.currency)] = priceInputValue(price.amountMinor, price.currency);
  return draft;
}

export interface PriceChange {
  currency: Currency;
  amountMinor: number | null;
  months?: 1 | 4 | 12;
}

/**
 * Only the boxes that changed become writes (an emptied box removes its price); a box that
 * is not an amount becomes an error under its key.
 */
export function priceChanges(draft: PriceDraft, stored: readonly PriceLike[]): { changes: PriceChange[]; errors: Partial<Record<PriceKey, string>> } {
  const before = priceDraftOf(stored);
  const storedMinor = new Map(stored.filter((price) => price.isActive).map((price) => [keyOf(price.months, price.currency), price.amountMinor]));
  const changes: PriceChange[] = [];
  const errors: Partial<Record<PriceKey, string>> = {};
  for (const key of new Set([...Object.keys(draft), ...Object.keys(before)]) as Set<PriceKey>) {
    const [monthsText, currency] = key.split(":") as [string, Currency];
    const parsed = parsePriceInput(draft[key] ?? "", currency);
    if (parsed === undefined) {
      errors[key] = currency === "COP" ? "Escribe el precio en pesos, por ejemplo 49900." : "Escribe el precio en dólares, por ejemplo 12.99.";
      continue;
    }
    if (parsed === 0) {
      errors[key] = "El precio debe ser mayor que cero (deja la casilla vacía para no venderlo).";
      continue;
    }
    if (parsed === (storedMinor.get(key) ?? null)) continue;
    changes.push({ currency, amountMinor: parsed, ...(monthsText === "once" ? {} : { months: Number(monthsText) as 1 | 4 | 12 }) });
  }
  return { changes, errors };
}
