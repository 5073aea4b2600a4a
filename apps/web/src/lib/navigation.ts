/** What the route-change loader needs to know about a click. */
export interface ClickInfo {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorInfo {
  href: string;
  target: string;
  hasDownload: boolean;
}

/**
 * True when a click on this anchor will make the App Router change the page in this tab:
 * same origin, plain left click, no new tab or download, and a different path or query
 * (a hash-only change scrolls within the page and never completes a route change).
 */
export function isInternalRouteChange(click: ClickInfo, anchor: AnchorInfo, current: URL): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (anchor.hasDownload || (anchor.target !== "" && anchor.target !== "_self")) return false;
  let next: URL;
  try {
    next = new URL(anchor.href, current);
  } catch {
    return false;
  }
  if (next.origin !== current.origin) return false;
  // The API is served on the same origin but is not a page.
  if (next.pathname === "/api" || next.pathname.startsWith("/api/")) return false;
  return next.pathname !== current.pathname || next.search !== current.search;
}
