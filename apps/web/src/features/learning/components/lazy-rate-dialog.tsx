"use client";

import dynamic from "next/dynamic";
import { useState, type ComponentProps } from "react";
import type { RateDialog } from "@/features/learning/components/rate-dialog";

const LoadedRateDialog = dynamic(() => import("@/features/learning/components/rate-dialog").then((module) => module.RateDialog), {
  ssr: false,
});

/**
 * The rating dialog, loaded the first time it opens: its form (react-hook-form and the zod
 * schemas) stays out of a topic's and a level's first load. Kept once loaded, so it closes as
 * it always did.
 */
export function LazyRateDialog(props: ComponentProps<typeof RateDialog>) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <LoadedRateDialog {...props} /> : null;
}
