"use client";

import { useLayoutEffect } from "react";
import { useAppDispatch } from "@/store/hooks";
import { hydrate, type HydrationState } from "@/store/root-reducer";

/**
 * Merges state a server component fetched into the client store. A layout effect applies
 * it before the browser paints; the loader is left alone (spec §4).
 */
export function HydrateStore({ state }: { state: HydrationState }) {
  const dispatch = useAppDispatch();
  useLayoutEffect(() => {
    dispatch(hydrate(state));
  }, [dispatch, state]);
  return null;
}
