import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LevelCard } from "@/features/catalogue/components/level-card";
import type { LevelItem } from "@/features/catalogue/api/catalogue-public-api";
import { renderWithStore } from "@/test/render";

const level = (prices: LevelItem["prices"]): LevelItem => ({
  id: 9,
  slug: "bajo-basico",
  title: "Básico",
  description: "Primeros pasos",
  position: 1,
  isSpecial: false,
  image: null,
  course: { id: 3, slug: "bajo", title: "Bajo" },
  topicsCount: 4,
  freeTopicsCount: 1,
  exercisesCount: 0,
  prices,
  access: { hasAccess: false, endsAt: null },
  progress: null,
  unlockMode: "open",
  requiresTeacherApproval: false,
});

describe("level card", () => {
  it("offers only the plans that have a price (a level with only the 1-month COP price)", () => {
    renderWithStore(<LevelCard level={level([{ productId: 1, label: "1 mes", months: 1, amount: "49900.00", currency: "COP" }])} index={0} courseTitle="Bajo" />);
    const plans = within(screen.getByRole("group", { name: "Elige tu plan" })).getAllByRole("button");
    // One plan only; its price tag renders a figure per currency slot (the switch shows one).
    expect(plans).toHaveLength(1);
    const text = plans[0]!.textContent?.replace(/\u00a0/g, " ") ?? "";
    expect(text.startsWith("Bajo, nivel Básico: plan de 1 mes$ 49.900")).toBe(true);
    expect(text).not.toMatch(/4 meses|12 meses/);
  });

  it("offers no plan at all without prices, only the level itself", () => {
    renderWithStore(<LevelCard level={level([])} index={0} courseTitle="Bajo" />);
    expect(screen.queryByRole("group", { name: "Elige tu plan" })).toBeNull();
    expect(screen.getByRole("button", { name: /Empezar este nivel/ })).toBeTruthy();
  });
});
