"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { isInternalRouteChange } from "@/lib/navigation";
import { useAppDispatch, useAppStore } from "@/store/hooks";
import { setLoader } from "@/store/slices/commons-slice";

/** Past this, a navigation that never completed (e.g. cancelled) must not leave the page blocked. */
const STUCK_LOADER_MS = 15_000;

/**
 * Spec §2 route-change loader. The App Router has no router events, so the start is a
 * click on a same-origin link that changes the path or query (or `useAppRouter`), and the
 * completion is the new pathname/search params; error boundaries clear it on failure.
 */
export function RouteChangeLoader({ showBackground = false }: { showBackground?: boolean }) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  // Closed while it hydrates, as the server rendered it: a navigation started before this
  // boundary hydrated (a form sent at once) opens it right after, not during hydration.
  const open = useSyncExternalStore(store.subscribe, () => store.getState().commons.loader, () => false);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();
  // The tracked navigation: its target, reset when the route change completes.
  const pending = useRef<URL | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const current = new URL(window.location.href);
      const info = { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute("download") };
      if (!isInternalRouteChange(event, info, current)) return;
      pending.current = new URL(anchor.href, current);
      dispatch(setLoader(true));
    };
    // Capture phase: next/link cancels the native click in its own handler.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [dispatch]);

  useEffect(() => {
    const target = pending.current;
    if (!target && !store.getState().commons.loader) return;
    pending.current = null;
    dispatch(setLoader(false));
    // An anchor target (/#about) is scrolled to by the browser; anything else starts at the top.
    if (!target?.hash) window.scrollTo(0, 0);
  }, [pathname, search, dispatch, store]);

  // A route change that failed: the error boundary clears the loader (app/error.tsx, which
  // also scrolls to the top) without a new pathname. The tracked navigation ends with it, so a
  // later change of the URL by code is not taken for its completion (spec §2, issue 35.14).
  useEffect(() => {
    if (!open) pending.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => {
      pending.current = null;
      dispatch(setLoader(false));
    }, STUCK_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, [open, dispatch]);

  return <LoadingOverlay open={open} message="Cargando" showBackground={showBackground} />;
}
