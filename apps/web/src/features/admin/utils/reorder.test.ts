import { describe, expect, it } from "vitest";
import { arrange, dropOn, moveByStep, sameOrder } from "@/features/admin/utils/reorder";

describe("moving a topic with the up/down buttons", () => {
  it("swaps with its neighbour", () => {
    expect(moveByStep([1, 2, 3, 4], 2, "up")).toEqual([1, 3, 2, 4]);
    expect(moveByStep([1, 2, 3, 4], 0, "down")).toEqual([2, 1, 3, 4]);
  });

  it("does nothing at the edges or for an unknown index", () => {
    expect(moveByStep([1, 2, 3], 0, "up")).toEqual([1, 2, 3]);
    expect(moveByStep([1, 2, 3], 2, "down")).toEqual([1, 2, 3]);
    expect(moveByStep([1, 2, 3], 7, "up")).toEqual([1, 2, 3]);
  });

  it("never changes the list it was given", () => {
    const ids = [1, 2, 3];
    moveByStep(ids, 1, "up");
    expect(ids).toEqual([1, 2, 3]);
  });
});

describe("dropping a dragged topic", () => {
  const ids = [10, 20, 30, 40];

  it("places it before or after the topic it was dropped on", () => {
    expect(dropOn(ids, 40, 20, "before")).toEqual([10, 40, 20, 30]);
    expect(dropOn(ids, 10, 30, "after")).toEqual([20, 30, 10, 40]);
    expect(dropOn(ids, 10, 40, "after")).toEqual([20, 30, 40, 10]);
    expect(dropOn(ids, 30, 10, "before")).toEqual([30, 10, 20, 40]);
  });

  it("keeps the order when dropped on itself or with unknown ids", () => {
    expect(dropOn(ids, 20, 20, "after")).toEqual(ids);
    expect(dropOn(ids, 99, 20, "before")).toEqual(ids);
    expect(dropOn(ids, 20, 99, "before")).toEqual(ids);
  });

  it("a drop next to its own place is no change", () => {
    expect(sameOrder(dropOn(ids, 20, 30, "before"), ids)).toBe(true);
    expect(sameOrder(dropOn(ids, 20, 10, "after"), ids)).toBe(true);
    expect(sameOrder(dropOn(ids, 20, 30, "after"), ids)).toBe(false);
  });
});

describe("arranging records by the API's order", () => {
  it("follows the ids and keeps records it does not mention at the end", () => {
    const topics = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(arrange(topics, [3, 1]).map((topic) => topic.id)).toEqual([3, 1, 2]);
  });
});
