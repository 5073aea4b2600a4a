import { act, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
  usePathname: () => "/academia/compra/exito",
}));
vi.mock("@/lib/analytics", () => ({ trackEvent: vi.fn() }));

const { trackEvent } = await import("@/lib/analytics");
const { PurchaseSuccessPage } = await import("@/features/commerce/components/purchase-success-page");
const { renderWithStore } = await import("@/test/render");
const { wireCart, wireOrder } = await import("@/test/commerce-factories");

/** Answers by path: the order's states in turn, the level's access, the (now empty) cart. */
function stubShop(states: string[]) {
  const orderReads: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    if (url.startsWith("/api/sales/orders/42/")) {
      const status = states[Math.min(orderReads.length, states.length - 1)]!;
      orderReads.push(status);
      return json(wireOrder({ status }));
    }
    if (url.startsWith("/api/levels/4/")) return json({ id: 4, access: { has_access: true, ends_at: "2027-03-20T15:00:00.000Z" } });
    if (url.startsWith("/api/sales/shopping-cart/get_shopping_cart/")) return json(wireCart([]));
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return { orderReads, fetchMock };
}

const signedIn = { auth: { token: "t", user: null, restored: true } };

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
  vi.mocked(trackEvent).mockClear();
});

describe("the success page", () => {
  it("says it is confirming while the order is pending, then shows the receipt and sends purchase once", async () => {
    const { orderReads } = stubShop(["pending", "pending", "paid"]);
    const { unmount } = renderWithStore(<PurchaseSuccessPage orderId={42} />, signedIn);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { name: "Confirmando tu pago…" })).toBeTruthy();
    expect(orderReads).toEqual(["pending"]);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(orderReads).toEqual(["pending", "pending"]);
    expect(screen.getByRole("heading", { name: "Confirmando tu pago…" })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole("heading", { name: "¡Pago confirmado!" })).toBeTruthy();
    expect(screen.getByTestId("order-status").textContent).toBe("Pagado");
    expect(screen.getByText("Acceso hasta el 20 de marzo de 2027")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ir al nivel/ }).getAttribute("href")).toBe("/academia/niveles/4");
    expect(trackEvent).toHaveBeenCalledTimes(1);
    expect(trackEvent).toHaveBeenCalledWith("purchase", {
      transaction_id: "42",
      items: [{ item_id: "11", item_name: "Guitarra · Nivel Básico — 4 meses", item_category: "level", item_variant: "4 meses", quantity: 1 }],
    });

    // No more questions once it is settled.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(orderReads).toHaveLength(3);

    // A reload of the same page shows the receipt again but does not count the sale twice.
    unmount();
    renderWithStore(<PurchaseSuccessPage orderId={42} />, signedIn);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { name: "¡Pago confirmado!" })).toBeTruthy();
    expect(trackEvent).toHaveBeenCalledTimes(1);
  });

  it("says so when the confirmation takes too long, and can ask again", async () => {
    const { orderReads } = stubShop(["pending"]);
    renderWithStore(<PurchaseSuccessPage orderId={42} />, signedIn);
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(screen.getByRole("heading", { name: "Tu pago aún no se confirma" })).toBeTruthy();
    const reads = orderReads.length;
    await act(async () => screen.getByRole("button", { name: "Consultar de nuevo" }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(orderReads.length).toBe(reads + 1);
    expect(trackEvent).not.toHaveBeenCalled();
  });

  it("shows a declined order as declined, with the cart intact", async () => {
    stubShop(["failed"]);
    renderWithStore(<PurchaseSuccessPage orderId={42} />, signedIn);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("heading", { name: "El pago fue rechazado" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Volver al carrito" }).getAttribute("href")).toBe("/academia/carrito");
    expect(trackEvent).not.toHaveBeenCalled();
  });
});
