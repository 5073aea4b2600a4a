"use client";

import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { PriceItem } from "@/lib/academy-types";

/** What a page says about locked content: the words, and what there is to buy. */
export interface UnlockOffer {
  title: string;
  description: string;
  /** The level to buy; null for a tutorial. */
  levelSlug: string | null;
  prices?: PriceItem[];
  kind?: "level" | "tutorial";
  compact?: boolean;
  headingLevel?: 2 | 3;
}

const UnlockContext = createContext<ComponentType<UnlockOffer> | null>(null);

/**
 * Premium content explains what unlocks it, and commerce sells it. Pages of other features
 * (a level, a topic, a quiz, a tutorial) render `<Unlock>`; the app layer says which
 * component fills it (commerce's unlock prompt), so features never import each other.
 */
export function UnlockSlotProvider({ component, children }: { component: ComponentType<UnlockOffer>; children: ReactNode }) {
  return <UnlockContext.Provider value={component}>{children}</UnlockContext.Provider>;
}

export function Unlock(props: UnlockOffer) {
  const Component = useContext(UnlockContext);
  return Component ? <Component {...props} /> : null;
}
