"use client";

import { ACCORDION_LAYOUT_LIST, type AccordionButton, type AccordionLayoutId, buttonsFor, fingerMelody } from "@fz/contracts/accordion";
import type { ButtonTab, TabBassEvent } from "@fz/contracts/button-tab";
import { useMemo } from "react";
import type { ScoreTimeline } from "@/features/learning/notation/utils/score-sync";

/**
 * The accordion's buttons for the melody's notes (index by index with the timeline's notes): a
 * tablature names its buttons; notation is fingered as a player would on `layoutId`. Also the
 * bass lane's events and the layouts that have every note of the melody (the student may
 * switch to their own).
 */
export function useAccordionFingering(accordion: boolean, tab: ButtonTab | null, timeline: ScoreTimeline | null, layoutId: AccordionLayoutId) {
  const noteMidis = useMemo(() => timeline?.notes.map((n) => n.midi) ?? [], [timeline]);
  const fingering = useMemo((): (AccordionButton | null)[] => {
    if (!accordion) return [];
    if (tab) {
      const written = new Map(tab.bars.flatMap((bar) => bar.treble.flatMap((e) => e.buttons.map((b) => [`${e.startTick}:${b.midi}`, b] as const))));
      return (timeline?.notes ?? []).map((n) => written.get(`${n.startTick}:${n.midi}`) ?? null);
    }
    return fingerMelody(noteMidis, layoutId);
  }, [accordion, noteMidis, layoutId, tab, timeline]);
  const bassEvents = useMemo((): TabBassEvent[] => tab?.bars.flatMap((bar) => bar.bass.filter((e) => e.button)) ?? [], [tab]);
  const playableLayouts = useMemo(() => ACCORDION_LAYOUT_LIST.filter((layout) => noteMidis.every((midi) => buttonsFor(midi, layout.id).length > 0)), [noteMidis]);
  return { fingering, bassEvents, playableLayouts };
}
