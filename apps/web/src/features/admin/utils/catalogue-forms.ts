import type { Currency } from "@fz/contracts/commerce";
import type { VideoWrite } from "@fz/contracts/admin/catalogue";
import type { Camel } from "@/lib/case";
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

export interface PriceLike {
  currency: Currency;
  amountMinor: number;
  months: number | null;
  isActive: boolean;
}

export function priceKeyOf(months: number | null, currency: Currency): PriceKey {
  return `${months === 1 || months === 4 || months === 12 ? months : "once"}:${currency}` as PriceKey;
}

/** The boxes as the stored prices fill them. */
export function priceDraftOf(prices: readonly PriceLike[]): PriceDraft {
  const draft: PriceDraft = {};
  for (const price of prices) if (price.isActive) draft[priceKeyOf(price.months, price.currency)] = priceInputValue(price.amountMinor, price.currency);
  return draft;
}

export interface PriceChange {
  currency: Currency;
  amountMinor: number | null;
  months?: 1 | 4 | 12;
}

export type VideoMode = "none" | "url" | "file";

export interface VideoDraft {
  mode: VideoMode;
  /** The YouTube/Vimeo address typed. */
  url: string;
  /** The uploaded file's `source` (from the upload, or the stored one). */
  file: string;
}

export function videoDraftOf(video: Camel<VideoWrite> | null | undefined): VideoDraft {
  if (!video) return { mode: "none", url: "", file: "" };
  if (video.provider === "self_hosted") return { mode: "file", url: "", file: video.source };
  return { mode: "url", url: video.source, file: "" };
}

/** The video to send (null: no video), or a Spanish message about what is missing. */
export function videoOfDraft(draft: VideoDraft, required = false): { video: Camel<VideoWrite> | null } | { error: string } {
  if (draft.mode === "none") return required ? { error: "Añade el video: una dirección de YouTube o Vimeo, o un archivo." } : { video: null };
  if (draft.mode === "url") {
    if (!draft.url.trim()) return { error: "Pega la dirección del video de YouTube o Vimeo." };
    const provider = detectVideoProvider(draft.url);
    if (!provider) return { error: "La dirección debe ser de YouTube o Vimeo y empezar por https://." };
    return { video: { provider, source: draft.url.trim() } };
  }
  if (!draft.file) return { error: "Sube el archivo del video (MP4 o WebM)." };
  return { video: { provider: "self_hosted", source: draft.file } };
}
