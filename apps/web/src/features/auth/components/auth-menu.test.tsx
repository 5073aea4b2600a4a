import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setSession } from "@/store/slices/auth-slice";
import { renderWithStore } from "@/test/render";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { AuthMenu } = await import("@/features/auth/components/auth-menu");

describe("header account area", () => {
  it("offers Ingresar / Regístrate when signed out, the name and Cerrar sesión when signed in", () => {
    const { store } = renderWithStore(<AuthMenu />);
    act(() => {
      store.dispatch(setSession({ user: null, token: null }));
    });
    expect(screen.getByRole("link", { name: "Ingresar" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Regístrate" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cerrar sesión" })).toBeNull();

    act(() => {
      store.dispatch(
        setSession({
          token: "t",
          user: {
            id: 1,
            email: "ana@example.com",
            firstName: "Ana",
            lastName: "Díaz",
            role: "student",
            countryId: null,
            instrumentId: null,
            emailVerified: false,
            points: 0,
            createdAt: "",
          },
        }),
      );
    });
    expect(screen.getByText("Ana Díaz")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Ingresar" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Administración" })).toBeNull();
  });

  it("gives an administrator a way into the back office", () => {
    const { store } = renderWithStore(<AuthMenu />);
    act(() => {
      store.dispatch(
        setSession({
          token: "t",
          user: {
            id: 2,
            email: "admin@example.com",
            firstName: "Fabián",
            lastName: "Zuleta",
            role: "admin",
            countryId: null,
            instrumentId: null,
            emailVerified: true,
            points: 0,
            createdAt: "",
          },
        }),
      );
    });
    expect(screen.getByRole("link", { name: "Administración" }).getAttribute("href")).toBe("/admin");
  });

});
