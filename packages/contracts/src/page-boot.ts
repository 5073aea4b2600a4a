/**
 * The one inline script the web app writes itself, shared with the API so its Content-Security-
 * Policy can allow this exact text by hash (apps/api/src/plugins/inline-scripts.ts) and nothing
 * else that looks like it.
 *
 * It runs in `<head>` before the first paint and marks `<html data-currency>` with the currency
 * the visitor chose (kept in this browser), so a static page opens in that currency without a
 * flash of the other. Inline rather than a file: a blocking `<script src>` held the parser for
 * a round trip before the browser could paint anything.
 */
export const CURRENCY_STORAGE_KEY = "fz.cartCurrency";

export const CURRENCY_BOOT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)});document.documentElement.dataset.currency=c==="USD"?"USD":"COP"}catch(e){}`;

/** Inline scripts of the app's own, by exact text. */
export const APP_INLINE_SCRIPTS: readonly string[] = [CURRENCY_BOOT_SCRIPT];
