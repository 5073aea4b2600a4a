import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithStore } from "@/test/render";

vi.mock("next/navigation", () => ({
  usePathname: () => "/academia/puntos",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { PointsPage } = await import("@/features/points/components/points-page");

function pointsBody(amount: number) {
  return {
    amount,
    rewards: [
      { name: "Un tutorial", value: 10_000, type: "tutorial" },
      { name: "Un mes de acceso a un nivel", value: 8_000, type: "level", option: "oneMonthAccess" },
      { name: "Cuatro meses de acceso a un nivel", value: 15_000, type: "level", option: "fourMonthAccess" },
    ],
    achievements: [
      { name: "10 temas", total: 10, progress: 3, description: "Ve 10 temas distintos.", goal: 10, count: 3, unit: "topics" },
      { name: "50 temas", total: 10, progress: 0, description: "Ve 50 temas distintos.", goal: 50, count: 3, unit: "topics" },
    ],
    redeem_points_activities: [{ name: "Ver un tema", points: 50 }],
  };
}

const level = {
  id: 2,
  slug: "acordeon-intermedio",
  title: "Intermedio",
  course: { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" },
  access: { has_access: false, ends_at: null },
};

/** Answers by path, so the order in which the page's parts ask does not matter. */
function routeFetch(routes: Record<string, (init: RequestInit) => { status: number; body: unknown }>) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      calls.push({ url, method: init.method ?? "GET", body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
      const route = Object.keys(routes).find((path) => url.split("?")[0] === path);
      if (!route) throw new Error(`unexpected request ${url}`);
      const reply = routes[route]!(init);
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

const emptyHistory = () => ({ status: 200, body: { count: 0, next: null, previous: null, results: [] } });

describe("the points page", () => {
  it("offers only the rewards the balance reaches, and says how far the others are", async () => {
    routeFetch({ "/api/points/": () => ({ status: 200, body: pointsBody(9_000) }), "/api/points/history/": emptyHistory });
    renderWithStore(<PointsPage />);
    expect(await screen.findByTestId("points-amount")).toHaveProperty("textContent", "9.000");
    expect(screen.getByRole("button", { name: "Canjear un mes de acceso a un nivel" })).toHaveProperty("disabled", false);
    expect(screen.getByRole("button", { name: "Te faltan 1.000 puntos" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Te faltan 6.000 puntos" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("progressbar", { name: "Avance del logro 10 temas" }).getAttribute("aria-valuenow")).toBe("30");
    expect(screen.getByText("3 de 10 temas")).toBeTruthy();
    // Issue 15.9: "50 temas" reads as topics out of 50, never as the 0–10 score.
    expect(screen.getByText("3 de 50 temas")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Avance del logro 50 temas" }).getAttribute("aria-valuenow")).toBe("6");
    expect(screen.queryByText("0 de 10")).toBeNull();
  });

  it("redeems a month of the chosen level and shows the new balance", async () => {
    const calls = routeFetch({
      "/api/points/": () => ({ status: 200, body: pointsBody(calls.some((call) => call.method === "POST") ? 1_000 : 9_000) }),
      "/api/points/history/": emptyHistory,
      "/api/levels/": () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [level] } }),
      "/api/points/redeem/": () => ({ status: 200, body: { points: 1_000 } }),
    });
    renderWithStore(<PointsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Canjear un mes de acceso a un nivel" }));
    const dialog = await screen.findByRole("dialog", { name: "Un mes de acceso a un nivel" });
    const select = await within(dialog).findByLabelText("Nivel");
    fireEvent.change(select, { target: { value: "acordeon-intermedio" } });
    // Closed, the select shows only the chosen option: it names the course (issue 35.13).
    expect((select as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(`Intermedio · ${level.course.title}`);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Canjear 8.000 puntos" }));
    });
    await within(dialog).findByText("¡Canje realizado!");
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      url: "/api/points/redeem/",
      body: { redeem_type: "oneMonthAccess", slug: "acordeon-intermedio" },
    });
    expect(within(dialog).getByRole("link", { name: "Ir al nivel" }).getAttribute("href")).toBe("/academia/niveles/2");
    await waitFor(() => expect(screen.getByTestId("points-amount").textContent).toBe("1.000"));
  });

  it("explains the API's refusal in the dialog", async () => {
    routeFetch({
      "/api/points/": () => ({ status: 200, body: pointsBody(9_000) }),
      "/api/points/history/": emptyHistory,
      "/api/levels/": () => ({ status: 200, body: { count: 1, next: null, previous: null, results: [level] } }),
      "/api/points/redeem/": () => ({
        status: 400,
        body: { errors: ["No tienes puntos suficientes para este canje: necesitas 8.000 y tiene 500."], code: "insufficient_points" },
      }),
    });
    const { store } = renderWithStore(<PointsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Canjear un mes de acceso a un nivel" }));
    const dialog = await screen.findByRole("dialog", { name: "Un mes de acceso a un nivel" });
    fireEvent.change(await within(dialog).findByLabelText("Nivel"), { target: { value: "acordeon-intermedio" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Canjear 8.000 puntos" }));
    });
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "No tienes puntos suficientes para este canje: necesitas 8.000 y tiene 500.",
    );
    // Said once, in the dialog: not also as a toast.
    expect(store.getState().errors.list).toEqual([]);
  });
});
