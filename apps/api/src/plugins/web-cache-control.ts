import type { ServerResponse } from "node:http";

/*
 * Which web responses a shared cache (a CDN) may keep. Next marks a page it rendered without
 * any request data (static or incrementally regenerated, ISR) with `s-maxage=<revalidate>`;
 * a page that read cookies or headers gets `private, no-store`. The public pages (home,
 * courses, landing pages, blog, legal pages, sitemap) are of the first kind and carry nothing
 * personal: the signed-in header and the cart are filled in by the browser after load.
 * Here their header becomes an explicit `public` one with a short shared lifetime, because
 * the on-demand revalidation refreshes this server's copy at once but cannot purge a CDN:
 * a CDN serves a changed page for at most S_MAXAGE seconds (plus one stale answer while it
 * fetches the new one). See docs/decisions/010-static-public-pages-and-caching.md.
 */
export const S_MAXAGE_SECONDS = 60;
export const STALE_WHILE_REVALIDATE_SECONDS = 600;
export const PUBLIC_PAGE_CACHE_CONTROL = `public, s-maxage=${S_MAXAGE_SECONDS}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * The academy and the back office are gated per visitor (the proxy sends a visitor without a
 * session to sign in): their static shells hold no data, but a CDN keeping one would skip
 * that gate for the next visitor.
 */
const GATED_PATH = /^\/(?:academia|admin)(?:[/?]|$)/;

/**
 * The sitemap and robots rules are static too, but Next's metadata routes always answer
 * `public, max-age=0, must-revalidate`, whatever their revalidation.
 */
const METADATA_ROUTE = /^\/(?:sitemap\.xml|robots\.txt)(?:\?|$)/;
const METADATA_ROUTE_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** The Cache-Control to send for a web response, given the one Next chose. */
export function sharedCacheControl(url: string, nextValue: string, setsCookie: boolean): string {
  const value = nextValue.toLowerCase();
  if (value === METADATA_ROUTE_CACHE_CONTROL && METADATA_ROUTE.test(url)) return setsCookie ? nextValue : PUBLIC_PAGE_CACHE_CONTROL;
  // Only what Next itself declared shareable (s-maxage) is ever made public.
  if (!value.includes("s-maxage=") || value.includes("private") || value.includes("no-store")) return nextValue;
  if (setsCookie || GATED_PATH.test(url)) return PRIVATE_CACHE_CONTROL;
  return PUBLIC_PAGE_CACHE_CONTROL;
}

/** Applies `sharedCacheControl` to a response just before its headers are written. */
export function applySharedCacheControl(url: string, res: ServerResponse): void {
  const writeHead = res.writeHead;
  // Node writes the headers through `this.writeHead` (explicitly, or from `end()`): by then
  // every header Next set is known.
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const current = res.getHeader("cache-control");
    if (typeof current === "string") {
      const next = sharedCacheControl(url, current, res.hasHeader("set-cookie"));
      if (next !== current) res.setHeader("cache-control", next);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}
