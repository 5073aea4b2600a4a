import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { planOptions, UnlockPrompt } from "@/components/ui/unlock-prompt";
import { renderWithStore } from "@/test/render";

const prices = [
  { productId: 4, label: "1 mes", months: 1, amount: "49900.00", currency: "COP" },
  { productId: 4, label: "1 mes", months: 1, amount: "12.99", currency: "USD" },
  { productId: 6, label: "12 meses", months: 12, amount: "399900.00", currency: "COP" },
];

describe("unlock prompt", () => {
  it("shows one plan per product with its prices in every currency", () => {
    const plans = planOptions(prices, "level");
    expect(plans.map((plan) => [plan.label, plan.months, plan.amounts.length])).toEqual([
      ["Acceso por 1 mes", 1, 2],
      ["Acceso por 12 meses", 12, 1],
    ]);
  });

  it("names the spec's plans when no prices are known yet", () => {
    expect(planOptions([], "level").map((plan) => plan.months)).toEqual([1, 4, 12]);
    expect(planOptions([], "tutorial")).toEqual([]);
  });

  it("opens the purchase modal with the plan and the level chosen", () => {
    const { store } = renderWithStore(
      <UnlockPrompt title="Este tema es parte del nivel Intermedio" description="d" levelSlug="acordeon-intermedio" prices={prices} />,
      { auth: { token: "t", user: null, restored: true } },
    );
    fireEvent.click(screen.getByRole("button", { name: "Comprar acceso: Acceso por 12 meses" }));
    expect(store.getState().general.openRegisterModal).toEqual({
      isRegisterModalOpened: true,
      monthSelected: 12,
      levelSlug: "acordeon-intermedio",
      isPurchaseAll: false,
    });
  });

  it("invites visitors to register first", () => {
    renderWithStore(<UnlockPrompt title="t" description="d" levelSlug="x" />);
    expect(screen.getAllByRole("button", { name: /^Regístrate para comprar/ })).toHaveLength(3);
  });
});
