"use client";

import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { useAppDispatch } from "@/store/hooks";
import { setLoader } from "@/store/slices/commons-slice";

/**
 * `useRouter` that also turns the route-change loader on, for navigations started from
 * code (after signing in, signing out...). The loader clears when the new route renders.
 */
export function useAppRouter() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  return useMemo(() => {
    const start = (href: string) => {
      const next = new URL(href, window.location.href);
      if (next.pathname !== window.location.pathname || next.search !== window.location.search) {
        dispatch(setLoader(true));
      }
    };
    return {
      push(href: string) {
        start(href);
        router.push(href);
      },
      replace(href: string) {
        start(href);
        router.replace(href);
      },
      refresh: () => router.refresh(),
      back: () => router.back(),
    };
  }, [router, dispatch]);
}
