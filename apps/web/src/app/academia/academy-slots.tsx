"use client";

import type { ReactNode } from "react";
import { UnlockSlotProvider } from "@/components/ui/unlock-slot";
import { UnlockPrompt } from "@/features/commerce/components/unlock-prompt";

/**
 * What the academy's pages compose across features: locked content (a level, a topic, a
 * quiz, a tutorial) shows commerce's unlock prompt through the `<Unlock>` slot.
 */
export function AcademySlots({ children }: { children: ReactNode }) {
  return <UnlockSlotProvider component={UnlockPrompt}>{children}</UnlockSlotProvider>;
}
