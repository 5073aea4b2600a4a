import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithStore } from "@/test/render";

const route = vi.hoisted(() => ({ pathname: "/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => route.pathname,
  useSearchParams: () => new URLSearchParams(route.search),
}));

const { RouteChangeLoader } = await import("@/features/shell/components/route-change-loader");
const { setLoader } = await import("@/store/slices/commons-slice");

function Page() {
  return (
    <>
      {/* A plain anchor on purpose: the loader must react to any same-origin link. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/cursos">Cursos</a>
      <a href="https://wa.me/573001234567" target="_blank" rel="noreferrer">
        Contacto
      </a>
      <a href="#about">Ancla</a>
      <RouteChangeLoader />
    </>
  );
}

// Stand-in for next/link and the browser: the test document must not really navigate.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

describe("route-change loader", () => {
  beforeEach(() => {
    route.pathname = "/";
    route.search = "";
    document.addEventListener("click", stopNavigation);
  });
  afterEach(() => document.removeEventListener("click", stopNavigation));

  it("shows 'Cargando' when an internal link is clicked, clears and scrolls to top on completion", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { store, rerender } = renderWithStore(<Page />);
    expect(screen.queryByText("Cargando")).toBeNull();

    fireEvent.click(screen.getByText("Cursos"));
    expect(store.getState().commons.loader).toBe(true);
    // Spec §2: the message is exactly 'Cargando' (not 'Cargando…'), beside a spinner.
    expect(screen.getByText("Cargando", { exact: true }).textContent).toBe("Cargando");
    expect(screen.getByTestId("loading-overlay").className).toContain("bg-white/75");

    route.pathname = "/cursos";
    act(() => rerender(<Page />));
    expect(store.getState().commons.loader).toBe(false);
    expect(screen.queryByText("Cargando")).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it("a failed route change ends the tracked navigation: a later URL change by code is not its completion (issue 35.14)", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { store, rerender } = renderWithStore(<Page />);
    fireEvent.click(screen.getByText("Cursos"));
    expect(store.getState().commons.loader).toBe(true);
    // The route failed: its error boundary (app/error.tsx) clears the loader, the URL stays.
    act(() => {
      store.dispatch(setLoader(false));
    });
    scrollTo.mockClear();
    route.search = "filtro=1";
    act(() => rerender(<Page />));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(store.getState().commons.loader).toBe(false);
  });

  it("ignores external links and in-page anchors", () => {
    const { store } = renderWithStore(<Page />);
    fireEvent.click(screen.getByText("Contacto"));
    fireEvent.click(screen.getByText("Ancla"));
    expect(store.getState().commons.loader).toBe(false);
  });

  it("clears a loader that was turned on from code when the route changes", () => {
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const { store, rerender } = renderWithStore(<Page />, { commons: { loader: true } });
    route.search = "page=2";
    act(() => rerender(<Page />));
    expect(store.getState().commons.loader).toBe(false);
  });

  it("shows the optional white background when asked (spec §2)", () => {
    const { store } = renderWithStore(<RouteChangeLoader showBackground />);
    act(() => {
      store.dispatch(setLoader(true));
    });
    const overlay = screen.getByTestId("loading-overlay");
    expect(overlay.className.split(/\s+/)).toContain("bg-white");
    expect(overlay.className).not.toContain("bg-white/75");
  });
});
