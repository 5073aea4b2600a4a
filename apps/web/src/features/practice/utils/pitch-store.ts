/** A tiny store for the steadied pitch (MIDI number, or null): set from the worker's messages. */
export function createPitchStore() {
  let value: number | null = null;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number | null) {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type PitchStore = ReturnType<typeof createPitchStore>;

