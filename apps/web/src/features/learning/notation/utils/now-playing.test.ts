import { describe, expect, it } from "vitest";
import { createNowPlaying } from "@/features/learning/notation/utils/now-playing";

describe("now playing", () => {
  it("tells its listeners of a change and of nothing else", () => {
    const now = createNowPlaying();
    let heard = 0;
    const stop = now.subscribe(() => (heard += 1));
    now.set({ bar: 0, notes: [0] });
    expect(heard).toBe(1);
    // The next frames: the same bar and note.
    now.set({ bar: 0, notes: [0] });
    now.set({ bar: 0 });
    expect(heard).toBe(1);
    now.set({ notes: [1] });
    expect(heard).toBe(2);
    expect(now.get()).toEqual({ bar: 0, notes: [1], bass: "" });
    stop();
    now.set({ bar: 1 });
    expect(heard).toBe(2);
  });

  it("keeps the notes' array when only the bar moves, so the keyboard does not redraw", () => {
    const now = createNowPlaying();
    now.set({ bar: 0, notes: [3, 4] });
    const notes = now.get().notes;
    now.set({ bar: 1, notes: [3, 4] });
    expect(now.get().bar).toBe(1);
    expect(now.get().notes).toBe(notes);
  });
});
