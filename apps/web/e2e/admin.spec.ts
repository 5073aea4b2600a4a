import type { Browser } from "@playwright/test";
import { expect, signInOn, test, watchContentSecurityPolicy } from "./fixtures";

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };
const lucia = { email: "lucia@fzacademia.com", password: "Estudiante2026!" };
const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };

/** A second person at another computer: their own browser context and session. */
async function asAnotherUser(browser: Browser, account: { email: string; password: string }, next: string) {
  const context = await browser.newContext({ locale: "es-CO" });
  const violations = await watchContentSecurityPolicy(context, new URL(test.info().project.use.baseURL!).origin);
  const page = await context.newPage();
  await signInOn(page, account, next);
  return {
    page,
    close: async () => {
      await context.close();
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
  };
}

test.describe("administration", () => {
  test("an admin finds a student, grants a month of a level, and the student sees the level open", async ({ page, browser, signIn }) => {
    await signIn(admin, "/admin/estudiantes");
    await expect(page.getByRole("heading", { level: 1, name: "Estudiantes" })).toBeVisible();

    // Accents do not matter to the search, and it is kept in the URL.
    await page.getByLabel("Buscar por nombre o correo").fill("Lucía");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page).toHaveURL(/\?q=Luc%C3%ADa$/);
    const table = page.getByRole("table", { name: "Estudiantes" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await table.getByRole("link", { name: "Lucía Peña" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Lucía Peña" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Accesos del estudiante" }).getByText("Sin accesos.")).toBeVisible();

    await page.getByRole("button", { name: "Dar o extender acceso" }).click();
    const dialog = page.getByRole("dialog", { name: "Dar o extender acceso" });
    // Without a level the dialog explains what is missing, in Spanish.
    await dialog.getByRole("button", { name: "Dar acceso" }).click();
    await expect(dialog.getByText("Elige el nivel al que darás acceso.")).toBeVisible();

    const levelSelect = dialog.getByRole("combobox", { name: "Nivel" });
    const option = levelSelect.locator("option", { hasText: "Acordeón vallenato · Intermedio" });
    const levelId = await option.getAttribute("value");
    expect(levelId).toMatch(/^\d+$/);
    await levelSelect.selectOption(levelId!);
    await expect(dialog.getByRole("radio", { name: "1 mes" })).toBeChecked();
    await dialog.getByLabel("Motivo").fill("Beca de prueba");
    await dialog.getByRole("button", { name: "Dar acceso" }).click();
    await expect(dialog).toBeHidden();

    // The page read the student again: the grant is there, current, given by the admin.
    const grants = page.getByRole("table", { name: "Accesos del estudiante" });
    const row = grants.getByRole("row").filter({ hasText: "Intermedio" });
    await expect(row).toContainText("Administración");
    await expect(row).toContainText("admin@fzacademia.com");
    await expect(row).toContainText("Vigente");
    // The grant names the course, not only "Intermedio" (a title every course repeats).
    await expect(row).toContainText("Acordeón vallenato · Intermedio");
    await expect(row).toContainText("«Beca de prueba»");

    // The audit log has it too.
    await page.getByRole("navigation", { name: "Administración" }).getByRole("link", { name: "Auditoría" }).click();
    await expect(page.getByRole("table", { name: "Registro de auditoría" }).getByRole("row").nth(1)).toContainText("Acceso otorgado");

    const student = await asAnotherUser(browser, lucia, `/academia/niveles/${levelId}`);
    await expect(student.page.getByRole("heading", { level: 1, name: "Nivel Intermedio" })).toBeVisible();
    await expect(student.page.getByText(/^Acceso hasta el \d{1,2} de [a-z]+ de \d{4}$/).first()).toBeVisible();
    await student.close();
  });

  test("an admin adds a topic to a level, moves it up, and it appears in the student's temary", async ({ page, browser, signIn }) => {
    await signIn(admin, "/admin/catalogo");
    await page.getByRole("table", { name: "Cursos" }).getByRole("link", { name: "Acordeón vallenato", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Acordeón vallenato" })).toBeVisible();
    await page.getByRole("table", { name: "Niveles del curso" }).getByRole("link", { name: "Básico", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Básico" })).toBeVisible();
    const levelId = /\/admin\/catalogo\/niveles\/(\d+)$/.exec(page.url())?.[1];
    expect(levelId).toBeTruthy();
    const topics = page.getByRole("list", { name: "Temas del nivel" });
    await expect(topics.getByRole("listitem").first()).toBeVisible();
    const before = await topics.getByRole("listitem").count();

    await page.getByRole("link", { name: "Nuevo tema" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nuevo tema" })).toBeVisible();
    // Saving empty names the missing title in Spanish.
    await page.getByRole("button", { name: "Crear tema" }).click();
    await expect(page.getByText("El título es obligatorio", { exact: true })).toBeVisible();

    const title = `Calentamiento del fuelle ${Date.now()}`;
    await page.getByLabel("Título", { exact: true }).fill(title);
    await page.getByLabel("Resumen").fill("Cinco minutos para soltar los brazos antes de tocar.");
    await page.getByRole("textbox", { name: "Contenido" }).fill("## Antes de empezar\n\nAbra y cierre el **fuelle** despacio.");
    await expect(page.getByTestId("markdown-preview").getByRole("heading", { name: "Antes de empezar" })).toBeVisible();
    await page.getByRole("radio", { name: "YouTube o Vimeo" }).check();
    await page.getByLabel("Dirección del video").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await page.getByLabel("Duración del video").fill("3:15");
    await page.getByRole("button", { name: "Crear tema" }).click();

    // Back on the level, the new topic is last; one step up puts it before the former last one.
    await expect(page).toHaveURL(new RegExp(`/admin/catalogo/niveles/${levelId}$`));
    await expect(topics.getByRole("listitem")).toHaveCount(before + 1);
    await expect(topics.getByRole("listitem").last()).toContainText(title);
    await page.getByRole("button", { name: `Subir «${title}»` }).click();
    await expect(topics.getByRole("listitem").nth(before - 1)).toContainText(title);
    await page.reload();
    await expect(topics.getByRole("listitem").nth(before - 1)).toContainText(title);

    const student = await asAnotherUser(browser, estudiante, `/academia/niveles/${levelId}`);
    const temary = student.page.getByTestId("temary");
    await expect(temary.getByText(title)).toBeVisible();
    await expect(temary.getByRole("listitem").nth(before - 1)).toContainText(title);
    await student.close();
  });

  test("the drawer collapses to icons and remembers it; on a tablet it is an overlay", async ({ page, signIn }) => {
    await signIn(admin, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Resumen" })).toBeVisible();
    const sidebar = page.getByTestId("admin-sidebar");
    await expect(sidebar.getByRole("link", { name: "Estudiantes" })).toBeVisible();
    await sidebar.getByRole("button", { name: "Contraer menú" }).click();
    await expect(sidebar).toHaveAttribute("data-mini", "true");
    await page.reload();
    await expect(page.getByTestId("admin-sidebar")).toHaveAttribute("data-mini", "true");
    // Collapsed, each section keeps its name.
    await expect(page.getByTestId("admin-sidebar").getByRole("link", { name: "Pedidos" })).toBeVisible();
    await page.getByTestId("admin-sidebar").getByRole("button", { name: "Expandir menú" }).click();

    await page.setViewportSize({ width: 768, height: 1024 });
    await expect(page.getByTestId("admin-sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Menú de administración" }).click();
    const drawer = page.getByRole("dialog", { name: "Menú de administración" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Pedidos" }).click();
    await expect(page).toHaveURL(/\/admin\/pedidos$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Pedidos" })).toBeVisible();
  });

  test("an admin signing in lands in the back office, which has its own frame and no marketing footer", async ({ page }) => {
    await page.goto("/ingresar");
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Ingresar" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator("footer")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: /Administración|administración/ }).first()).toBeVisible();
    // On the public site the footer is back, with the admin's own links instead of "Iniciar sesión".
    await page.goto("/cursos");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "Administración" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Iniciar sesión" })).toHaveCount(0);
  });

  test("a student cannot open /admin", async ({ page, signIn }) => {
    await signIn(estudiante, "/admin");
    await expect(page.getByRole("heading", { name: "No tienes acceso a esta sección" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Administración" })).toHaveCount(0);
    await page.goto("/admin/estudiantes");
    await expect(page.getByRole("heading", { name: "No tienes acceso a esta sección" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Estudiantes" })).toHaveCount(0);
  });

  test("an anonymous visitor is sent to sign in", async ({ page }) => {
    await page.goto("/admin/estudiantes");
    await expect(page).toHaveURL(/\/ingresar\?next=%2Fadmin%2Festudiantes/);
  });
});
