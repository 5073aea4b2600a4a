"use client";

import type { AccordionLayoutId } from "@fz/contracts/accordion";
import { createContext, useContext, type ComponentType, type ReactNode } from "react";

/** A score's bars and its first staff's notes, in alphaTab's ticks (960 a quarter note). */
export interface PlayAlongTimeline {
  bars: { index: number; startTick: number; durationTicks: number; tempo: number }[];
  notes: { bar: number; startTick: number; durationTicks: number; midi: number }[];
}

/** The lesson's player, as «Tócalo conmigo» drives it, and where the score's bars fall on it. */
export interface PlayAlongVideo {
  currentTime: () => number;
  play: () => void;
  pause: () => void;
  seek: (seconds: number) => void;
  rate: () => number;
  setRate: (rate: number) => void;
  /** The video time at which a bar starts and ends (the score's sync). */
  barStart: (bar: number) => number;
  barEnd: (bar: number) => number;
}

export interface BarHeat {
  bar: number;
  /** Notes right and in time, 0–100. */
  percent: number;
}

export interface PlayAlongProps {
  themeId: number;
  scoreId: number;
  scoreTitle: string;
  instrument: "guitar" | "bass" | "percussion" | "accordion";
  /** The layout the student is looking at (the accordion view), to name a wrong note's button. */
  accordionLayout: AccordionLayoutId | null;
  timeline: PlayAlongTimeline;
  /** The bars chosen on the score (its A–B loop); null: the whole score. */
  chosen: { from: number; to: number } | null;
  /** Null when the topic has no video to play along with. */
  video: PlayAlongVideo | null;
  /** The take's figure per bar, drawn on the score; null clears it. */
  onHeat: (bars: BarHeat[] | null) => void;
}

const PlayAlongContext = createContext<ComponentType<PlayAlongProps> | null>(null);

/**
 * «Tócalo conmigo» (issue 39): the score panel (learning) offers it, the practice studio
 * (practice) listens and scores the take. The app layer says which component fills the slot,
 * so the two features never import each other; that component loads in a chunk of its own.
 */
export function PlayAlongSlotProvider({ component, children }: { component: ComponentType<PlayAlongProps>; children: ReactNode }) {
  return <PlayAlongContext.Provider value={component}>{children}</PlayAlongContext.Provider>;
}

export function PlayAlong(props: PlayAlongProps) {
  const Component = useContext(PlayAlongContext);
  return Component ? <Component {...props} /> : null;
}
