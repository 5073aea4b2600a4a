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
    sync();
    const unsubscribe = subscribeToSession(sync);
    const keys: string[] = Object.values(STORAGE_KEYS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || keys.includes(event.key)) sync();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener("storage", onStorage);
    };
  }, [dispatch]);
  return null;
}
