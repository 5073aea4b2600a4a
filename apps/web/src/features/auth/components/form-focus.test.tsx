import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

vi.mock("next/navigation", () => ({
  usePathname: () => "/registro",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), back: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const { RegisterForm } = await import("@/features/auth/components/register-form");
const { SignInForm } = await import("@/features/auth/components/sign-in-form");
const { renderWithStore } = await import("@/test/render");

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

describe("a refused form moves focus to its first invalid field and announces the errors", () => {
  it("/registro with a 300-character name: focus on the name, its message described and announced", async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => json({ count: 0, next: null, previous: null, results: [] }));
    vi.stubGlobal("fetch", fetchMock);
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    renderWithStore(<RegisterForm />);

    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "a".repeat(300) } });
    fireEvent.change(screen.getByLabelText("Apellido"), { target: { value: "Ruiz" } });
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "clave-larga-123" } });
    fireEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));

    const name = screen.getByLabelText("Nombre");
    await vi.waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(name.getAttribute("aria-describedby")!);
    expect(message?.textContent).toBe("El nombre no puede tener más de 80 caracteres");
    expect(scrolled).toHaveBeenCalledWith({ block: "center", behavior: "auto" });
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Revisa 1 campo: El nombre no puede tener más de 80 caracteres."));
    // Nothing was sent.
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes("/register/"))).toBe(false);
  });

  it("a second refused attempt moves focus again, to the first field still invalid", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => json({})));
    HTMLElement.prototype.scrollIntoView = vi.fn();
    renderWithStore(<SignInForm />);
    fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Correo electrónico")));
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/^Revisa 2 campos: /));

    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@example.com" } });
    screen.getByLabelText("Correo electrónico").blur();
    fireEvent.click(screen.getByRole("button", { name: "Ingresar" }));
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Contraseña")));
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Revisa 1 campo: La contraseña es obligatoria."));
  });

  it("/registro with an e-mail that has an account: the message stays at the field, with the way to sign in or reset the password, and no toast (issue 35.11)", async () => {
    const taken = "Ya existe una cuenta con este correo electrónico.";
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes("/register/")
          ? new Response(JSON.stringify({ errors: [taken], code: "email_taken", fields: { email: taken } }), { status: 400, headers: { "content-type": "application/json" } })
          : json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    HTMLElement.prototype.scrollIntoView = vi.fn();
    const { store } = renderWithStore(<RegisterForm />);
    fireEvent.change(screen.getByLabelText("Nombre"), { target: { value: "Ana" } });
    fireEvent.change(screen.getByLabelText("Apellido"), { target: { value: "Ruiz" } });
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "estudiante@fzacademia.com" } });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "clave-larga-123" } });
    fireEvent.click(screen.getByRole("button", { name: "Crear cuenta" }));

    const email = screen.getByLabelText("Correo electrónico");
    await vi.waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(email.getAttribute("aria-describedby")!)?.textContent).toBe(taken);
    await vi.waitFor(() => expect(document.activeElement).toBe(email));
    const help = screen.getByTestId("email-taken-help");
    expect(help.querySelector('a[href="/ingresar"]')?.textContent).toBe("Inicia sesión");
    expect(help.querySelector('a[href="/recuperar-contrasena"]')?.textContent).toBe("recupera tu contraseña");
    // Not queued as a vanishing toast.
    expect(store.getState().errors.list).toEqual([]);
    // Still there a while later.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId("email-taken-help")).toBeTruthy();
  });
});

