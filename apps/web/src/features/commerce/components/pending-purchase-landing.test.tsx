import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/academia" }));
vi.mock("@/lib/analytics", () => ({ trackEvent: vi.fn() }));

const { PendingPurchaseLanding } = await import("@/features/commerce/components/pending-purchase-landing");
const { cartApi } = await import("@/features/commerce/api/cart-api");
const { PENDING_PURCHASE_KEY, readPendingPurchase, savePendingPurchase } = await import("@/lib/pending-purchase");
const { renderWithStore } = await import("@/test/render");
const { stubFetch } = await import("@/test/fetch");
const { wireCart, wireCartItem } = await import("@/test/commerce-factories");
const { wireUser } = await import("@/test/factories");
const { toCamel } = await import("@/lib/case");

type SessionUser = import("@/lib/session").SessionUser;
const signedIn = { auth: { token: "t", user: toCamel(wireUser()) as SessionUser, restored: true } };

afterEach(() => {
  window.sessionStorage.clear();
  vi.clearAllMocks();
});

describe("pending purchase landing", () => {
  it("puts the visitor's plan in the cart once, forgets it and opens the cart", async () => {
    savePendingPurchase({ monthSelected: 4, levelSlug: "guitarra-basico", isPurchaseAll: false, courseSlug: "como-tocar-guitarra" });
    const { calls } = stubFetch({ status: 201, body: wireCartItem() }, { status: 200, body: wireCart([wireCartItem()]) });
    const { store, rerender } = renderWithStore(<PendingPurchaseLanding />, signedIn);
    expect(screen.getByRole("status").textContent).toBe("Agregando tu elección al carrito…");
    expect(window.sessionStorage.getItem(PENDING_PURCHASE_KEY)).toBeNull();

    await vi.waitFor(() => expect(router.replace).toHaveBeenCalledWith("/academia/carrito"));
    rerender(<PendingPurchaseLanding />);
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(calls[0]).toMatchObject({ body: { kind: "level", level_slug: "guitarra-basico", months: 4 } });
    await vi.waitFor(() => expect(cartApi.endpoints.cart.select({ currency: "COP" })(store.getState()).data?.count).toBe(1));
  });

  it("keeps the choice when no answer came, for the next page", async () => {
    savePendingPurchase({ monthSelected: 1, levelSlug: null, isPurchaseAll: true, courseSlug: "como-tocar-guitarra" });
    stubFetch("network-error");
    renderWithStore(<PendingPurchaseLanding />, signedIn);
    await vi.waitFor(() => expect(readPendingPurchase()).toMatchObject({ monthSelected: 1, isPurchaseAll: true, courseSlug: "como-tocar-guitarra" }));
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("drops a choice the API refuses (the toast says why) and stays", async () => {
    savePendingPurchase({ monthSelected: 4, levelSlug: "no-existe", isPurchaseAll: false, courseSlug: null });
    stubFetch({ status: 404, body: { errors: ["No encontrado"], code: "not_found" } });
    const { store } = renderWithStore(<PendingPurchaseLanding />, signedIn);
    await vi.waitFor(() => expect(store.getState().errors.list).toHaveLength(1));
    expect(readPendingPurchase()).toBeNull();
    expect(router.replace).not.toHaveBeenCalled();
  });

  it("sends every level without a length to the cart's chooser, without asking the API", () => {
    savePendingPurchase({ monthSelected: null, levelSlug: null, isPurchaseAll: true, courseSlug: "como-tocar-acordeon-vallenato" });
    const { fetchMock } = stubFetch();
    renderWithStore(<PendingPurchaseLanding />, signedIn);
    expect(router.replace).toHaveBeenCalledWith("/academia/carrito?elegir=todo&curso=como-tocar-acordeon-vallenato");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("waits for the sign-in: a visitor's choice stays where it is", () => {
    savePendingPurchase({ monthSelected: 4, levelSlug: "guitarra-basico", isPurchaseAll: false, courseSlug: null });
    const { fetchMock } = stubFetch();
    renderWithStore(<PendingPurchaseLanding />);
    expect(readPendingPurchase()).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
