import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toCamel } from "@/lib/case";
import type { SessionUser } from "@/lib/session";
import { NAVIGATION_STORAGE_KEY } from "@/store/slices/navigation-preferences";
import { wireUser } from "@/test/factories";
import { renderWithStore } from "@/test/render";

vi.mock("next/navigation", () => ({
  usePathname: () => "/admin/estudiantes/4",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { AdminShell } = await import("@/features/admin/components/admin-shell");

function signedIn(role: "admin" | "student") {
  const user = toCamel(wireUser({ role })) as SessionUser;
  return { auth: { user, token: "token", restored: true, loading: false } };
}

describe("admin shell", () => {
  it("shows a student the 403 page, not the administration", () => {
    renderWithStore(<AdminShell>contenido</AdminShell>, signedIn("student"));
    expect(screen.getByRole("heading", { name: "No tienes acceso a esta sección" })).toBeTruthy();
    expect(screen.queryByText("contenido")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Administración" })).toBeNull();
  });

  it("gives an admin every section, the current one marked, in an open drawer", () => {
    const { store } = renderWithStore(<AdminShell>contenido</AdminShell>, signedIn("admin"));
    const nav = screen.getByRole("navigation", { name: "Administración" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label") ?? link.textContent)).toEqual([
      "Resumen",
      "Estudiantes",
      "Profesores",
      "Catálogo",
      "Certificados",
      "Pedidos",
      "Cupones",
      "Registros",
      "Auditoría",
      "Correos",
      "Blog",
      "Categorías del blog",
    ]);
    expect(within(nav).getByRole("link", { name: "Estudiantes" }).getAttribute("aria-current")).toBe("page");
    expect(store.getState().navigation.open).toBe(true);
    expect(screen.getByText("contenido")).toBeTruthy();
  });

  it("collapses the drawer to icons and remembers it", () => {
    const { store } = renderWithStore(<AdminShell>contenido</AdminShell>, signedIn("admin"));
    act(() => screen.getByRole("button", { name: "Contraer menú" }).click());
    expect(store.getState().navigation.mini).toBe(true);
    expect(screen.getByTestId("admin-sidebar").dataset.mini).toBe("true");
    // Collapsed, the links keep their names for screen readers.
    expect(within(screen.getByRole("navigation", { name: "Administración" })).getByRole("link", { name: "Pedidos" })).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(NAVIGATION_STORAGE_KEY)!)).toEqual({ open: true, mini: true });
  });

  it("opens the overlay drawer from its button on a tablet (spec navigation.openMobile)", () => {
    // A 768 px wide screen: below the side drawer's breakpoint.
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
    );
    const { store } = renderWithStore(<AdminShell>contenido</AdminShell>, signedIn("admin"));
    const button = screen.getByRole("button", { name: "Menú de administración" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    act(() => button.click());
    expect(store.getState().navigation.openMobile).toBe(true);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("navigation", { name: "Secciones de administración" })).toBeTruthy();
  });
});
