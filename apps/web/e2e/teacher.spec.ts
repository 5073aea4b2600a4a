import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, signInOn, test } from "./fixtures";
import { SEED, claimTake, fakeMediaBrowserPerSpec, openPerson, recordTake, sendTake, shootBothWidths, takePlayerAt } from "./steps";

/**
 * The teacher who hears the student (issue 38), in Chromium with its fake camera and microphone
 * (a synthetic picture and a beep): the student records a take of a topic and sends it through
 * the resumable upload; the teacher claims it, pins two comments to seconds of it, answers
 * «Inténtalo de nuevo» and assigns a tempo ladder; the student is notified, sees the markers,
 * and a comment moves the player to its second. Screenshots at 360 px and 1366 px.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
const shots = path.join(root, "test-results", "teacher");
const { estudiante, profesor, admin, andres } = SEED;
const TOPIC = { path: "/academia/niveles/1/temas/el-fuelle", title: "El fuelle: abrir y cerrar con control" };

const browser = fakeMediaBrowserPerSpec(shots);

const shoot = (page: Page, name: string) => shootBothWidths(page, shots, name);

test("a student records and sends a take; the teacher answers on its timeline; the student sees it", async ({ baseURL }) => {
  test.setTimeout(180_000);
  // The student records from the topic page.
  const student = await openPerson(browser(), baseURL);
  await signInOn(student.page, estudiante, TOPIC.path);
  await expect(student.page.getByRole("heading", { level: 1, name: TOPIC.title })).toBeVisible();
  await student.page.getByRole("link", { name: "Enviar mi interpretación" }).click();
  await expect(student.page.getByRole("heading", { level: 1, name: "Enviar mi interpretación" })).toBeVisible();
  await expect(student.page.getByText(`Tema: «${TOPIC.title}»`)).toBeVisible();
  await shoot(student.page, "1-enviar");
  await recordTake(student.page);
  await expect(student.page.getByRole("heading", { name: /Escucha tu toma/ })).toBeVisible();
  await expect(student.page.getByTestId("take-preview")).toBeVisible();
  await student.page.getByLabel("Una nota para tu profesor (opcional)").fill("Me cuesta el cambio de dirección del fuelle.");
  const takeId = await sendTake(student.page);
  await expect(student.page.getByTestId("take-status")).toHaveText("Enviada");

  // The teacher finds it in the queue, claims it, comments at two seconds and answers.
  const teacher = await openPerson(browser(), baseURL);
  await signInOn(teacher.page, profesor, "/profesor");
  await expect(teacher.page.getByRole("heading", { level: 1, name: "Tomas por revisar" })).toBeVisible();
  const item = teacher.page.getByTestId("queue-item").filter({ hasText: `Camila Gutiérrez — ${TOPIC.title}` });
  await expect(item).toBeVisible();
  await shoot(teacher.page, "2-cola");
  await item.click();
  await expect(teacher.page).toHaveURL(`/profesor/revisiones/${takeId}`);
  await expect(teacher.page.getByText("Me cuesta el cambio de dirección del fuelle.")).toBeVisible();
  await claimTake(teacher.page);
  // A page load renders the take on the server (decision 010): it is in the document, and the
  // browser does not ask the API for it again.
  const teacherReads: string[] = [];
  teacher.page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/api/teacher/submissions/${takeId}/`) teacherReads.push(request.method());
  });
  const teacherDocument = await teacher.page.goto(`/profesor/revisiones/${takeId}`);
  expect(await teacherDocument?.text()).toContain("Me cuesta el cambio de dirección del fuelle.");
  await expect(teacher.page.getByLabel(/Comentario en/)).toBeVisible();
  await teacher.page.waitForLoadState("networkidle");
  expect(teacherReads).toEqual([]);

  // A second teacher (an admin acting as one) is told the take is taken.
  const other = await openPerson(browser(), baseURL);
  await signInOn(other.page, admin, `/profesor/revisiones/${takeId}`);
  await expect(other.page.getByText("Rafael Orozco está revisando esta toma.")).toBeVisible();
  await expect(other.page.getByRole("button", { name: "Tomar para revisar" })).toHaveCount(0);
  await other.context.close();

  await takePlayerAt(teacher.page, 1);
  await teacher.page.getByLabel(/Comentario en/).focus();
  await expect(teacher.page.getByText("Comentario en 0:01")).toBeVisible();
  await teacher.page.getByLabel(/Comentario en/).fill("Buen ataque: el fuelle abre a tiempo.");
  await teacher.page.getByRole("button", { name: "Agregar comentario" }).click();
  await expect(teacher.page.getByTestId("comment")).toHaveCount(1);
  await takePlayerAt(teacher.page, 2);
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
  const reviewDocument = await student.page.goto(`/academia/revisiones/${takeId}`);
  // Rendered on the server with the answer; the recording waits for the student to play it.
  const reviewHtml = (await reviewDocument?.text()) ?? "";
  expect(reviewHtml).toContain("Trabaja el cambio de dirección con el metrónomo a 80.");
  expect(reviewHtml).toMatch(/<video [^>]*preload="metadata"/);
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
  const student = await openPerson(browser(), baseURL, { viewport: { width: 360, height: 900 } });
  await signInOn(student.page, andres, "/profesor");
  await expect(student.page.getByTestId("teacher-forbidden")).toBeVisible();
  await student.context.close();
});
