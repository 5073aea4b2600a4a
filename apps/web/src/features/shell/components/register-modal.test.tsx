import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PENDING_PURCHASE_KEY } from "@/lib/pending-purchase";
import { setSession } from "@/store/slices/auth-slice";
import { openRegisterModal } from "@/store/slices/general-slice";
import { stubFetch } from "@/test/fetch";
import { renderWithStore } from "@/test/render";

const nav = vi.hoisted(() => ({ pathname: "/como-tocar-acordeon-vallenato", push: vi.fn(), replace: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: nav.push, replace: nav.replace, refresh: vi.fn(), back: vi.fn() }),
}));

const { RegisterModal } = await import("@/features/shell/components/register-modal");

const level = {
  id: 1,
  slug: "acordeon-basico",
  title: "Básico",
  course: { id: 1, slug: "como-tocar-acordeon-vallenato", title: "Acordeón vallenato" },
  prices: [],
};

const user = { id: 7, email: "ana@example.com", firstName: "Ana", lastName: "Díaz", role: "student" } as never;

function pending() {
  return JSON.parse(window.sessionStorage.getItem(PENDING_PURCHASE_KEY) ?? "null") as Record<string, unknown> | null;
}

describe("register modal", () => {
  beforeEach(() => {
    nav.pathname = "/como-tocar-acordeon-vallenato";
    nav.push.mockReset();
  });
  afterEach(() => window.sessionStorage.clear());

  it("stays empty until opened", () => {
    renderWithStore(<RegisterModal form={<p>Formulario de registro</p>} />);
    expect(screen.queryByText("Formulario de registro")).toBeNull();
  });

  it("opens with the chosen month and level, named from the public API, and shows the form", async () => {
    const { calls } = stubFetch({ status: 200, body: level });
    const { store } = renderWithStore(<RegisterModal form={<p>Formulario de registro</p>} />);
    act(() => {
      store.dispatch(openRegisterModal({ monthSelected: 4, levelSlug: "acordeon-basico" }));
    });
    expect(screen.getByRole("heading", { name: "Crea tu cuenta gratis" })).toBeTruthy();
    expect(screen.getByText("Formulario de registro")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("Nivel Básico de Acordeón vallenato")).toBeTruthy());
    expect(screen.getByText(/Plan de 4 meses \(\+1\.000 puntos\)/)).toBeTruthy();
    expect(calls[0]?.url).toContain("/api/levels_public/acordeon-basico/");
  });

  it("keeps the choice in sessionStorage once the visitor registers, then closes", async () => {
    stubFetch({ status: 200, body: level });
    const { store } = renderWithStore(<RegisterModal form={<p>Formulario de registro</p>} />);
    act(() => {
      store.dispatch(openRegisterModal({ isPurchaseAll: true }));
    });
    expect(screen.getByText("Todos los niveles, con una sola compra")).toBeTruthy();
    expect(pending()).toBeNull();
    act(() => {
      store.dispatch(setSession({ user, token: "nuevo-token" }));
    });
    await waitFor(() => expect(store.getState().general.openRegisterModal.isRegisterModalOpened).toBe(false));
    expect(pending()).toMatchObject({
      monthSelected: null,
      levelSlug: null,
      isPurchaseAll: true,
      courseSlug: "como-tocar-acordeon-vallenato",
    });
  });

  it("keeps the choice when the visitor follows the link to sign in instead", () => {
    stubFetch({ status: 200, body: level });
    const { store } = renderWithStore(
      <RegisterModal
        form={
          // The registration form's own plain link to the sign-in page.
          // eslint-disable-next-line @next/next/no-html-link-for-pages
          <a href="/ingresar" onClick={(event) => event.preventDefault()}>
            Inicia sesión
          </a>
        }
      />,
    );
    act(() => {
      store.dispatch(openRegisterModal({ monthSelected: 12, levelSlug: "acordeon-basico" }));
    });
    fireEvent.click(screen.getByText("Inicia sesión"));
    expect(pending()).toMatchObject({ monthSelected: 12, levelSlug: "acordeon-basico" });
  });

  it("closes without keeping anything from the close button", () => {
    const { store } = renderWithStore(<RegisterModal form={<p>Formulario de registro</p>} />);
    act(() => {
      store.dispatch(openRegisterModal({ monthSelected: 1 }));
    });
    fireEvent.click(screen.getByRole("button", { name: "Cerrar" }));
    expect(store.getState().general.openRegisterModal.isRegisterModalOpened).toBe(false);
    expect(screen.queryByText("Formulario de registro")).toBeNull();
    expect(pending()).toBeNull();
  });

  it("sends a signed-in visitor to the academy with the choice kept", () => {
    const { store } = renderWithStore(<RegisterModal form={<p>Formulario de registro</p>} />, {
      auth: { user, token: "token", restored: true },
    });
    act(() => {
      store.dispatch(openRegisterModal({ monthSelected: 1 }));
    });
    expect(screen.queryByText("Formulario de registro")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Ir a mi academia" }));
    expect(nav.push).toHaveBeenCalledWith("/academia");
    expect(pending()).toMatchObject({ monthSelected: 1 });
  });
});
