"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { UnlockSlotProvider } from "@/components/ui/unlock-slot";

/*
 * Commerce's unlock prompt (plans, prices, the whole-course offer, «Agregar al carrito») loads
 * only with a page that renders locked content: rendered on the server as before, its chunk is
 * preloaded by that page's document, and the academy pages a student opens every day (their
 * dashboard, an open topic, the practice studio) no longer carry it in their first load.
 */
const UnlockPrompt = dynamic(() => import("@/features/commerce/components/unlock-prompt").then((module) => module.UnlockPrompt));

/**
 * What the academy's pages compose across features: locked content (a level, a topic, a
 * quiz, a tutorial) shows commerce's unlock prompt through the `<Unlock>` slot.
 */
export function AcademySlots({ children }: { children: ReactNode }) {
  return <UnlockSlotProvider component={UnlockPrompt}>{children}</UnlockSlotProvider>;
}
