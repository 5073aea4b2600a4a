"use client";

import { useEffect } from "react";
import { afterHydration } from "@/lib/deferred-hydration";
import { getAccessToken, getStoredUser, STORAGE_KEYS, subscribeToSession } from "@/lib/session";
import { useAppDispatch } from "@/store/hooks";
import { setSession } from "@/store/slices/auth-slice";

/**
 * The session lives in localStorage, which only the browser can read: this copies it into
 * the `auth` state after hydration and whenever it changes — a token refresh, a forced
 * sign-out by the API client, or a sign-in/out in another tab.
 */
export function SessionSync() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    let started = false;
    const sync = () => {
      if (!started) return; // the first read below takes whatever changed before it
      const token = getAccessToken();
      dispatch(setSession({ token, user: token ? getStoredUser() : null }));
    };
    // The first read in a task of its own, once the parts of the page that hydrate late have
    // hydrated (lib/deferred-hydration): they must find the state the server rendered them
    // with (signed out), and on a page load this read signs the header in — its points, bell
    // and cart mount and ask for their counts — which need not lengthen hydration's tasks.
    const cancelFirst = afterHydration(() => {
      started = true;
      sync();
    });
    const unsubscribe = subscribeToSession(sync);
    const keys: string[] = Object.values(STORAGE_KEYS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) sync();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      cancelFirst();
      unsubscribe();
      window.removeEventListener("storage", onStorage);
    };
  }, [dispatch]);
  return null;
}
