"use client";

import { useRef, type ReactNode } from "react";
import { Provider } from "react-redux";
import { makeAppStore, type HydrationState } from "./store";

export function StoreProvider({ initialState, children }: { initialState?: HydrationState; children: ReactNode }) {
  const storeRef = useRef<ReturnType<typeof makeAppStore> | null>(null);
  if (storeRef.current === null) {
    storeRef.current = makeAppStore(initialState);
  }
  return <Provider store={storeRef.current}>{children}</Provider>;
}
