import type { AccordionLayoutId } from "@fz/contracts/accordion";
import { type ButtonTab, parseButtonTab } from "@fz/contracts/button-tab";
import type { ScoreDetailItem, ScoreSummaryItem } from "@/lib/academy-types";

export const INSTRUMENT_NAMES: Record<ScoreSummaryItem["instrument"], string> = {
  guitar: "Guitarra",
  bass: "Bajo",
  percussion: "Percusión",
  accordion: "Acordeón",
};

/** The layout a score is written for (the accordion's), Sol-Do-Fa when it names none. */
export const layoutOf = (score: ScoreDetailItem): AccordionLayoutId => (score.accordionLayout as AccordionLayoutId | null) ?? "sol-do-fa";

/** The tablature of a `button_tab` score (null for the other formats or text the panel cannot read). */
export function tabOf(score: ScoreDetailItem): ButtonTab | null {
  if (score.format !== "button_tab") return null;
  try {
    return parseButtonTab(score.content, layoutOf(score));
  } catch {
    return null;
  }
}
