import { describe, expect, it, vi } from "vitest";
import { EventBus } from "./events";

declare module "./events" {
  interface DomainEvents {
    "test.happened": { id: number };
  }
}

describe("EventBus", () => {
  it("runs every handler in order and isolates a failing one", async () => {
    const error = vi.fn();
    const bus = new EventBus({ error });
    const seen: string[] = [];
    bus.on("test.happened", ({ id }) => {
      seen.push(`a${id}`);
    });
    bus.on("test.happened", () => {
      throw new Error("boom");
    });
    const off = bus.on("test.happened", async ({ id }) => {
      seen.push(`c${id}`);
    });
    await bus.emit("test.happened", { id: 1 });
    off();
    await bus.emit("test.happened", { id: 2 });
    expect(seen).toEqual(["a1", "c1", "a2"]);
    expect(error).toHaveBeenCalledTimes(2);
  });
});
