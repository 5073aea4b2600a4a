import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, type Page, chromium } from "@playwright/test";
import { expect, signInOn, test, watchContentSecurityPolicy } from "./fixtures";

/**
 * The teacher who hears the student (issue 38), in Chromium with its fake camera and microphone
 * (a synthetic picture and a beep): the student records a take of a topic and sends it through
 * the resumable upload; the teacher claims it, pins two comments to seconds of it, answers
 * «Inténtalo de nuevo» and assigns a tempo ladder; the student is notified, sees the markers,
 * and a comment moves the player to its second. Screenshots at 360 px and 1366 px.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
const shots = path.join(root, "test-results", "teacher");
const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };
const profesor = { email: "profesor@fzacademia.com", password: "Profesor2026!" };
const admin = { email: "admin@fzacademia.com", password: "AdminFZ2026!" };
const TOPIC = { path: "/academia/niveles/1/temas/el-fuelle", title: "El fuelle: abrir y cerrar con control" };

let browser: Browser;
test.beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--autoplay-policy=no-user-gesture-required",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  });
});
test.afterAll(async () => {
  await browser?.close();
});

async function person(baseURL: string | undefined, width = 1366): Promise<{ context: BrowserContext; page: Page; violations: string[] }> {
  const context = await browser.newContext({ baseURL, locale: "es-CO", viewport: { width, height: 900 } });
  const violations = await watchContentSecurityPolicy(context, new URL(baseURL ?? "http://localhost").origin);
  return { context, page: await context.newPage(), violations };
}

async function shoot(page: Page, name: string) {
  for (const width of [360, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Moves the player to `seconds` (as a teacher pausing there would). */
async function playerAt(page: Page, seconds: number) {
  await page.getByTestId("take-media").evaluate(async (element: HTMLMediaElement, at) => {
    element.pause();
    element.currentTime = at;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }, seconds);
}

test("a student records and sends a take; the teacher answers on its timeline; the student sees it", async ({ baseURL }) => {
  test.setTimeout(180_000);
  // The student records from the topic page.
  const student = await person(baseURL);
  await signInOn(student.page, estudiante, TOPIC.path);
  await expect(student.page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();
  await student.page.getByRole("link", { name: "Enviar mi interpretación" }).click();
  await expect(student.page.getByRole("heading", { level: 1, name: "Enviar mi interpretación" })).toBeVisible();
  await expect(student.page.getByText(`Tema: «${TOPIC.title}»`)).toBeVisible();
  await shoot(student.page, "1-enviar");
  await student.page.getByRole("button", { name: "Empezar a grabar" }).click();
  await expect(student.page.getByRole("timer")).toHaveText(/0:0[3-9]/, { timeout: 15_000 });
  await student.page.getByRole("button", { name: "Detener" }).click();
  await expect(student.page.getByRole("heading", { name: /Escucha tu toma/ })).toBeVisible();
  await expect(student.page.getByTestId("take-preview")).toBeVisible();
  await student.page.getByLabel("Una nota para tu profesor (opcional)").fill("Me cuesta el cambio de dirección del fuelle.");
  await student.page.getByRole("button", { name: "Enviar al profesor" }).click();
  await expect(student.page).toHaveURL(/\/academia\/revisiones\/\d+$/, { timeout: 30_000 });
  const takeId = Number(student.page.url().split("/").pop());
  await expect(student.page.getByTestId("take-status")).toHaveText("Enviada");

  // The teacher finds it in the queue, claims it, comments at two seconds and answers.
  const teacher = await person(baseURL);
  await signInOn(teacher.page, profesor, "/profesor");
  await expect(teacher.page.getByRole("heading", { level: 1, name: "Tomas por revisar" })).toBeVisible();
  const item = teacher.page.getByTestId("queue-item").filter({ hasText: `Camila Gutiérrez — ${TOPIC.title}` });
  await expect(item).toBeVisible();
  await shoot(teacher.page, "2-cola");
  await item.click();
  await expect(teacher.page).toHaveURL(`/profesor/revisiones/${takeId}`);
  await expect(teacher.page.getByText("Me cuesta el cambio de dirección del fuelle.")).toBeVisible();
  await teacher.page.getByRole("button", { name: "Tomar para revisar" }).click();
  await expect(teacher.page.getByTestId("take-status")).toHaveText("En revisión");

  // A second teacher (an admin acting as one) is told the take is taken.
  const other = await person(baseURL);
  await signInOn(other.page, admin, `/profesor/revisiones/${takeId}`);
  await expect(other.page.getByText("Rafael Orozco está revisando esta toma.")).toBeVisible();
  await expect(other.page.getByRole("button", { name: "Tomar para revisar" })).toHaveCount(0);
  await other.context.close();

  await playerAt(teacher.page, 1);
  await teacher.page.getByLabel(/Comentario en/).focus();
  await expect(teacher.page.getByText("Comentario en 0:01")).toBeVisible();
  await teacher.page.getByLabel(/Comentario en/).fill("Buen ataque: el fuelle abre a tiempo.");
  await teacher.page.getByRole("button", { name: "Agregar comentario" }).click();
  await expect(teacher.page.getByTestId("comment")).toHaveCount(1);
  await playerAt(teacher.page, 2);
  await teacher.page.getByLabel(/Comentario en/).focus();
  await expect(teacher.page.getByText("Comentario en 0:02")).toBeVisible();
  await teacher.page.getByLabel(/Comentario en/).fill("Aquí cambias de dirección antes de tiempo.");
  await teacher.page.getByRole("button", { name: "Agregar comentario" }).click();
  await expect(teacher.page.getByTestId("comment-marker")).toHaveCount(2);
  await teacher.page.getByLabel("Inténtalo de nuevo").check();
  await teacher.page.getByLabel("Qué trabajar").fill("Vas muy bien. Trabaja el cambio de dirección con el metrónomo a 80.");
  await shoot(teacher.page, "3-revision");
  await teacher.page.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(teacher.page.getByTestId("take-status")).toHaveText("Respondida · Inténtalo de nuevo");
  await teacher.page.getByRole("button", { name: "Asignar una tarea de práctica" }).click();
  await teacher.page.getByRole("button", { name: "Asignar", exact: true }).click();
  await expect(teacher.page.getByText("Tarea asignada: paseo de 80 a 100 BPM.")).toBeVisible();

  // The student is told, and reads the answer on the take's own timeline.
  await student.page.goto("/academia/notificaciones");
  await expect(student.page.getByText("Tu profesor respondió tu interpretación").first()).toBeVisible();
  await student.page.goto(`/academia/revisiones/${takeId}`);
  await expect(student.page.getByTestId("take-status")).toHaveText("Respondida · Inténtalo de nuevo");
  await expect(student.page.getByTestId("teacher-reply")).toContainText("Trabaja el cambio de dirección con el metrónomo a 80.");
  await expect(student.page.getByTestId("comment-marker")).toHaveCount(2);
  await student.page.getByTestId("comment").filter({ hasText: "Aquí cambias de dirección" }).click();
  await expect
    .poll(() => student.page.getByTestId("take-media").evaluate((element: HTMLMediaElement) => Math.round(element.currentTime)))
    .toBeGreaterThanOrEqual(2);
  await shoot(student.page, "4-respuesta");
  await student.page.goto("/academia/revisiones");
  await expect(student.page.getByTestId("assignment").filter({ hasText: "Tu tarea: paseo de 80 a 100 BPM" }).filter({ hasText: TOPIC.title })).toBeVisible();
  await expect(student.page.getByTestId("assignment").filter({ hasText: TOPIC.title }).getByTestId("ladder-progress")).toHaveText(/Empieza en 80 BPM/);
  await shoot(student.page, "5-mis-revisiones");
  // A take for the task starts with a count-in at the ladder's tempo.
  await student.page.getByTestId("assignment").filter({ hasText: TOPIC.title }).getByRole("link", { name: "Enviar una toma de esta tarea" }).click();
  await expect(student.page.getByLabel("Cuenta de entrada a 80 BPM")).toBeChecked();

  expect(student.violations, "Content-Security-Policy violations").toEqual([]);
  expect(teacher.violations, "Content-Security-Policy violations").toEqual([]);
  await student.context.close();
  await teacher.context.close();
});

test("a student cannot open the teacher's pages", async ({ baseURL }) => {
  const student = await person(baseURL, 360);
  await signInOn(student.page, { email: "andres@fzacademia.com", password: "Estudiante2026!" }, "/profesor");
  await expect(student.page.getByTestId("teacher-forbidden")).toBeVisible();
  await student.context.close();
});
