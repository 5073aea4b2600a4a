import { POINTS_REWARDS } from "@fz/contracts/points";
import { describe, expect, it } from "vitest";
import {
  achievementCountLabel,
  achievementPercent,
  canRedeem,
  formatDelta,
  formatPoints,
  isAchieved,
  pointsMissing,
  redeemLabel,
  redeemTypeOf,
} from "@/features/points/utils/points-logic";

describe("can the student redeem?", () => {
  it("is yes exactly from the reward's cost up", () => {
    expect(canRedeem(7_999, 8_000)).toBe(false);
    expect(canRedeem(8_000, 8_000)).toBe(true);
    expect(canRedeem(9_000, 8_000)).toBe(true);
    expect(canRedeem(0, 0)).toBe(false);
  });

  it("says how many points are missing, never a negative number", () => {
    expect(pointsMissing(9_000, 10_000)).toBe(1_000);
    expect(pointsMissing(9_000, 15_000)).toBe(6_000);
    expect(pointsMissing(9_000, 8_000)).toBe(0);
    expect(pointsMissing(0, 8_000)).toBe(8_000);
  });

  it("labels the button with the action or the distance to it", () => {
    expect(redeemLabel(9_000, 8_000)).toBe("Canjear");
    expect(redeemLabel(9_000, 10_000)).toBe("Te faltan 1.000 puntos");
    expect(redeemLabel(7_999, 8_000)).toBe("Te faltan 1 punto");
    expect(redeemLabel(50, 15_000)).toBe("Te faltan 14.950 puntos");
  });

  it("the demo student's 9000 reach a month of a level only (spec §9 costs)", () => {
    const reachable = POINTS_REWARDS.filter((reward) => canRedeem(9_000, reward.value)).map((reward) => reward.redeemType);
    expect(reachable).toEqual(["oneMonthAccess"]);
  });
});

describe("the reward's redeem type", () => {
  it("is tutorial for a tutorial and the option for a level", () => {
    expect(redeemTypeOf({ name: "Un tutorial", value: 10_000, type: "tutorial" })).toBe("tutorial");
    expect(redeemTypeOf({ name: "Un mes", value: 8_000, type: "level", option: "oneMonthAccess" })).toBe("oneMonthAccess");
    expect(redeemTypeOf({ name: "Cuatro meses", value: 15_000, type: "level", option: "fourMonthAccess" })).toBe("fourMonthAccess");
    expect(redeemTypeOf({ name: "?", value: 1, type: "level" })).toBeNull();
  });
});

describe("achievements", () => {
  it("turn progress out of total into a bar", () => {
    expect(achievementPercent(3, 10)).toBe(30);
    expect(achievementPercent(10, 10)).toBe(100);
    expect(achievementPercent(12, 10)).toBe(100);
    expect(achievementPercent(0, 0)).toBe(0);
    expect(isAchieved(10, 10)).toBe(true);
    expect(isAchieved(9, 10)).toBe(false);
  });

  it("count topics, or days in a row for a practice streak", () => {
    expect(achievementCountLabel({ goal: 50, count: 12, progress: 2, total: 10, unit: "topics" })).toBe("12 de 50 temas");
    expect(achievementCountLabel({ goal: 7, count: 3, progress: 4, total: 10, unit: "days" })).toBe("3 de 7 días");
  });
});

describe("numbers", () => {
  it("are written the Colombian way, with signed movements", () => {
    expect(formatPoints(15_000)).toBe("15.000");
    expect(formatDelta(50)).toBe("+50");
    expect(formatDelta(-8_000)).toBe("−8.000");
  });
});
