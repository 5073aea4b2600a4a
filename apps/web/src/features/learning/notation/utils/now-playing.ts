import { useSyncExternalStore } from "react";

/** What sounds at the video's time: the bar, the melody's notes (indexes into the timeline) and the bass in words. */
export interface NowPlayingState {
  bar: number | null;
  notes: readonly number[];
  bass: string;
}

export interface NowPlaying {
  get(): NowPlayingState;
  /** Changes only what differs; listeners hear of a change, never of a frame that changed nothing. */
  set(next: Partial<NowPlayingState>): void;
  subscribe(listener: () => void): () => void;
}

const sameNotes = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

/**
 * The cursor's news, kept out of React state (issue 39's «no task over 50 ms while the cursor
 * follows»): the cursor writes here when it looks at the player, and only the parts that show
 * it (each bar of the bar list, the tablature's shaded bar, the keyboard) re-render, each when
 * its own part changes.
 */
export function createNowPlaying(): NowPlaying {
  let state: NowPlayingState = { bar: null, notes: [], bass: "" };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      const merged = { ...state, ...next };
      if (merged.bar === state.bar && merged.bass === state.bass && sameNotes(merged.notes, state.notes)) return;
      state = sameNotes(merged.notes, state.notes) ? { ...merged, notes: state.notes } : merged;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** One part of what sounds now; the component re-renders when that part changes. */
export function useNowPlaying<T>(now: NowPlaying, select: (state: NowPlayingState) => T): T {
  return useSyncExternalStore(
    now.subscribe,
    () => select(now.get()),
    () => select(now.get()),
  );
}
