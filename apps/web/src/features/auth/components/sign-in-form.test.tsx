import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { getAccessToken } from "@/lib/session";
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

const { SignInForm } = await import("@/features/auth/components/sign-in-form");

function fill(email: string, password: string) {
  fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: email } });
  fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: password } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
  });
}

describe("SignInForm", () => {
  beforeEach(() => {
    nav.search = "";
    nav.replace.mockReset();
  });

  it("checks required fields in Spanish before calling the API", async () => {
    const { calls } = stubFetch();
    renderWithStore(<SignInForm />);
    await submit();
    expect(screen.getByText("El correo electrónico es obligatorio")).toBeTruthy();
    expect(screen.getByText("La contraseña es obligatoria")).toBeTruthy();
    expect(screen.getByLabelText("Correo electrónico").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
  });

  it("rejects an answer without a role: 'Usuario no valido' queued as a 401 toast, nothing stored", async () => {
    stubFetch({ status: 200, body: { access: "a", refresh: "r", user: wireUser({ role: null }) } });
    const { store } = renderWithStore(<SignInForm />);
    fill("ana@example.com", "secreta123");
    await submit();
    await waitFor(() => expect(store.getState().errors.list).toHaveLength(1));
    expect(store.getState().errors.list[0]).toMatchObject({
      statusCode: 401,
      error: { title: "Error de autenticación", message: "Usuario no valido", id: "NETWORK_ERROR_401" },
    });
    expect(store.getState().auth.user).toBeNull();
    expect(getAccessToken()).toBeNull();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it("signs in, sets the auth state and goes to ?next=", async () => {
    nav.search = "next=%2Facademia%2Fcursos";
    const access = tokenExpiringIn(900);
    stubFetch({ status: 200, body: { access, refresh: "r", user: wireUser() } });
    const { store } = renderWithStore(<SignInForm />);
    fill("Ana@Example.com", "secreta123");
    await submit();
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/academia/cursos"));
    expect(store.getState().auth).toMatchObject({ token: access, user: { firstName: "Ana", role: "student" } });
  });

  it("ignores a ?next= pointing to another site", async () => {
    nav.search = "next=%2F%2Fevil.example";
    stubFetch({ status: 200, body: { access: tokenExpiringIn(900), refresh: "r", user: wireUser() } });
    renderWithStore(<SignInForm />);
    fill("ana@example.com", "secreta123");
    await submit();
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith("/academia"));
  });
});
