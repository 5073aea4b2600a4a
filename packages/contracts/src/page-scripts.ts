/**
 * The web app's own inline scripts: the pages render them and the server's Content-Security-
 * Policy allows each by the hash of this exact text (apps/api/src/plugins/security-headers.ts),
 * so the two cannot drift. Anything else inline that is not the framework's stays refused.
 */

/** Where the visitor's currency choice is kept in this browser. */
export const CURRENCY_STORAGE_KEY = "fz.cartCurrency";

/**
 * Runs in `<head>` before the first paint: marks `<html>` with the stored currency, so a static
 * page opens showing the visitor's currency without a flash of the other one. Inline, not a file:
 * a blocking script request would hold the first paint for a round trip.
 */
export const CURRENCY_BOOT_SCRIPT = `try{var c=localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)});document.documentElement.dataset.currency=c==="USD"?"USD":"COP"}catch(e){}`;

/** Every inline script the app itself writes into a page. */
export const APP_INLINE_SCRIPTS: readonly string[] = [CURRENCY_BOOT_SCRIPT];
