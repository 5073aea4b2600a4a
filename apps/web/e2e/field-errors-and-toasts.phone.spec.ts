import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };
const andres = { email: "andres@fzacademia.com", password: "Estudiante2026!" };

test.use({ viewport: { width: 360, height: 740 } });

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the form fields inside the viewport. */
async function visibleFields(page: Page) {
  return page.locator("input:not([type=hidden]), textarea, select").evaluateAll((elements) =>
    elements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight)
      .map((box) => ({ x: box.x, y: box.y, width: box.width, height: box.height })),
  );
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not visible");
  return found;
}

// Issue 35.12 (decision 047): on a phone a refusal about a field is said at the field, with no
// toast over the form; the toasts that remain rise from the bottom, off the fields being filled
// in and off the academy's tabs.
test.describe("errors at their field and toasts off the form, at 360 px", () => {
  test("the admin's topic form: a slug taken in the level is said at the field only; «guardado» stays off the fields", async ({ page, signIn }) => {
    await signIn(admin, "/admin/catalogo/temas/2");
    const slug = page.getByLabel("Slug");
    const taken = await slug.inputValue();
    expect(taken).not.toBe("");
    await page.goto("/admin/catalogo/temas/3");
    await expect(page.getByLabel("Slug")).not.toHaveValue(taken);
    const own = await page.getByLabel("Slug").inputValue();
    await page.getByLabel("Slug").fill(taken);
    await page.getByRole("button", { name: "Guardar tema" }).tap();
    const message = page.getByText(`Ya hay un tema con el slug «${taken}» en este nivel.`, { exact: true });
    await expect(message).toBeVisible();
    await expect(page.getByLabel("Slug")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Slug")).toBeFocused();
    // Said at the field: no toast over the form.
    await page.waitForTimeout(600);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("topic-slug-taken-360.png") });

    // Saved: the toast rises from the bottom, off the field just edited.
    await page.getByLabel("Slug").fill(own);
    await page.getByRole("button", { name: "Guardar tema" }).tap();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Tema guardado" });
    await expect(toast).toBeVisible();
    await expect(page.locator("[data-sonner-toaster]")).toHaveAttribute("data-y-position", "bottom");
    expect(overlaps(await box(toast), await box(page.getByLabel("Slug")))).toBe(false);
    expect(overlaps(await box(toast), await box(page.getByRole("textbox", { name: "Título", exact: true })))).toBe(false);
  });

  test("in the academy a toast leaves the tabs and the header uncovered", async ({ page, signIn }) => {
    await signIn(andres);
    await page.getByRole("region", { name: "Mis cursos" }).getByRole("link", { name: "Nivel Intermedio" }).first().tap();
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Intermedio" })).toBeVisible();
    // The second topic: the desktop academy journey finishes Andrés's first and last ones earlier in the run.
    await page.getByTestId("temary").getByRole("link").nth(1).tap();
    await expect(page.getByRole("heading", { level: 1, name: "Arpegios con los dedos" })).toBeVisible();
    // A second tap within the double-tap interval counts as a repeat click, which every button
    // ignores on purpose (components/ui/button-guard.tsx): the student's next tap is a new one.
    await page.waitForTimeout(600);
    await page.getByRole("button", { name: "Marcar como terminado" }).tap();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "¡Tema terminado!" });
    await expect(toast).toBeVisible();
    const tabs = await box(page.getByRole("navigation", { name: "Academia" }));
    expect(overlaps(await box(toast), tabs)).toBe(false);
    expect((await box(toast)).y).toBeGreaterThan(tabs.y + tabs.height);
    for (const field of await visibleFields(page)) expect(overlaps(await box(toast), field)).toBe(false);
    await page.screenshot({ path: test.info().outputPath("academy-toast-360.png") });
  });
});
