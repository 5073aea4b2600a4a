import { clientEnv } from "@/config/env";

/**
 * Analytics events in Google Analytics 4's (gtag.js) vocabulary. Spec §3: events fire with
 * currency USD and value 0 unless the caller knows better (a purchase knows its value).
 * Without NEXT_PUBLIC_GA_MEASUREMENT_ID every call is a no-op, so tests, development and
 * deployments that do not measure send nothing anywhere.
 */

/** GA4's item shape (snake_case, as gtag sends it). */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_variant?: string;
  price?: number;
  quantity?: number;
}

interface MoneyParams {
  currency?: string;
  value?: number;
}

interface CommerceParams extends MoneyParams {
  items?: AnalyticsItem[];
}

/** The events the product sends, each with the parameters GA4 defines for it. */
export interface AnalyticsEvents {
  /** A new account; `method` is how it was created (`google.com`, `facebook.com`, `email`). */
  sign_up: MoneyParams & { method: string };
  login: MoneyParams & { method: string };
  add_to_cart: CommerceParams;
  begin_checkout: CommerceParams & { coupon?: string };
  purchase: CommerceParams & { transaction_id: string; coupon?: string };
}

export type AnalyticsEventName = keyof AnalyticsEvents;

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const DEFAULT_EVENT_PARAMS = { currency: "USD", value: 0 } as const;

/**
 * The gtag.js stub from Google's snippet, then the library itself. Loaded on the first event
 * rather than on every page: the product measures these conversions, not page views, so
 * pages that send none never download the script.
 */
function ensureGtag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag.js reads `arguments` objects from the data layer, not arrays: keep the snippet's form.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return window.gtag;
}

/** Sends one event; never throws, because measuring must not break what is measured. */
export function trackEvent<Name extends AnalyticsEventName>(name: Name, params: AnalyticsEvents[Name]): void {
  const measurementId = clientEnv.NEXT_PUBLIC_GA_MEASUREMENT_ID;
  if (!measurementId || typeof window === "undefined") return;
  try {
    ensureGtag(measurementId)("event", name, { ...DEFAULT_EVENT_PARAMS, ...params });
  } catch {
    // A blocked or broken analytics script is the visitor's choice, not an error to show.
  }
}
