import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

const path = vi.hoisted(() => ({ current: "/" }));
vi.mock("next/navigation", () => ({ usePathname: () => path.current }));

const { FooterAccountLinks } = await import("@/features/shell/components/footer-account-links");
const { PublicChrome, isBackOfficePath } = await import("@/features/shell/components/public-chrome");
const { renderWithStore } = await import("@/test/render");
const { wireUser } = await import("@/test/factories");
const { toCamel } = await import("@/lib/case");

const links = () => screen.getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);

describe("the footer's account links", () => {
  it("a visitor is offered signing in and registering", () => {
    renderWithStore(<FooterAccountLinks />);
    expect(links()).toEqual([
      ["Iniciar sesión", "/ingresar"],
      ["Crear una cuenta", "/registro"],
    ]);
  });

  it("a signed-in student gets the academy, never «Iniciar sesión / Crear una cuenta»", () => {
    renderWithStore(<FooterAccountLinks />, { auth: { token: "t", user: toCamel(wireUser()), restored: true } } as never);
    expect(links()).toEqual([["Mi academia", "/academia"]]);
  });

  it("an admin also gets the back office", () => {
    renderWithStore(<FooterAccountLinks />, { auth: { token: "t", user: toCamel(wireUser({ role: "admin" })), restored: true } } as never);
    expect(links()).toEqual([
      ["Mi academia", "/academia"],
      ["Administración", "/admin"],
    ]);
  });
});

describe("the marketing chrome", () => {
  it("is left out of the back office only", () => {
    expect(isBackOfficePath("/admin")).toBe(true);
    expect(isBackOfficePath("/admin/pedidos/3")).toBe(true);
    expect(isBackOfficePath("/administracion-de-fincas")).toBe(false);
    expect(isBackOfficePath("/academia")).toBe(false);

    path.current = "/admin/estudiantes";
    const { container, unmount } = renderWithStore(<PublicChrome><footer>pie</footer></PublicChrome>);
    expect(container.querySelector("footer")).toBeNull();
    unmount();
    path.current = "/blog";
    const again = renderWithStore(<PublicChrome><footer>pie</footer></PublicChrome>);
    expect(again.container.querySelector("footer")).not.toBeNull();
  });
});
