import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { axeViolations } from "./a11y";
import { expect, signInOn, test } from "./fixtures";
import { SEED, apiAs, calibrateMetronome, hydrated, launchWithFakeMedia, openPerson, recordTake, sendTake, shootBothWidths } from "./steps";

/**
 * Issue 40: progress earned by playing. A student plays a topic's preset take through
 * Chromium's fake microphone (the WAVs of scripts/practice-audio.ts), the next topic opens,
 * the level completes, and the certificate's public page and PDF exist with the student's name.
 * The admin sets the level's rules in «Reglas de avance» (the certificate asks for a teacher's
 * approval), the teacher's «¡Aprobado!» issues it («Interpretación aprobada por …»), and the admin
 * finds it in /admin/certificados, revokes it and issues it again, and opens a level for the
 * student from their page. Screenshots of the admin screens at 360 px and 1366 px.
 */

const root = fileURLToPath(new URL("../../../", import.meta.url));
const { admin, profesor } = SEED;
const shots = path.join(root, "test-results", "certificates");

const shoot = (page: Page, name: string) => shootBothWidths(page, shots, name);
const LEVEL = "guitarra-urbana-intermedio";
let audioDir = "";

test.beforeAll(() => {
  mkdirSync(shots, { recursive: true });
  audioDir = mkdtempSync(path.join(tmpdir(), "fz-certificates-audio-"));
  execFileSync(process.execPath, ["--import", "tsx", path.join(root, "scripts/practice-audio.ts"), audioDir], { cwd: root, stdio: "pipe" });
});
test.afterAll(() => {
  if (audioDir) rmSync(audioDir, { recursive: true, force: true });
});

interface Topic {
  id: number;
  slug: string;
  title: string;
}

test.describe("certificates", () => {
  test("a take at the target opens the next topic; the completed level's certificate verifies, with its PDF", async ({ baseURL, request }, testInfo) => {
    test.setTimeout(180_000);
    const api = await apiAs(request, admin);
    const level = (await (await request.get(`/api/levels_public/${LEVEL}/`)).json()) as { id: number; title: string; course: { id: number; title: string } };
    // The seeded teacher also answers for this course while the journey runs.
    const teachers = (await api.call("GET", "/api/admin/teachers/?page_size=100")) as { results: { id: number; email: string; name: string; courses: { id: number }[] }[] };
    const teacher = teachers.results.find((t) => t.email === profesor.email)!;
    const teacherCourses = teacher.courses.map((c) => c.id);
    await api.call("PUT", `/api/admin/teachers/${teacher.id}/`, { is_teacher: true, courses: [...new Set([...teacherCourses, level.course.id])] });
    const topics = ((await (await request.get(`/api/levels_public/${level.id}/temary/?page_size=50`)).json()) as { results: Topic[] }).results;
    // The admin: the first topic asks for a take of its click at 100 BPM with 70 % on time; the level goes step by step.
    await api.call("PATCH", `/api/admin/themes/${topics[0]!.id}/`, { practice_preset: { air: null, tempo_bpm: 100, bars: 4 } });
    await api.call("PUT", `/api/admin/levels/${level.id}/unlocking/`, {
      mode: "sequential",
      certified_skills: "Escalas menores, armónicos y texturas de la guitarra urbana.",
      topics: [{ theme_id: topics[0]!.id, rule: "practice", min_percent: 70, min_bpm: 100 }],
    });

    const browser: Browser = await launchWithFakeMedia({ audioFile: path.join(audioDir, "clicks-100.wav") });
    try {
      const { page, violations } = await openPerson(browser, baseURL, { viewport: { width: 1280, height: 900 } });

      // The admin's «Reglas de avance»: the level goes in order (set above); the certificate now
      // also asks for a performance approved by a teacher.
      const adminContext = await browser.newContext({ baseURL, locale: "es-CO", viewport: { width: 1366, height: 900 } });
      const adminPage = await adminContext.newPage();
      await signInOn(adminPage, admin, `/admin/catalogo/niveles/${level.id}`);
      const rules = adminPage.getByTestId("level-unlocking");
      await expect(rules.getByRole("radio", { name: /En orden, paso a paso/ })).toBeChecked();
      await expect(rules.getByLabel("% a tiempo mínimo")).toHaveValue("70");
      await rules.getByLabel("El certificado pide una interpretación aprobada por un profesor").check();
      await rules.getByRole("button", { name: "Guardar reglas de avance" }).click();
      await expect(adminPage.getByText("Reglas de avance guardadas")).toBeVisible();
      await expect(rules.getByLabel("El certificado pide una interpretación aprobada por un profesor")).toBeChecked();
      await shoot(adminPage, "1-reglas-de-avance");

      // A new student, given the level by the admin.
      const email = `certificado-${Date.now()}@example.com`;
      await page.goto("/registro");
      await page.getByLabel("Nombre").fill("José Ángel");
      await page.getByLabel("Apellido").fill("Núñez Peñaloza");
      await page.getByLabel("Correo electrónico").fill(email);
      await page.getByLabel("Contraseña").fill("una-clave-segura");
      await page.getByRole("button", { name: "Crear cuenta" }).click();
      await expect(page.getByRole("heading", { name: /Hola, José Ángel/ })).toBeVisible();
      const student = ((await api.call("GET", `/api/students/?q=${encodeURIComponent(email)}`)) as { results: { id: number }[] }).results[0]!;
      await api.call("POST", `/api/students/${student.id}/grants/`, { scope: "level", target_id: level.id, months: 1 });

      // The second topic is closed, and says what opens it and where.
      await page.goto(`/academia/niveles/${level.id}/temas/${topics[1]!.slug}`);
      const lock = page.getByTestId("topic-lock");
      await expect(lock).toContainText(`Toca el ejercicio de ritmo a 100 BPM con 70 % a tiempo en el tema «${topics[0]!.title}» para abrir este tema.`);
      // The first topic's button alone does not finish it.
      await page.goto(`/academia/niveles/${level.id}/temas/${topics[0]!.slug}`);
      await expect(page.getByTestId("requirement")).toContainText("toca el ejercicio de ritmo a 100 BPM con 70 % a tiempo");
      await (await hydrated(page.getByRole("button", { name: "Comprobar" }))).click();
      await expect(page.getByText(/Toca el ejercicio de ritmo a 100 BPM con 70 % a tiempo para completar este tema/)).toBeVisible();

      // The way there: the metronome with the topic's preset, a calibration and the take (75 %).
      await page.goto(`/academia/niveles/${level.id}/temas/${topics[1]!.slug}`);
      await lock.getByRole("link", { name: "Tocar con el metrónomo" }).click();
      await expect(page).toHaveURL(new RegExp(`/academia/practica/metronomo\\?tempo=100&compases=4&tema=${topics[0]!.id}$`));
      await page.locator("h1").click();
      await page.keyboard.press("Space");
      await expect(page.getByTestId("metronome-toggle")).toHaveText(/Parar/);
      await calibrateMetronome(page);
      await page.getByRole("button", { name: /^Escúchame/ }).click();
      await expect(page.getByTestId("take-result")).toHaveAttribute("data-phase", "done", { timeout: 25_000 });
      await expect(page.getByTestId("take-hits")).toHaveText("75 %");
      await page.locator("h1").click();
      await page.keyboard.press("Space");
      await page.getByRole("button", { name: "Guardar en mi registro" }).click();
      await expect(page.getByText("Práctica guardada en tu registro")).toBeVisible();

      // The take opened the second topic; the rest are finished one after another.
      await page.goto(`/academia/niveles/${level.id}`);
      await expect(page.getByText("Este nivel va paso a paso")).toBeVisible();
      for (const topic of topics.slice(1)) {
        await page.goto(`/academia/niveles/${level.id}/temas/${topic.slug}`);
        await expect(page.getByRole("heading", { level: 1, name: topic.title })).toBeVisible();
        // On a loaded machine the click can come before the page's part has hydrated (deferred
        // hydration): it is pressed again until the topic says it is done (finishing is idempotent).
        const finish = page.getByRole("button", { name: "Marcar como terminado" });
        await expect(async () => {
          if (await finish.isVisible()) await finish.click();
          await expect(page.getByText("Terminaste este tema")).toBeVisible({ timeout: 3_000 });
        }).toPass({ timeout: 30_000 });
      }

      // The level is complete, but its certificate waits for a teacher's «¡Aprobado!».
      await page.goto(`/academia/niveles/${level.id}`);
      await expect(page.getByText(/Tu certificado se emite con el «¡Aprobado!» de un profesor/)).toBeVisible();
      await page.goto(`/academia/niveles/${level.id}/temas/${topics.at(-1)!.slug}`);
      await page.getByRole("link", { name: "Enviar mi interpretación" }).click();
      await recordTake(page, /0:0[4-9]/);
      const takeId = await sendTake(page);
      const teacherApi = await apiAs(request, profesor);
      await teacherApi.call("POST", `/api/teacher/submissions/${takeId}/claim/`);
      await teacherApi.call("POST", `/api/teacher/submissions/${takeId}/review/`, { verdict: "approved", reply: "¡Muy bien! Ese arpegio suena limpio." });
      // The teacher's review also offers to open a topic for the student.
      const teacherContext = await browser.newContext({ baseURL, locale: "es-CO", viewport: { width: 1366, height: 900 } });
      const teacherPage = await teacherContext.newPage();
      await signInOn(teacherPage, profesor, `/profesor/revisiones/${takeId}`);
      await expect(teacherPage.getByRole("heading", { name: "Abrir un tema a José Ángel Núñez Peñaloza" })).toBeVisible();
      await shoot(teacherPage, "2-profesor-abrir-tema");
      await teacherContext.close();

      // The certificate, in the student's name, says who approved the performance.
      await page.goto(`/academia/niveles/${level.id}`);
      await page.getByRole("link", { name: "Ver mis certificados" }).click();
      const card = page.getByTestId("certificates").getByRole("listitem").filter({ hasText: `Nivel ${level.title}` });
      await expect(card).toBeVisible();
      const code = /Código: ([0-9a-z]{26})/.exec((await card.textContent()) ?? "")?.[1];
      expect(code).toBeDefined();
      await card.getByRole("link", { name: "Ver la página pública" }).click();
      await expect(page).toHaveURL(new RegExp(`/certificados/${code}$`));
      await expect(page.getByTestId("certificate-name")).toHaveText("José Ángel Núñez Peñaloza");
      await expect(page.getByTestId("certificate-status")).toHaveText("Certificado válido · Verificado por FZ Academia");
      await expect(page.getByTestId("certificate-approved-by")).toHaveText(`Interpretación aprobada por ${teacher.name}`);
      expect(await axeViolations(page, testInfo)).toEqual([]);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}") as { "@type": string };
      expect(jsonLd["@type"]).toBe("EducationalOccupationalCredential");
      // Search engines may list it (Lighthouse's SEO audit fails a page marked noindex).
      await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);

      // The PDF: one page, the student's name with its accents.
      const pdf = await request.get(`/api/certificates/${code}/pdf/`);
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
      const doc = await PDFDocument.load(await pdf.body());
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getTitle()).toContain("José Ángel Núñez Peñaloza");

      // Hiding the name; a guessed code is not a certificate.
      await page.goto("/academia/certificados");
      await card.getByLabel("Ocultar mi nombre en la página pública").check();
      await expect(card.getByLabel("Ocultar mi nombre en la página pública")).toBeChecked();
      await page.goto(`/certificados/${code}`);
      await expect(page.getByTestId("certificate-name")).toHaveText("Un estudiante de FZ Academia");
      const guessed = await page.goto(`/certificados/${"0".repeat(26)}`);
      expect(guessed?.status()).toBe(404);
      expect(violations, "Content-Security-Policy violations").toEqual([]);

      // The admin finds it by its code, revokes it with a reason, and issues it again.
      await adminPage.goto("/admin/certificados");
      await adminPage.getByLabel("Buscar por estudiante, curso, nivel o código").fill(code!);
      await adminPage.getByLabel("Buscar por estudiante, curso, nivel o código").press("Enter");
      const row = adminPage.getByRole("row").filter({ hasText: code! });
      await expect(row).toContainText("José Ángel Núñez Peñaloza");
      await expect(row).toContainText(`Aprobado por ${teacher.name}`);
      await shoot(adminPage, "3-certificados");
      await row.getByRole("button", { name: /^Revocar el certificado de José Ángel Núñez Peñaloza/ }).click();
      await adminPage.getByRole("dialog").getByLabel("Motivo").fill("Emitido por error en una prueba");
      await adminPage.getByRole("dialog").getByRole("button", { name: "Revocar certificado" }).click();
      await expect(adminPage.getByText("Certificado de José Ángel Núñez Peñaloza revocado")).toBeVisible();
      await expect(row).toContainText("Revocado");
      await page.goto(`/certificados/${code}`);
      await expect(page.getByTestId("certificate-status")).toContainText("Certificado revocado el");
      await row.getByRole("button", { name: /^Emitir de nuevo el certificado de José Ángel Núñez Peñaloza/ }).click();
      await adminPage.getByRole("dialog").getByLabel("Motivo").fill("Corregido tras la prueba");
      await adminPage.getByRole("dialog").getByRole("button", { name: "Emitir certificado" }).click();
      await expect(adminPage.getByText("Nuevo certificado emitido para José Ángel Núñez Peñaloza")).toBeVisible();
      const held = (await api.call("GET", `/api/admin/certificates/?user=${student.id}&level=${level.id}`)) as { count: number; results: { status: string }[] };
      expect(held.results.map((c) => c.status).sort()).toEqual(["revoked", "valid"]);

      // From the student's page, the admin opens a level for them, with the reason.
      await adminPage.goto(`/admin/estudiantes/${student.id}`);
      const open = adminPage.getByTestId("open-topic-form");
      await open.getByLabel("Nivel").selectOption({ label: `${level.course.title} · ${level.title}` });
      await open.getByLabel("Qué abrir").selectOption({ label: "Todo el nivel (todos sus temas)" });
      await open.getByLabel("Motivo").fill("Retoma después de una pausa");
      await open.getByRole("button", { name: "Abrir para el estudiante" }).click();
      await expect(adminPage.getByText("Abriste todo el nivel para José Ángel Núñez Peñaloza. Se le avisó con tu motivo.")).toBeVisible();
      await shoot(adminPage, "4-estudiante-abrir-nivel");
      await adminContext.close();
    } finally {
      await browser.close();
      // Leave the level as the other journeys know it.
      await api.call("PUT", `/api/admin/levels/${level.id}/unlocking/`, { mode: "open", requires_teacher_approval: false, topics: [{ theme_id: topics[0]!.id, rule: "finished" }] });
      await api.call("PUT", `/api/admin/teachers/${teacher.id}/`, { is_teacher: true, courses: teacherCourses });
      await api.call("PATCH", `/api/admin/themes/${topics[0]!.id}/`, { practice_preset: null });
    }
  });
});
