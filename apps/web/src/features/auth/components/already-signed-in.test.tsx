import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/session";
import { toCamel } from "@/lib/case";
import { wireUser } from "@/test/factories";

vi.mock("next/navigation", () => ({
  usePathname: () => "/ingresar",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
}));

const { AlreadySignedIn } = await import("@/features/auth/components/already-signed-in");
const { renderWithStore } = await import("@/test/render");
const { setSession } = await import("@/store/slices/auth-slice");

const camila = toCamel(wireUser({ first_name: "Camila", email: "estudiante@fzacademia.com" })) as SessionUser;

describe("/ingresar for someone already signed in (issue 35.13)", () => {
  it("says who is signed in, with the way to the academy and «Cerrar sesión»", () => {
    const { store } = renderWithStore(<AlreadySignedIn />);
    act(() => {
      store.dispatch(setSession({ user: camila, token: "t" }));
    });
    const notice = screen.getByTestId("already-signed-in");
    expect(notice.textContent).toContain("Ya iniciaste sesión como Camila (estudiante@fzacademia.com).");
    expect(screen.getByRole("link", { name: "Ir a mi academia" }).getAttribute("href")).toBe("/academia");
    expect(screen.getByRole("button", { name: "Cerrar sesión" })).toBeTruthy();
  });

  it("an admin is sent to the back office", () => {
    const { store } = renderWithStore(<AlreadySignedIn />);
    act(() => {
      store.dispatch(setSession({ user: { ...camila, role: "admin" }, token: "t" }));
    });
    expect(screen.getByRole("link", { name: "Ir a la administración" }).getAttribute("href")).toBe("/admin");
  });

  it("says nothing to a visitor, nor to one who signs in on this page", () => {
    const { store } = renderWithStore(<AlreadySignedIn />);
    act(() => {
      store.dispatch(setSession({ user: null, token: null }));
    });
    expect(screen.queryByTestId("already-signed-in")).toBeNull();
    act(() => {
      store.dispatch(setSession({ user: camila, token: "t" }));
    });
    expect(screen.queryByTestId("already-signed-in")).toBeNull();
  });
});
