import { useEffect } from "react";

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
 * follows»): the cursor writes here when it looks at the player, and the parts that show it
 * (the bar list's current bar, the tablature's shaded bar, the keyboard) update their own DOM
 * nodes when it changes, without a React render.
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

/**
 * Runs `apply` with what sounds now, and again at each change, outside React's renders: the
 * parts that show it write their few DOM nodes themselves (an attribute, a box's place, a
 * caption), so following the video re-renders nothing. `apply` must be stable (useCallback).
 */
export function useNowPlaying(now: NowPlaying, apply: (state: NowPlayingState) => void): void {
  useEffect(() => {
    apply(now.get());
    return now.subscribe(() => apply(now.get()));
  }, [now, apply]);
}
