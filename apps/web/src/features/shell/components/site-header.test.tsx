import { act, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithStore } from "@/test/render";

vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { SiteHeader } = await import("@/features/shell/components/site-header");
function Header() {
  return <SiteHeader account={<p>Cuenta</p>} mobileAccount={<p>Cuenta en el menú</p>} />;
}

describe("site header", () => {
  it("shows the four navigation links, Contacto in a new tab", () => {
    renderWithStore(<Header />);
    const nav = screen.getByRole("navigation", { name: "Principal" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Inicio", "Cursos", "Contacto", "Blog"]);
    expect(links[2]?.getAttribute("target")).toBe("_blank");
    expect(links[0]?.getAttribute("aria-current")).toBe("page");
  });

  it("omits Blog on non-public pages", () => {
    renderWithStore(<Header />, { general: { isPublic: false } });
    const nav = screen.getByRole("navigation", { name: "Principal" });
    expect(within(nav).queryByRole("link", { name: "Blog" })).toBeNull();
  });

  it("opens the phone menu from its button", () => {
    renderWithStore(<Header />);
    const button = screen.getByRole("button", { name: "Abrir menú" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    act(() => button.click());
    expect(screen.getByRole("button", { name: "Cerrar menú" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("navigation", { name: "Menú" })).toBeTruthy();
    expect(screen.getByText("Cuenta en el menú")).toBeTruthy();
  });

  it("Esc closes the phone menu and gives focus back to the menu button", () => {
    renderWithStore(<Header />);
    const button = screen.getByRole("button", { name: "Abrir menú" });
    act(() => button.click());
    const link = within(screen.getByRole("navigation", { name: "Menú" })).getAllByRole("link")[1]!;
    link.focus();
    expect(document.activeElement).toBe(link);
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(screen.queryByRole("navigation", { name: "Menú" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Abrir menú" }));
  });
});
