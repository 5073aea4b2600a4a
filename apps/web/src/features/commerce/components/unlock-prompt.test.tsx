import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/academia/niveles/2" }));
vi.mock("@/lib/analytics", () => ({ trackEvent: vi.fn() }));

const { planOptions, UnlockPrompt } = await import("@/features/commerce/components/unlock-prompt");
const { renderWithStore } = await import("@/test/render");
const { wireCart, wireCartItem, wireMoney } = await import("@/test/commerce-factories");

const prices = [
  { productId: 4, label: "1 mes", months: 1, amount: "49900.00", currency: "COP" },
  { productId: 4, label: "1 mes", months: 1, amount: "12.99", currency: "USD" },
  { productId: 6, label: "12 meses", months: 12, amount: "399900.00", currency: "COP" },
];

const signedIn = { auth: { token: "t", user: null, restored: true } };

/** The shop's answers by path; every request is recorded. */
function stubShop({ courseLevels = 2 }: { courseLevels?: number } = {}) {
  const requests: { method: string; url: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      requests.push({ method: init.method ?? "GET", url, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      if (url.startsWith("/api/levels/purchase-all/")) {
        return json({
          course: { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" },
          levels: Array.from({ length: courseLevels }, (_, index) => ({ id: index + 1, slug: `nivel-${index + 1}`, title: `Nivel ${index + 1}`, position: index + 1 })),
          options: [{ product_id: 56, months: 4, label: "4 meses", prices: [{ ...wireMoney("COP", 27190000), separately_minor: null, separately: null }] }],
          access: { has_access: false, ends_at: null },
        });
      }
      if (url.startsWith("/api/sales/shopping-cart/get_shopping_cart/")) return json(wireCart([wireCartItem()]));
      if (url.startsWith("/api/sales/shopping-cart/")) return json(wireCartItem(), 201);
      throw new Error(`unexpected request ${url}`);
    }),
  );
  return requests;
}

afterEach(() => vi.clearAllMocks());

describe("unlock prompt", () => {
  it("shows one plan per product with its prices in every currency", () => {
    const plans = planOptions(prices, "level");
    expect(plans.map((plan) => [plan.label, plan.months, plan.productId, plan.prices.length])).toEqual([
      ["Acceso por 1 mes", 1, 4, 2],
      ["Acceso por 12 meses", 12, 6, 1],
    ]);
    expect(plans[0]?.prices.map((price) => price.currency)).toEqual(["COP", "USD"]);
  });

  it("offers no plan that has no price", () => {
    expect(planOptions([], "level")).toEqual([]);
    expect(planOptions([], "tutorial")).toEqual([]);
  });

  it("a signed-in student puts the plan in the cart and goes there", async () => {
    const requests = stubShop();
    renderWithStore(<UnlockPrompt title="Este tema es parte del nivel Intermedio" description="d" levelSlug="acordeon-intermedio" prices={prices} />, signedIn);
    fireEvent.click(screen.getByRole("button", { name: "Agregar al carrito: Acceso por 12 meses" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/academia/carrito"));
    expect(requests.find((request) => request.method === "POST")).toMatchObject({
      url: "/api/sales/shopping-cart/?currency=COP",
      body: { product_id: 6 },
    });
  });

  it("without prices, a signed-in student is told it is not on sale, with no plan to click", () => {
    stubShop({ courseLevels: 1 });
    renderWithStore(<UnlockPrompt title="t" description="d" levelSlug="acordeon-intermedio" />, signedIn);
    expect(screen.queryByRole("list", { name: "Planes disponibles" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Agregar al carrito/ })).toBeNull();
    expect(screen.getByText("Por ahora no está a la venta.")).toBeTruthy();
  });

  it("offers every level of the course when it has more than one", async () => {
    const requests = stubShop();
    renderWithStore(<UnlockPrompt title="t" description="d" levelSlug="acordeon-intermedio" prices={prices} />, signedIn);
    const offer = await screen.findByTestId("purchase-all-offer");
    expect(offer.textContent).toContain("Los 2 niveles de Acordeón vallenato");
    fireEvent.click(screen.getByRole("button", { name: /^Agregar al carrito todos los niveles por 4 meses/ }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/academia/carrito"));
    expect(requests.find((request) => request.method === "POST")?.body).toEqual({ product_id: 56 });
  });

  it("offers no purchase-all for a course of one level", async () => {
    const requests = stubShop({ courseLevels: 1 });
    renderWithStore(<UnlockPrompt title="t" description="d" levelSlug="x" prices={prices} />, signedIn);
    await vi.waitFor(() => expect(requests.some((request) => request.url.startsWith("/api/levels/purchase-all/"))).toBe(true));
    expect(screen.queryByTestId("purchase-all-offer")).toBeNull();
  });

  it("a tutorial is bought with its own button", async () => {
    const requests = stubShop();
    const tutorialPrices = [{ productId: 59, label: "Tutorial", months: null, amount: "29900.00", currency: "COP" }];
    renderWithStore(<UnlockPrompt kind="tutorial" title="t" description="d" levelSlug={null} prices={tutorialPrices} />, signedIn);
    fireEvent.click(screen.getByRole("button", { name: "Comprar tutorial: Tutorial completo" }));
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith("/academia/carrito"));
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain("POST /api/sales/shopping-cart/?currency=COP");
  });

  it("invites visitors to register first, with the plan and the level chosen", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    const { store } = renderWithStore(<UnlockPrompt title="t" description="d" levelSlug="x" prices={prices} />);
    const buttons = screen.getAllByRole("button", { name: /^Regístrate para comprar/ });
    // Only the priced plans: 1 and 12 months (the 4-month plan has no price here).
    expect(buttons).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Regístrate para comprar: Acceso por 12 meses" }));
    expect(store.getState().general.openRegisterModal).toEqual({ isRegisterModalOpened: true, monthSelected: 12, levelSlug: "x", isPurchaseAll: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
