import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { axeViolations } from "./a11y";
import { registerStudent } from "./steps";

/**
 * Points and notifications against the real API: topic views earn 50 points once, a reward
 * opens a level and debits the balance, and the bell learns of new notifications by polling
 * (docs/decisions/006) without a reload.
 */

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };
/** The first topic of Acordeón vallenato · Intermedio is a free preview any student may open. */
const FREE_TOPIC = { levelId: 2, slug: "el-merengue-vallenato", title: "El merengue vallenato" };
/** A level the demo student has no access to, and that no other journey opens for them. */
const REWARD_LEVEL = { id: 9, slug: "guacharaca-intermedio" };
const numbers = new Intl.NumberFormat("es-CO");

async function openPointsPage(page: Page) {
  await page.getByRole("navigation", { name: "Academia" }).getByRole("link", { name: "Puntos" }).click();
  await expect(page.getByRole("heading", { name: "Recompensas" })).toBeVisible();
}

async function viewFreeTopic(page: Page) {
  await page.goto(`/academia/niveles/${FREE_TOPIC.levelId}/temas/${FREE_TOPIC.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: FREE_TOPIC.title })).toBeVisible();
}

test.describe("points and notifications", () => {
  test("viewing a topic adds 50 points once, in the page and in the header", async ({ page }) => {
    await registerStudent(page, { firstName: "Mateo" });
    await openPointsPage(page);
    await expect(page.getByTestId("points-amount")).toHaveText("0");
    // Every reward is out of reach, and says by how much.
    await expect(page.getByRole("button", { name: "Te faltan 8.000 puntos" })).toBeDisabled();

    await viewFreeTopic(page);
    await openPointsPage(page);
    await expect(page.getByTestId("points-amount")).toHaveText("50");
    await expect(page.getByTestId("points-balance")).toHaveAccessibleName("50 puntos");
    const history = page.getByTestId("points-history");
    await expect(history.getByText("Ver un tema")).toHaveCount(1);

    // The same topic again: no more points.
    await viewFreeTopic(page);
    await openPointsPage(page);
    await expect(page.getByTestId("points-amount")).toHaveText("50");
    await expect(history.getByText("Ver un tema")).toHaveCount(1);
    // "Primer tema" is reached, "10 temas" moved one step.
    await expect(page.getByTestId("achievement").filter({ hasText: "Primer tema" }).getByText("1 de 1 tema")).toBeVisible();
    await expect(page.getByTestId("achievement").filter({ hasText: "10 temas distintos" }).getByText("1 de 10")).toBeVisible();
  });

  test("redeeming a month of a level opens the level and lowers the balance", async ({ page, signIn }, testInfo) => {
    await signIn(estudiante, `/academia/niveles/${REWARD_LEVEL.id}`);
    await expect(page.getByText(/^Premium/).first()).toBeVisible();

    await openPointsPage(page);
    const before = Number((await page.getByTestId("points-amount").textContent())!.replace(/\D/g, ""));
    expect(before).toBeGreaterThanOrEqual(8000);
    const after = before - 8000;

    await page.getByRole("button", { name: "Canjear un mes de acceso a un nivel" }).click();
    const dialog = page.getByRole("dialog", { name: "Un mes de acceso a un nivel" });
    await expect(dialog.getByText(`te quedarán ${numbers.format(after)}`)).toBeVisible();
    await expect(dialog.getByLabel("Nivel")).toBeVisible();
    const violations = await axeViolations(page, testInfo, "dialog");
    if (violations !== null) expect(violations, "el diálogo de canje").toEqual([]);
    // Confirming without a level asks for one.
    await dialog.getByRole("button", { name: "Canjear 8.000 puntos" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Elige el nivel que quieres abrir.");
    await dialog.getByLabel("Nivel").selectOption(REWARD_LEVEL.slug);
    await dialog.getByRole("button", { name: "Canjear 8.000 puntos" }).click();

    await expect(dialog.getByText("¡Canje realizado!", { exact: true })).toBeVisible();
    await expect(page.getByText(`¡Canje realizado! Te quedan ${numbers.format(after)} puntos.`)).toBeVisible();
    await expect(page.getByTestId("points-amount")).toHaveText(numbers.format(after));
    await expect(page.getByTestId("points-balance")).toHaveAccessibleName(`${numbers.format(after)} puntos`);

    await dialog.getByRole("link", { name: "Ir al nivel" }).click();
    await expect(page).toHaveURL(new RegExp(`/academia/niveles/${REWARD_LEVEL.id}$`));
    await expect(page.getByText(/^Acceso hasta el/).first()).toBeVisible();

    // Back on the points page: the debit is in the history, and a second month is out of reach.
    await openPointsPage(page);
    await expect(page.getByTestId("points-history").getByText("Canje: Un mes de acceso a un nivel")).toBeVisible();
    if (after < 8000) {
      await expect(page.getByRole("button", { name: `Te faltan ${numbers.format(8000 - after)} puntos` })).toBeDisabled();
    }
  });

  test("the bell shows a new notification without a reload, and marking all read clears the count", async ({ page }) => {
    await page.clock.install();
    await registerStudent(page, { firstName: "Sofía" });
    const bell = page.getByRole("button", { name: /^Notificaciones/ });
    await expect(bell).toHaveAccessibleName("Notificaciones: 1 sin leer");
    await expect(page.getByTestId("unread-count")).toHaveText("1");

    // The first topic viewed unlocks an achievement on the server, behind this page's back.
    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    const view = await page.request.get(`/api/themes/${FREE_TOPIC.slug}/?level=${FREE_TOPIC.levelId}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(view.ok()).toBe(true);
    await expect(page.getByTestId("unread-count")).toHaveText("1");

    // The next poll (30 s later) finds it: count, toast.
    await page.clock.fastForward(31_000);
    await expect(bell).toHaveAccessibleName("Notificaciones: 2 sin leer");
    await expect(page.getByText("¡Logro desbloqueado: Primer tema!")).toBeVisible();

    // The dropdown lists both; opening one marks it read and follows its link.
    await bell.click();
    const recent = page.getByRole("region", { name: "Notificaciones recientes" });
    await expect(recent.getByRole("button", { name: /Registro/ })).toBeVisible();
    await recent.getByRole("button", { name: /Primer tema/ }).click();
    await expect(page).toHaveURL(/\/academia\/puntos$/);
    await expect(bell).toHaveAccessibleName("Notificaciones: 1 sin leer");

    await bell.click();
    await recent.getByRole("button", { name: "Marcar todas como leídas" }).click();
    await expect(bell).toHaveAccessibleName("Notificaciones");
    await expect(page.getByTestId("unread-count")).toHaveCount(0);

    // The page agrees, and so does the server after a reload.
    await recent.getByRole("link", { name: "Ver todas las notificaciones" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
    await expect(page.getByText("Estás al día: no tienes notificaciones sin leer.")).toBeVisible();
    const list = page.getByTestId("notifications-list");
    await expect(list.getByRole("listitem")).toHaveCount(2);
    await expect(list.locator("[data-unread]")).toHaveCount(0);
    await page.reload();
    await expect(page.getByText("Estás al día: no tienes notificaciones sin leer.")).toBeVisible();
    await expect(page.getByTestId("unread-count")).toHaveCount(0);
  });

  test("the points page, the bell and the notifications page pass the accessibility audit", async ({ page }, testInfo) => {
    await registerStudent(page, { firstName: "Andrea" });
    await openPointsPage(page);
    await expect(page.getByText("Aún no tienes movimientos de puntos.")).toBeVisible();
    const audit = async (what: string) => {
      const violations = await axeViolations(page, testInfo);
      if (violations !== null) expect(violations, what).toEqual([]);
    };
    await audit("/academia/puntos");

    await page.getByRole("button", { name: /^Notificaciones/ }).click();
    await expect(page.getByRole("region", { name: "Notificaciones recientes" }).getByRole("button", { name: /Registro/ })).toBeVisible();
    await audit("la campana abierta");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("region", { name: "Notificaciones recientes" })).toBeHidden();

    await page.getByRole("navigation", { name: "Academia" }).getByRole("link", { name: "Notificaciones" }).click();
    await expect(page.getByTestId("notifications-list")).toBeVisible();
    await audit("/academia/notificaciones");
  });
});
