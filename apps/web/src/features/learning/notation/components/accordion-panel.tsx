"use client";

import { ACCORDION_LAYOUT_BY_ID, type AccordionButton, type AccordionLayout, type AccordionLayoutId } from "@fz/contracts/accordion";
import { useCallback, useRef } from "react";
import { AccordionKeyboard, lightKeyboard } from "@/features/learning/notation/components/accordion-keyboard";
import { type NowPlaying, type NowPlayingState, useNowPlaying } from "@/features/learning/notation/utils/now-playing";

/**
 * «Pitos que suenan»: the accordion's keyboard lit as the video plays. A tablature is written for
 * one layout; notation may be shown on any layout that has all its notes (the student's own).
 */
export function AccordionPanel({
  tabLayoutId,
  layoutId,
  playableLayouts,
  onLayout,
  fingering,
  now,
}: {
  /** The layout a tablature is written for; null for notation. */
  tabLayoutId: AccordionLayoutId | null;
  layoutId: AccordionLayoutId;
  playableLayouts: readonly AccordionLayout[];
  onLayout: (layoutId: AccordionLayoutId) => void;
  fingering: readonly (AccordionButton | null)[];
  now: NowPlaying;
}) {
  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-neutral-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">Pitos que suenan</h3>
        {tabLayoutId ? (
          <p className="text-sm">Afinación {ACCORDION_LAYOUT_BY_ID[tabLayoutId].name}</p>
        ) : (
          <label className="flex items-center gap-2 text-sm">
            <span>Afinación</span>
            <select className="rounded-lg border border-neutral-300 bg-white px-2 py-1" value={layoutId} onChange={(event) => onLayout(event.target.value as AccordionLayoutId)}>
              {playableLayouts.map((layout) => (
                <option key={layout.id} value={layout.id}>
                  {layout.name}
                </option>
              ))}
              {playableLayouts.some((l) => l.id === layoutId) ? null : <option value={layoutId}>{layoutId}</option>}
            </select>
          </label>
        )}
      </div>
      <SoundingKeyboard layoutId={tabLayoutId ?? layoutId} fingering={fingering} now={now} />
    </div>
  );
}

/** The keyboard, drawn once per layout; the notes and the bass sounding light it as they change. */
function SoundingKeyboard({ layoutId, fingering, now }: { layoutId: AccordionLayoutId; fingering: readonly (AccordionButton | null)[]; now: NowPlaying }) {
  const figureRef = useRef<HTMLElement>(null);
  const light = useCallback(
    (state: NowPlayingState) => {
      if (figureRef.current) lightKeyboard(figureRef.current, layoutId, state.notes.flatMap((i) => (fingering[i] ? [fingering[i]] : [])), state.bass);
    },
    [layoutId, fingering],
  );
  useNowPlaying(now, light);
  return <AccordionKeyboard layoutId={layoutId} figureRef={figureRef} />;
}
