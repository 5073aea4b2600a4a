import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { toCamel } from "@/lib/case";
import { getAccessToken, STORAGE_KEYS } from "@/lib/session";
import { wireUser } from "@/test/factories";
import { routeFetch } from "@/test/fetch";
import { tokenExpiringIn } from "@/test/jwt";
import { renderWithStore } from "@/test/render";

const nav = vi.hoisted(() => ({ replace: vi.fn(), push: vi.fn() }));
const toasts = vi.hoisted(() => ({ success: vi.fn(), info: vi.fn(), error: vi.fn() }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: nav.replace, push: nav.push, refresh: vi.fn(), back: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/academia/cuenta",
}));
vi.mock("@/lib/toasts", () => ({ toast: toasts }));

const { AccountView } = await import("@/app/academia/cuenta/account-view");
const { ACCOUNT_DELETED_MESSAGE } = await import("@/features/account/components/delete-account-section");

const user = wireUser({ first_name: "Lucía", last_name: "Gómez", email: "lucia@example.com" });
const emptyOrders = { count: 0, next: null, previous: null, results: [] };

function signedIn(role: "student" | "admin" = "student") {
  const token = tokenExpiringIn(3600);
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(toCamel({ ...user, role })));
  return renderWithStore(<AccountView />, { auth: { token, user: toCamel({ ...user, role }), restored: true } } as never);
}

async function confirmWith(password: string) {
  fireEvent.change(await screen.findByLabelText(/Tu contraseña/), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Eliminar mi cuenta para siempre" }));
  });
}

describe("«Mi cuenta»: deleting the account", () => {
  beforeEach(() => {
    window.localStorage.clear();
    nav.replace.mockReset();
    toasts.success.mockReset();
  });

  it("says what is deleted, and an empty confirmation is said at the field without asking the API", async () => {
    const { writes } = routeFetch((request) => (request.url.includes("/api/sales/historical/") ? { body: emptyOrders } : undefined));
    signedIn();
    expect(screen.getByRole("heading", { name: "Mi cuenta" })).toBeTruthy();
    expect(screen.getByText("lucia@example.com")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Eliminar mi cuenta" })).toBeTruthy();
    expect(screen.getByText(/Tus interpretaciones enviadas al profesor/)).toBeTruthy();
    await confirmWith("");
    const field = screen.getByLabelText(/Tu contraseña/);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toContain("Escribe tu contraseña para confirmar");
    expect(writes).toEqual([]);
  });

  it("a wrong password is the API's refusal, shown at the field (not a toast); the session stays", async () => {
    routeFetch((request) => {
      if (request.url.includes("/api/sales/historical/")) return { body: emptyOrders };
      if (request.method === "DELETE") return { status: 400, body: { errors: ["La contraseña no es correcta."], code: "validation_error", fields: { password: "La contraseña no es correcta." } } };
      return undefined;
    });
    const { store } = signedIn();
    await confirmWith("no-es-esta");
    const field = screen.getByLabelText(/Tu contraseña/);
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toContain("La contraseña no es correcta.");
    expect(store.getState().errors.list).toEqual([]);
    expect(getAccessToken()).not.toBeNull();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it("deleted: the password went in the DELETE, the session is forgotten, the student hears it and lands on the home page", async () => {
    const { writes } = routeFetch((request) => {
      if (request.url.includes("/api/sales/historical/")) return { body: emptyOrders };
      if (request.method === "DELETE" && request.url.endsWith("/api/users/me/")) return { status: 204 };
      return undefined;
    });
    const { store } = signedIn();
    await confirmWith("Clave-Segura-1");
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/"));
    expect(writes.map((w) => [w.method, new URL(w.url, "http://localhost").pathname, w.body])).toEqual([["DELETE", "/api/users/me/", { password: "Clave-Segura-1" }]]);
    expect(getAccessToken()).toBeNull();
    expect(store.getState().auth.token).toBeNull();
    expect(toasts.success).toHaveBeenCalledWith(ACCOUNT_DELETED_MESSAGE);
  });

  it("an account with purchases is kept: the page says so and asks for nothing", async () => {
    const { writes } = routeFetch((request) =>
      request.url.includes("/api/sales/historical/") ? { body: { ...emptyOrders, count: 1, results: [{ id: 7 }] } } : undefined,
    );
    signedIn();
    expect(await screen.findByText("Tu cuenta tiene compras, así que no puedes eliminarla desde aquí.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Eliminar mi cuenta para siempre" })).toBeNull();
    expect(screen.getByRole("link", { name: "Mis compras" }).getAttribute("href")).toBe("/academia/compras");
    expect(writes).toEqual([]);
  });

  it("when the API keeps the account anyway (a purchase made meanwhile), its reason is shown in the form", async () => {
    routeFetch((request) => {
      if (request.url.includes("/api/sales/historical/")) return { body: emptyOrders };
      if (request.method === "DELETE") return { status: 409, body: { errors: ["Tu cuenta tiene compras, que debemos conservar como registro contable. Escríbenos y la cerramos por ti."], code: "conflict" } };
      return undefined;
    });
    const { store } = signedIn();
    await confirmWith("Clave-Segura-1");
    expect((await screen.findByText(/debemos conservar como registro contable/)).getAttribute("role")).toBe("alert");
    expect(store.getState().errors.list).toEqual([]);
    expect(getAccessToken()).not.toBeNull();
  });

  it("an admin's account is not deleted from here", () => {
    routeFetch(() => undefined);
    signedIn("admin");
    expect(screen.getByText("Una cuenta de administrador no se elimina desde aquí.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Eliminar mi cuenta para siempre" })).toBeNull();
  });
});
