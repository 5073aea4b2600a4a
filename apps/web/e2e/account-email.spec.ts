import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectAccessiblePages } from "./a11y";
import { registerStudent, uniqueEmail } from "./steps";

/**
 * E-mail verification and password reset end to end. Without SMTP the API writes every
 * message to its outbox, which an admin reads over the API: that is where the links are.
 */

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };

/** Reads the outbox as the admin. */
class Outbox {
  private token: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  private async headers() {
    if (!this.token) {
      const response = await this.request.post("/api/token/", { data: admin });
      expect(response.ok()).toBe(true);
      this.token = ((await response.json()) as { access: string }).access;
    }
    return { Authorization: `Bearer ${this.token}` };
  }

  private async ids(to: string, kind: string): Promise<number[]> {
    const response = await this.request.get(`/api/mail/outbox/?to=${encodeURIComponent(to)}`, { headers: await this.headers() });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as { results: { id: number; kind: string }[] };
    return page.results.filter((message) => message.kind === kind).map((message) => message.id);
  }

  /** Waits for the `count`-th message of a kind to `to` (some are sent after the answer), newest first. */
  async waitFor(to: string, kind: string, count = 1): Promise<number> {
    let ids: number[] = [];
    await expect
      .poll(async () => {
        ids = await this.ids(to, kind);
        return ids.length;
      })
      .toBeGreaterThanOrEqual(count);
    return Math.max(...ids);
  }

  /** The link of a message, as a path of this site (`/verificar-correo?token=…`). */
  async link(id: number, path: string): Promise<string> {
    const response = await this.request.get(`/api/mail/outbox/${id}/`, { headers: await this.headers() });
    expect(response.ok()).toBe(true);
    const message = (await response.json()) as { text: string; html: string; subject: string };
    const url = message.text.match(new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`))?.[0];
    expect(url, `a ${path} link in the message`).toBeTruthy();
    // The same link must be in the HTML part.
    expect(message.html).toContain(url!);
    const parsed = new URL(url!);
    return `${parsed.pathname}${parsed.search}`;
  }
}

test.describe("account e-mail", () => {
  test("the recovery, reset and verification pages pass the accessibility audit", async ({ page }, testInfo) => {
    const pages: [string, () => Promise<void>][] = [
      ["/recuperar-contrasena", () => expect(page.getByRole("button", { name: "Enviar enlace" })).toBeVisible()],
      ["/restablecer-contrasena?token=x", () => expect(page.getByRole("button", { name: "Cambiar contraseña" })).toBeVisible()],
      ["/restablecer-contrasena", () => expect(page.getByRole("heading", { name: "Este enlace ya no sirve" })).toBeVisible()],
      ["/verificar-correo?token=x", () => expect(page.getByRole("heading", { name: "Este enlace ya no sirve" })).toBeVisible()],
    ];
    await expectAccessiblePages(page, testInfo, pages);
  });

  test("a new student verifies the e-mail from the link and earns 100 points", async ({ page, request }) => {
    const outbox = new Outbox(request);
    const email = uniqueEmail("verifica");
    await registerStudent(page, { firstName: "Daniela", email });

    // The academy asks for the verification, and can send the link again.
    const banner = page.getByRole("region", { name: "Verifica tu correo" });
    await expect(banner).toBeVisible();
    await expect(banner.getByText(email)).toBeVisible();
    await outbox.waitFor(email, "verify_email", 1);
    await banner.getByRole("button", { name: "Reenviar correo" }).click();
    await expect(page.getByText(`Te enviamos un enlace nuevo a ${email}. Revisa tu bandeja de entrada.`)).toBeVisible();
    const latest = await outbox.waitFor(email, "verify_email", 2);
    const link = await outbox.link(latest, "/verificar-correo");

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "¡Correo verificado! Ganaste 100 puntos" })).toBeVisible();
    await page.getByRole("link", { name: "Ir a mi academia" }).click();
    await expect(page.getByRole("heading", { name: /Hola, Daniela/ })).toBeVisible();
    await expect(banner).toBeHidden();
    await expect(page.getByTestId("points-balance")).toHaveAccessibleName("100 puntos");

    await page.getByRole("navigation", { name: "Academia" }).getByRole("link", { name: "Puntos" }).click();
    await expect(page.getByTestId("points-amount")).toHaveText("100");
    await expect(page.getByTestId("points-history").getByText("Confirmar tu correo electrónico")).toBeVisible();

    // A link works once.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Este enlace ya no sirve" })).toBeVisible();
  });

  test("a student who forgot the password gets a link, chooses a new one and signs in with it", async ({ page, request }) => {
    const outbox = new Outbox(request);
    const email = uniqueEmail("olvido");
    await registerStudent(page, { firstName: "Tomás", email, password: "clave-vieja-123" });
    await page.getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/ingresar");
    await page.getByRole("link", { name: "¿Olvidaste tu contraseña?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "¿Olvidaste tu contraseña?" })).toBeVisible();
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    const neutral = "Si el correo corresponde a una cuenta, te enviamos un enlace para restablecer la contraseña.";
    await expect(page.getByText(neutral, { exact: false })).toBeVisible();

    // An address without an account gets the very same answer.
    await page.goto("/recuperar-contrasena");
    await page.getByLabel("Correo electrónico").fill(uniqueEmail("nadie"));
    await page.getByRole("button", { name: "Enviar enlace" }).click();
    await expect(page.getByText(neutral, { exact: false })).toBeVisible();

    const link = await outbox.link(await outbox.waitFor(email, "password_reset"), "/restablecer-contrasena");
    await page.goto(link);
    const password = page.getByLabel("Contraseña nueva");
    const repeat = page.getByLabel("Repite la contraseña");
    await password.fill("corta");
    await repeat.fill("corta");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    // The field's own message (the announced summary repeats it).
    await expect(page.getByText("La contraseña debe tener al menos 8 caracteres", { exact: true })).toBeVisible();
    await password.fill("clave-nueva-456");
    await repeat.fill("clave-nueva-457");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByText("Las contraseñas no coinciden", { exact: true })).toBeVisible();
    await repeat.fill("clave-nueva-456");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();

    await expect(page).toHaveURL(/\/ingresar$/);
    await expect(page.getByText("Tu contraseña fue cambiada. Ingresa con la nueva contraseña.")).toBeVisible();

    // The old password no longer works; the new one does.
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Contraseña", { exact: true }).fill("clave-vieja-123");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByText("Correo electrónico o contraseña incorrectos.")).toBeVisible();
    await page.getByLabel("Contraseña", { exact: true }).fill("clave-nueva-456");
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page.getByRole("heading", { name: /Hola, Tomás/ })).toBeVisible();

    // The link was spent: the page learns it when the link is used again.
    await page.goto(link);
    await page.getByLabel("Contraseña nueva").fill("otra-clave-789");
    await page.getByLabel("Repite la contraseña").fill("otra-clave-789");
    await page.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByRole("heading", { name: "Este enlace ya no sirve" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pedir un enlace nuevo" })).toHaveAttribute("href", "/recuperar-contrasena");
  });
});
