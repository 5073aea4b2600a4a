"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { PlayAlongSlotProvider } from "@/components/ui/play-along-slot";

/**
 * «Tócalo conmigo» is the practice studio's, offered by the topic's score panel: its code (and
 * the listener's) loads only when a score panel renders it, never with the topic page.
 */
const PlayAlongPanel = dynamic(() => import("@/features/practice/play-along/play-along-panel").then((module) => module.PlayAlongPanel), {
  ssr: false,
  loading: () => <p className="text-neutral-600">Cargando «Tócalo conmigo»…</p>,
});

export function TopicSlots({ children }: { children: ReactNode }) {
  return <PlayAlongSlotProvider component={PlayAlongPanel}>{children}</PlayAlongSlotProvider>;
}
