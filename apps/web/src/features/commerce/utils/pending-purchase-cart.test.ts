import { describe, expect, it } from "vitest";
import { planPendingPurchase } from "@/features/commerce/utils/pending-purchase-cart";
import type { PendingPurchase } from "@/lib/pending-purchase";

const choice = (overrides: Partial<PendingPurchase>): PendingPurchase => ({
  monthSelected: null,
  levelSlug: null,
  isPurchaseAll: false,
  courseSlug: "como-tocar-guitarra",
  savedAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

describe("the register modal's choice, once signed in", () => {
  it("a plan of a level goes to the cart as that level and length", () => {
    expect(planPendingPurchase(choice({ monthSelected: 4, levelSlug: "guitarra-basico" }))).toEqual({
      kind: "add",
      input: { kind: "level", levelSlug: "guitarra-basico", months: 4 },
    });
  });

  it("every level with a length goes to the cart as the course's purchase-all", () => {
    expect(planPendingPurchase(choice({ isPurchaseAll: true, monthSelected: 12 }))).toEqual({
      kind: "add",
      input: { kind: "purchase_all", courseSlug: "como-tocar-guitarra", months: 12 },
    });
    // Chosen outside a landing page: one of the course's levels names it.
    expect(planPendingPurchase(choice({ isPurchaseAll: true, monthSelected: 1, courseSlug: null, levelSlug: "guitarra-basico" }))).toEqual({
      kind: "add",
      input: { kind: "purchase_all", levelSlug: "guitarra-basico", months: 1 },
    });
  });

  it("every level without a length opens the cart's chooser for that course", () => {
    expect(planPendingPurchase(choice({ isPurchaseAll: true }))).toEqual({
      kind: "choose",
      href: "/academia/carrito?elegir=todo&curso=como-tocar-guitarra",
    });
    expect(planPendingPurchase(choice({ isPurchaseAll: true, courseSlug: null, levelSlug: "caja-basico" }))).toEqual({
      kind: "choose",
      href: "/academia/carrito?elegir=todo&nivel=caja-basico",
    });
  });

  it("a level without a plan (Empezar este nivel) opens the level; a bare length names nothing", () => {
    expect(planPendingPurchase(choice({ levelSlug: "guitarra-basico" }))).toEqual({ kind: "open-level", levelSlug: "guitarra-basico" });
    expect(planPendingPurchase(choice({ monthSelected: 4 }))).toEqual({ kind: "nothing" });
    expect(planPendingPurchase(choice({ isPurchaseAll: true, courseSlug: null }))).toEqual({ kind: "nothing" });
  });
});
