import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, signInOn, test } from "./fixtures";
import { SEED, claimTake, fakeMediaBrowserPerSpec, openPerson, recordTake, sendTake, takePlayerAt } from "./steps";

/**
 * The teacher's loop on a 360 px phone (issue 38, decision 046), in Chromium with its fake camera
 * and microphone: the student records a take of a topic and sends it; the teacher claims it,
 * comments at a second, answers with a verdict and a recorded audio reply; the student hears the
 * reply, allows the take in the level's library, the teacher approves it, and the topic page shows
 * it under «Lo que el profesor respondió a otros» until the student withdraws it. Screenshots at
 * 360 px and 1366 px in test-results/teacher-loop.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
const shots = path.join(root, "test-results", "teacher-loop");
const { estudiante, profesor } = SEED;
const TOPIC = { path: "/academia/niveles/1/temas/postura-y-agarre", title: "Postura y agarre del acordeón" };
// The seed's shared take (Andrés, approved) is on the level's first topic.
const SEEDED_SHARED = "/academia/niveles/1/temas/conociendo-el-acordeon";

const browser = fakeMediaBrowserPerSpec(shots);

/** A person on a 360 px touch phone. */
const phone = (baseURL: string | undefined) => openPerson(browser(), baseURL, { viewport: { width: 360, height: 780 }, phone: true });

/** The page at 360 px (as the journey runs) and at 1366 px. */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(shots, `${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: path.join(shots, `${name}-1366.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
}

/** Nothing on the page is wider than the phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("on a phone: a take goes to the teacher, comes back with a recorded reply, and is shared with the level until withdrawn", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const student = await phone(baseURL);
  await signInOn(student.page, estudiante, TOPIC.path);
  await expect(student.page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();
  await student.page.getByRole("link", { name: "Enviar mi interpretación" }).click();
  await expect(student.page.getByRole("heading", { level: 1, name: "Enviar mi interpretación" })).toBeVisible();
  await recordTake(student.page);
  await expect(student.page.getByTestId("take-preview")).toBeVisible();
  await fitsThePhone(student.page);
  const takeId = await sendTake(student.page);
  await expect(student.page.getByTestId("take-status")).toHaveText("Enviada");

  // The teacher filters the queue by the student, claims the take, comments and answers with a recording.
  const teacher = await phone(baseURL);
  await signInOn(teacher.page, profesor, "/profesor");
  await expect(teacher.page.getByRole("heading", { level: 1, name: "Tomas por revisar" })).toBeVisible();
  await teacher.page.getByTestId("queue-course").selectOption({ label: "Acordeón vallenato" });
  await teacher.page.getByTestId("queue-level").selectOption({ label: "Básico" });
  await teacher.page.getByLabel("Buscar estudiante").fill("camila");
  await expect(teacher.page.getByTestId("queue-student").getByRole("option", { name: "Camila Gutiérrez" })).toBeAttached();
  await teacher.page.getByTestId("queue-student").selectOption({ label: "Camila Gutiérrez" });
  const item = teacher.page.getByTestId("queue-item").filter({ hasText: TOPIC.title });
  await expect(item).toBeVisible();
  await expect(teacher.page.getByTestId("queue-item").filter({ hasNotText: "Camila Gutiérrez" })).toHaveCount(0);
  await fitsThePhone(teacher.page);
  await shoot(teacher.page, "1-cola-filtrada");
  await item.click();
  await expect(teacher.page).toHaveURL(`/profesor/revisiones/${takeId}`);
  await claimTake(teacher.page);
  await takePlayerAt(teacher.page, 1);
  await teacher.page.getByLabel(/Comentario en/).focus();
  await teacher.page.getByLabel(/Comentario en/).fill("Suelta los hombros aquí.");
  await teacher.page.getByRole("button", { name: "Agregar comentario" }).click();
  await expect(teacher.page.getByTestId("comment-marker")).toHaveCount(1);
  await teacher.page.getByLabel("¡Aprobado!").check();
  await teacher.page.getByLabel("Mensaje").fill("¡Muy buena postura! Escucha mi grabación para el agarre del bajo.");
  await teacher.page.getByRole("button", { name: "Responder también en video o audio" }).click();
  await teacher.page.getByLabel("Solo micrófono").check();
  await recordTake(teacher.page, /0:0[2-9]/);
  await expect(teacher.page.getByTestId("reply-preview")).toBeVisible();
  await fitsThePhone(teacher.page);
  await shoot(teacher.page, "2-respuesta-grabada");
  await teacher.page.getByRole("button", { name: "Enviar respuesta" }).click();
  await expect(teacher.page.getByTestId("take-status")).toHaveText("Respondida · ¡Aprobado!", { timeout: 30_000 });
  await expect(teacher.page.getByTestId("reply-media")).toBeVisible();

  // The student hears the answer and allows the take in the level's library.
  await student.page.goto(`/academia/revisiones/${takeId}`);
  await expect(student.page.getByTestId("take-status")).toHaveText("Respondida · ¡Aprobado!");
  await expect(student.page.getByTestId("teacher-reply")).toContainText("Escucha mi grabación para el agarre del bajo.");
  await expect(student.page.getByTestId("comment-marker")).toHaveCount(1);
  const reply = student.page.getByTestId("teacher-reply").getByTestId("reply-media");
  await expect(reply).toBeVisible();
  // The recorded reply plays (its signed URL answers with the recording).
  await expect.poll(() => reply.evaluate((element: HTMLMediaElement) => element.play().then(() => element.currentTime > 0 || !element.paused, () => false))).toBe(true);
  await student.page.getByRole("button", { name: "Permitir que otros estudiantes la vean" }).click();
  await expect(student.page.getByTestId("sharing")).toContainText("cuando tu profesor lo apruebe");
  await fitsThePhone(student.page);
  await shoot(student.page, "3-respuesta-y-compartir");

  await teacher.page.reload();
  await expect(teacher.page.getByTestId("share-approval")).toContainText("El estudiante permite mostrar esta toma");
  await teacher.page.getByRole("button", { name: "Aprobar para la biblioteca" }).click();
  await expect(teacher.page.getByTestId("share-approval")).toContainText("Esta toma se muestra a los estudiantes del nivel");

  // The topic page shows it (the student's own, marked), and the seeded classmate's on the first topic.
  await student.page.goto(TOPIC.path);
  await expect(student.page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();
  await student.page.mouse.wheel(0, 20_000);
  const library = student.page.getByTestId("shared-reviews");
  await library.scrollIntoViewIfNeeded();
  await expect(library.getByRole("heading", { name: "Lo que el profesor respondió a otros" })).toBeVisible();
  await expect(library.getByTestId("shared-review").filter({ hasText: "Camila G. (tú)" })).toContainText("¡Muy buena postura!");
  await fitsThePhone(student.page);

  await student.page.goto(SEEDED_SHARED);
  await expect(student.page.getByRole("heading", { level: 1 })).toBeVisible();
  await student.page.mouse.wheel(0, 20_000);
  const seeded = student.page.getByTestId("shared-reviews");
  await seeded.scrollIntoViewIfNeeded();
  await expect(seeded.getByTestId("shared-review").filter({ hasText: "Andrés M." })).toContainText("El bajo entra justo en el tiempo fuerte");
  await expect(seeded.getByTestId("comment-marker")).toHaveCount(2);
  await expect(seeded).not.toContainText("Muñoz");
  await seeded.scrollIntoViewIfNeeded();
  await shoot(student.page, "4-tema-respondio-a-otros");

  // Withdrawn: gone from the topic at once.
  await student.page.goto(`/academia/revisiones/${takeId}`);
  await student.page.getByRole("button", { name: "Dejar de compartirla" }).click();
  await expect(student.page.getByTestId("sharing")).toContainText("Solo tú y tus profesores ven esta toma");
  const read = student.page.waitForResponse((response) => response.url().includes("/api/submissions/shared/") && response.url().includes("postura-y-agarre"));
  await student.page.goto(TOPIC.path);
  await expect(student.page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();
  await student.page.mouse.wheel(0, 20_000);
  const answer = await read;
  expect((await answer.json()).count).toBe(0);
  await expect(student.page.getByText("Camila G. (tú)")).toHaveCount(0);

  expect(student.violations, "Content-Security-Policy violations").toEqual([]);
  expect(teacher.violations, "Content-Security-Policy violations").toEqual([]);
  await student.context.close();
  await teacher.context.close();
});
