"use client";

import { useRef, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeStore, type AppStore } from "@/store/make-store";
import type { HydrationState } from "@/store/root-reducer";

export function StoreProvider({ initialState, children }: { initialState?: HydrationState; children: ReactNode }) {
  const storeRef = useRef<AppStore | null>(null);
  if (storeRef.current === null) {
    storeRef.current = makeStore(initialState);
  }
  return <Provider store={storeRef.current}>{children}</Provider>;
}
