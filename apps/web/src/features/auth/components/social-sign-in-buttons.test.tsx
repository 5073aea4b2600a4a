import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wireUser } from "@/test/factories";
import { stubFetch } from "@/test/fetch";
import { tokenExpiringIn } from "@/test/jwt";
import { renderWithStore } from "@/test/render";

const nav = vi.hoisted(() => ({ search: "", replace: vi.fn(), push: vi.fn() }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ replace: nav.replace, push: nav.push, refresh: vi.fn(), back: vi.fn() }),
  useSearchParams: () => new URLSearchParams(nav.search),
  usePathname: () => "/ingresar",
}));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock("@/lib/toasts", () => ({ toast: { success: toastSuccess, info: vi.fn(), error: vi.fn() } }));

const { SocialSignInButtons } = await import("@/features/auth/components/social-sign-in-buttons");

const NOW = "Tue, 03 Mar 2026 15:04:05 GMT";
const base64url = (text: string) => Buffer.from(text).toString("base64url");
const facebookUser = {
  uid: "K3y",
  displayName: "Leo Ríos",
  email: "leo@example.com",
  emailVerified: false,
  photoURL: null,
  phoneNumber: null,
  tenantId: null,
  isAnonymous: false,
  providerData: [
    { providerId: "facebook.com", uid: "77", displayName: "Leo Ríos", email: "leo@example.com", phoneNumber: null, photoURL: null },
  ],
  metadata: { creationTime: NOW, lastSignInTime: NOW },
};

describe("SocialSignInButtons", () => {
  beforeEach(() => {
    nav.search = "";
    nav.replace.mockReset();
    toastSuccess.mockReset();
    window.sessionStorage.clear();
  });

  it("renders nothing when social sign-in is not configured", () => {
    const { container } = renderWithStore(<SocialSignInButtons config={null} dividerLabel="o ingresa con tu correo" />);
    expect(container.innerHTML).toBe("");
  });

  it("offers Google and Facebook when configured", () => {
    renderWithStore(<SocialSignInButtons config={{ kind: "development" }} dividerLabel="o ingresa con tu correo" />);
    expect(screen.getByRole("button", { name: "Continuar con Google" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Continuar con Facebook" })).toBeTruthy();
    expect(screen.getByText("o ingresa con tu correo")).toBeTruthy();
  });

  it("opens the provider's popup straight from the click and shows that it is connecting", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    stubFetch({ status: 201, body: {} });
    const { store } = renderWithStore(<SocialSignInButtons config={{ kind: "development" }} dividerLabel="o" />);
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Continuar con Google" }));
    });
    // Called within the click: a popup opened after an await would be blocked.
    expect(open).toHaveBeenCalledWith("/api/dev-idp/sign-in?provider=google.com&mode=popup", "fz-dev-idp", expect.any(String));
    // Blocked here, so the flow reports it and frees the buttons.
    await waitFor(() => expect(store.getState().errors.list.map((item) => item.error.message)).toEqual(["Ocurrio un error inesperado"]));
    expect(screen.getByRole("button", { name: "Continuar con Google" }).hasAttribute("disabled")).toBe(false);
    expect(store.getState().auth.loading).toBe(false);
  });

  it("finishes a redirect sign-in on the page it came back to and goes to ?next=", async () => {
    nav.search = "next=%2Facademia%2Fcursos";
    window.sessionStorage.setItem("fz.socialRedirect", "facebook.com");
    window.history.replaceState(
      null,
      "",
      `/ingresar?next=%2Facademia%2Fcursos#id_token=a.b.c&user=${base64url(JSON.stringify(facebookUser))}`,
    );
    const { calls } = stubFetch(
      { status: 200, body: { access: tokenExpiringIn(900), refresh: "r", user: wireUser(), is_new_user: true } },
      { status: 201, body: {} },
    );
    const { store } = renderWithStore(<SocialSignInButtons config={{ kind: "development" }} dividerLabel="o" />);

    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/academia/cursos"));
    expect(calls[0]).toMatchObject({ url: "/api/students/social_signup/", body: { token_id: "a.b.c" } });
    expect(calls[1]).toMatchObject({ body: { provider: "facebook.com", user: "leo@example.com", is_failed: false } });
    expect(toastSuccess).toHaveBeenCalledWith("Bienvenido a FZ Academia");
    expect(window.location.hash).toBe("");
    expect(store.getState().auth.loading).toBe(false);
    expect(store.getState().auth.user).toMatchObject({ role: "student" });
  });

  it("Facebook with an e-mail that already has an account: the next step stays on the page, and the failed registration is logged (issue 35.11)", async () => {
    window.sessionStorage.setItem("fz.socialRedirect", "facebook.com");
    window.history.replaceState(null, "", `/registro#id_token=a.b.c&user=${base64url(JSON.stringify(facebookUser))}`);
    const { calls } = stubFetch(
      { status: 400, body: { errors: ["Ya existe un usuario con la dirección de correo electrónico leo@example.com"], code: "account_exists_with_different_credential" } },
      { status: 201, body: {} },
    );
    renderWithStore(<SocialSignInButtons config={{ kind: "development" }} dividerLabel="o" />);

    const panel = await screen.findByTestId("account-exists");
    expect(panel.textContent).toContain("leo@example.com ya tiene una cuenta en FZ Academia.");
    expect(panel.querySelector('a[href="/ingresar"]')).not.toBeNull();
    expect(panel.querySelector('a[href="/recuperar-contrasena"]')).not.toBeNull();
    await waitFor(() => expect(calls[1]).toMatchObject({ body: { provider: "facebook.com", user: "leo@example.com", is_failed: true } }));
    expect(nav.replace).not.toHaveBeenCalled();
  });
});

