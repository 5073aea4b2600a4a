import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({ usePathname: () => "/cursos", useRouter: () => ({ push: vi.fn(), replace: vi.fn() }) }));

const { default: RouteError } = await import("@/app/error");
const { renderWithStore } = await import("@/test/render");

describe("a failed route (app/error.tsx)", () => {
  it("releases the route-change loader (spec §2: it clears when the change fails) and offers a retry", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reset = vi.fn();
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { store } = renderWithStore(<RouteError error={new Error("boom")} reset={reset} />, { commons: { loader: true } });
    expect(store.getState().commons.loader).toBe(false);
    // As on a completed change, the page starts at the top (issue 35.14).
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    fireEvent.click(screen.getByRole("button", { name: "Intentar de nuevo" }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("link", { name: "Volver al inicio" }).getAttribute("href")).toBe("/");
  });
});
