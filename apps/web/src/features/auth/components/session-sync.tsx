"use client";

import { useEffect } from "react";
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
    const sync = () => {
      const token = getAccessToken();
      dispatch(setSession({ token, user: token ? getStoredUser() : null }));
    };
    // The first read in a task of its own: on a page load it signs the header in (its points,
    // bell and cart mount and ask for their counts), which need not lengthen hydration's task.
    const first = window.setTimeout(sync, 0);
    const unsubscribe = subscribeToSession(sync);
    const keys: string[] = Object.values(STORAGE_KEYS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) sync();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearTimeout(first);
      unsubscribe();
      window.removeEventListener("storage", onStorage);
    };
  }, [dispatch]);
  return null;
}
