import { expect, test } from "./fixtures";

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };
const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };

// Issue 35, points 12, 13 and the revoke button: what users tripped over, at 1366 px.
test.use({ viewport: { width: 1366, height: 900 } });

test.describe("issue 35 at 1366 px", () => {
  test("keyboard focus shows around the academy's course cards and the tutorial cards", async ({ page, signIn }) => {
    await signIn(estudiante, "/academia");
    await expect(page.getByRole("heading", { name: /^Hola, / })).toBeVisible();
    for (const path of ["/academia", "/academia/tutoriales"]) {
      await page.goto(path);
      const card = page.locator("a.card-link").first();
      await expect(card).toBeVisible();
      // Reach it by keyboard: focus the element before it, then Tab.
      await card.evaluate((link) => {
        const all = [...document.querySelectorAll<HTMLElement>("a[href], button:not([disabled]), input, select, textarea")];
        all[all.indexOf(link as HTMLElement) - 1]?.focus();
      });
      await page.keyboard.press("Tab");
      await expect(card).toBeFocused();
      const ring = await card.evaluate((link) => ({ visible: link.matches(":focus-visible"), shadow: getComputedStyle(link, "::after").boxShadow }));
      expect(ring.visible, path).toBe(true);
      expect(ring.shadow, path).toMatch(/inset/);
      // The ring goes around the whole card.
      const box = await card.evaluate((link) => {
        const cover = link.closest("li, article")!.getBoundingClientRect();
        return { width: cover.width, height: cover.height };
      });
      expect(box.height).toBeGreaterThan(150);
    }
  });

  test("the practice page says what a day of practice is", async ({ page, signIn }) => {
    await signIn(estudiante, "/academia/practica");
    await expect(page.getByTestId("practice-day-rule")).toHaveText(/te escucha tocar al menos 5 minutos .* El metrónomo sonando sin que toques no cuenta/);
  });

  test("an admin revokes a student's access with a reason, and the student is told", async ({ page, signIn, request }) => {
    const email = `revocar-${Date.now()}@example.com`;
    const registered = await request.post("/api/users/register/", { data: { first_name: "Rosa", last_name: "Revocada", email, password: "una-clave-segura" } });
    expect(registered.status()).toBe(201);
    const studentToken = (await registered.json()).access as string;

    await signIn(admin, "/admin/estudiantes");
    await page.getByLabel("Buscar por nombre o correo").fill(email);
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.getByRole("table", { name: "Estudiantes" }).getByRole("link", { name: "Rosa Revocada" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Rosa Revocada" })).toBeVisible();

    await page.getByRole("button", { name: "Dar o extender acceso" }).click();
    const grant = page.getByRole("dialog", { name: "Dar o extender acceso" });
    const levelSelect = grant.getByRole("combobox", { name: "Nivel" });
    await levelSelect.selectOption(await levelSelect.locator("option", { hasText: "Acordeón vallenato · Intermedio" }).getAttribute("value"));
    await grant.getByLabel("Motivo").fill("Beca de prueba");
    await grant.getByRole("button", { name: "Dar acceso" }).click();
    await expect(grant).toBeHidden();

    const grants = page.getByRole("table", { name: "Accesos del estudiante" });
    await grants.getByRole("button", { name: "Quitar acceso: Acordeón vallenato · Intermedio" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Quitar este acceso?" });
    await expect(confirm).toContainText("Rosa Revocada deja de tener acceso a Acordeón vallenato · Intermedio desde ahora");
    // A reason is required: the student reads it.
    await confirm.getByRole("button", { name: "Quitar acceso" }).click();
    await expect(confirm.getByText("Escribe el motivo: el estudiante lo lee en el aviso.")).toBeVisible();
    await confirm.getByLabel("Motivo").fill("Se le dio por error");
    await confirm.getByRole("button", { name: "Quitar acceso" }).click();
    await expect(confirm).toBeHidden();
    const row = grants.getByRole("row").filter({ hasText: "Intermedio" });
    await expect(row).toContainText("Vencido");
    await expect(row.getByRole("button", { name: /Quitar acceso/ })).toHaveCount(0);

    // The student's bell says it, with the reason.
    const notices = await request.get("/api/notifications/", { headers: { authorization: `Bearer ${studentToken}` } });
    expect(JSON.stringify(await notices.json())).toContain("Se le dio por error");
  });

  test("the admin order page speaks Spanish: lines, IVA, statuses including «Devolución en curso»", async ({ page, signIn }) => {
    await signIn(admin, "/admin/pedidos");
    const status = page.getByLabel("Estado");
    await expect(status.locator("option", { hasText: "Devolución en curso" })).toHaveCount(1);
    await expect(status.locator("option[value='refund_due']")).toHaveText("Devolución en curso");
    await page.getByRole("link", { name: /^Pedido #\d+$/ }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Pedido #\d+$/ })).toBeVisible();
    const main = page.locator("main");
    const totals = main.getByTestId("order-totals");
    await expect(totals.getByText("Subtotal", { exact: true })).toBeVisible();
    await expect(totals.getByText(/^Total( pagado)?$/)).toBeVisible();
    await expect(totals.getByText(/^Incluye IVA \(19 %\)$|^Compra en dólares, sin IVA$/)).toBeVisible();
    await expect(main).not.toContainText(/refund_due|undefined|NaN/);
  });
});
