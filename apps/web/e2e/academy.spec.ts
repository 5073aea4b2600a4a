import { expect, test } from "./fixtures";
import { expectAccessiblePages } from "./a11y";

const estudiante = { email: "estudiante@fzacademia.com", password: "Estudiante2026!" };
const andres = { email: "andres@fzacademia.com", password: "Estudiante2026!" };

test.describe("the academy", () => {
  test("a student opens a level, watches a free topic, finishes it, is asked to rate the level and rates it", async ({ page, signIn }) => {
    await signIn(andres);
    await expect(page.getByRole("heading", { name: "Hola, Andrés" })).toBeVisible();
    const myCourses = page.getByRole("region", { name: "Mis cursos" });
    await myCourses.getByRole("link", { name: "Nivel Intermedio" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Intermedio" })).toBeVisible();

    // The first topic is a free preview: open it and watch a moment of its video.
    const temary = page.getByTestId("temary");
    await temary.getByRole("link").first().click();
    const player = page.getByRole("region", { name: /Reproductor de práctica/ });
    await expect(player).toBeVisible();
    await expect(page.getByText("Tema 1 de 8")).toBeVisible();
    await player.getByRole("button", { name: "Reproducir" }).first().click();
    await expect.poll(() => page.locator("video").evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.3);

    await page.getByRole("button", { name: "Marcar como terminado" }).click();
    await expect(page.getByText("Terminaste este tema")).toBeVisible();
    await expect(page.getByText("¡Tema terminado!")).toBeVisible();
    // Not the level's last topic: no rating prompt yet.
    await expect(page.getByRole("dialog")).toBeHidden();

    // The level's last topic, from the temary beside the lesson.
    await page.getByRole("navigation", { name: "Temario del nivel" }).getByRole("link").last().click();
    await expect(page.getByText("Tema 8 de 8")).toBeVisible();
    await page.getByRole("button", { name: "Marcar como terminado" }).click();

    const dialog = page.getByRole("dialog", { name: "¿Qué te pareció el nivel Intermedio?" });
    await expect(dialog).toBeVisible();
    await dialog.locator("label", { hasText: "5 estrellas" }).click();
    await expect(dialog.getByRole("radio", { name: /^5 estrellas/ })).toBeChecked();
    await dialog.getByLabel(/Comentario/).fill("Las progresiones me abrieron el oído. ¡Gracias!");
    await dialog.getByRole("button", { name: "Enviar calificación" }).click();
    await expect(page.getByText("¡Gracias por calificar este nivel!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // The rating shows on the level page, as the student's own.
    await page.getByRole("link", { name: "Nivel Intermedio" }).first().click();
    const ratings = page.getByRole("region", { name: "Calificaciones" });
    const opinions = ratings.getByRole("list", { name: "Opiniones recientes" });
    await expect(opinions.getByText("Las progresiones me abrieron el oído. ¡Gracias!")).toBeVisible();
    await expect(opinions.getByText("Tú")).toBeVisible();
    await expect(ratings.getByRole("button", { name: "Cambiar mi calificación" })).toBeVisible();
  });

  test("a student takes a quiz, sees the score and the feedback, and retries", async ({ page, signIn }) => {
    await signIn(estudiante, "/academia/niveles/1");
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Básico" })).toBeVisible();
    await page.getByTestId("exercise-list").getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Fundamentos del acordeón" })).toBeVisible();

    // One question at a time, then all at once.
    await expect(page.getByTestId("question")).toHaveCount(1);
    await page.getByRole("button", { name: "Todas" }).click();
    const questions = page.getByTestId("question");
    const count = await questions.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index += 1) {
      await questions.nth(index).locator("input").first().check();
    }
    await expect(page.getByText(`${count} de ${count} respondidas`)).toBeVisible();
    await page.getByRole("button", { name: "Enviar respuestas" }).click();

    const result = page.getByTestId("attempt-result");
    await expect(result).toBeVisible();
    await expect(result.getByRole("heading", { name: /^(¡Aprobaste!|Aún no apruebas)$/ })).toBeVisible();
    await expect(result.getByTestId("score")).toHaveText(/^\d{1,3} %$/);
    await expect(result.getByTestId("question-feedback")).toHaveCount(count);
    await expect(result.getByText("Explicación:").first()).toBeVisible();

    await result.getByRole("button", { name: "Intentar de nuevo" }).first().click();
    await expect(page.getByTestId("question").first()).toBeVisible();
    await expect(page.getByText(`0 de ${count} respondidas`)).toBeVisible();

    // Back on the level, the exercise is the last one seen, with its best score.
    await page.getByRole("link", { name: "Nivel Básico" }).first().click();
    const lastSeen = page.getByTestId("exercise-list").locator("[data-last-seen]");
    await expect(lastSeen).toHaveCount(1);
    await expect(lastSeen.getByText("Último que abriste")).toBeVisible();
    await expect(lastSeen.getByText(/Mejor nota: \d+ %/)).toBeVisible();
  });

  test("Siguiente never submits the quiz: answering one by one, back and forth, sends nothing until «Enviar respuestas»", async ({ page, signIn }) => {
    const posted: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/attempts")) posted.push(request.url());
    });
    await signIn(estudiante, "/academia/niveles/1/ejercicios/1");
    await expect(page.getByRole("heading", { level: 1, name: "Fundamentos del acordeón" })).toBeVisible();
    const total = await page.getByRole("navigation", { name: "Ir a una pregunta" }).getByRole("button").count();
    expect(total).toBeGreaterThanOrEqual(3);

    // Answer each question and press Siguiente, up to the last one (issue 15.1's sequence).
    for (let index = 0; index < total - 1; index += 1) {
      await page.getByTestId("question").locator("input").first().check();
      await page.getByRole("button", { name: "Siguiente" }).click();
      await expect(page.getByRole("button", { name: `Pregunta ${index + 2}` })).toHaveAttribute("aria-current", "step");
    }
    // Arriving at the last question asks nothing and sends nothing.
    await expect(page.getByText(/Te falta 1 pregunta|Te faltan \d+ preguntas/)).toHaveCount(0);
    await page.getByTestId("question").locator("input").first().check();
    await page.getByRole("button", { name: "Anterior" }).click();
    await page.getByRole("button", { name: "Siguiente" }).click();
    await page.waitForTimeout(500);
    expect(posted).toEqual([]);
    await expect(page.getByTestId("attempt-result")).toHaveCount(0);
    await expect(page.getByText(`${total} de ${total} respondidas`)).toBeVisible();

    // Only the submit button sends it.
    await page.getByRole("button", { name: "Enviar respuestas" }).click();
    await expect(page.getByTestId("attempt-result")).toBeVisible();
    expect(posted).toHaveLength(1);
  });

  test("a locked topic shows what unlocks it instead of failing", async ({ page, signIn }) => {
    await signIn(estudiante, "/academia/niveles/2");
    await expect(page.getByRole("heading", { level: 1, name: "Nivel Intermedio" })).toBeVisible();
    await expect(page.getByTestId("unlock-prompt")).toBeVisible();
    await page.getByTestId("temary").getByRole("link", { name: /La puya.*Bloqueado/ }).click();

    await expect(page.getByRole("heading", { level: 1, name: /La puya/ })).toBeVisible();
    const prompt = page.getByTestId("unlock-prompt");
    await expect(prompt.getByRole("heading", { name: "Este tema es parte del nivel Intermedio" })).toBeVisible();
    await expect(prompt.getByText("El primer tema del nivel es gratis.", { exact: false })).toBeVisible();
    for (const plan of ["1 mes", "4 meses", "12 meses"]) {
      await expect(prompt.getByRole("button", { name: `Agregar al carrito: Acceso por ${plan}` })).toBeVisible();
    }
    // No player and no lesson for a locked topic.
    await expect(page.getByRole("region", { name: /Reproductor de práctica/ })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Marcar como terminado" })).toHaveCount(0);
    // Choosing a plan puts it in the cart and opens the cart.
    await prompt.getByRole("button", { name: "Agregar al carrito: Acceso por 4 meses" }).click();
    await expect(page).toHaveURL(/\/academia\/carrito$/);
    await expect(page.getByTestId("cart-item").getByRole("heading", { name: "Nivel Intermedio" })).toBeVisible();
  });

  test("the dashboard continues with the topic opened last", async ({ page }) => {
    // A new student: only this journey's visits shape where to continue.
    await page.goto("/registro");
    await page.getByLabel("Nombre").fill("Valentina");
    await page.getByLabel("Apellido").fill("Pruebas");
    await page.getByLabel("Correo electrónico").fill(`valentina-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
    await page.getByLabel("Contraseña").fill("una-clave-segura");
    await page.getByRole("button", { name: "Crear cuenta" }).click();
    await expect(page.getByRole("heading", { name: "Hola, Valentina" })).toBeVisible();
    await expect(page.getByTestId("continue-card")).toHaveCount(0);

    const openTopic = async (levelId: number, slug: string, title: string) => {
      await page.goto(`/academia/niveles/${levelId}/temas/${slug}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    };
    const resume = page.getByTestId("continue-card");
    // Guitarra (course 2) first, then Caja vallenata (course 3): the card follows the last one.
    await openTopic(4, "partes-de-la-guitarra", "Partes de la guitarra");
    await page.goto("/academia");
    await expect(resume.getByText("Continúa donde lo dejaste")).toBeVisible();
    await expect(resume.getByText("Partes de la guitarra")).toBeVisible();

    await openTopic(6, "la-caja-y-sus-partes", "La caja vallenata y sus partes");
    await page.goto("/academia");
    await expect(resume.getByText("Caja vallenata · Nivel Básico")).toBeVisible();
    await expect(resume.getByText("La caja vallenata y sus partes")).toBeVisible();
    await expect(resume.getByText(/^Lo abriste por última vez el \d{1,2} de \w+ de \d{4}\.$/)).toBeVisible();
    await resume.getByRole("link", { name: "Continuar" }).click();
    await expect(page).toHaveURL(/\/academia\/niveles\/6\/temas\/la-caja-y-sus-partes$/);
  });

  test("the academy's first view arrives rendered: the dashboard and a topic are in the HTML, read by the server", async ({ page, signIn }) => {
    await signIn(estudiante);
    // Signing in lands on the dashboard inside the app, which reads in the browser: let it settle.
    await expect(page.getByRole("region", { name: "Mis cursos" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // What the page asks the API for from the browser (the header's counters and the video aside,
    // and a score's file, which the score panel loads with alphaTab after the page: decision 032).
    const pageReads: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/") && !/^\/api\/(points|notifications\/unread-count|sales\/shopping-cart|media|themes\/[^/]+\/scores\/\d+)\//.test(path)) pageReads.push(path);
    });
    // Links to the academy's own pages (dynamic) are not prefetched (AcademyLink): only their
    // route tree would come, and again on every page view.
    const academyPrefetches: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (request.headers()["next-router-prefetch"] && path.startsWith("/academia")) academyPrefetches.push(path);
    });

    const dashboard = await page.goto("/academia");
    expect(dashboard?.headers()["cache-control"]).toContain("no-store");
    const dashboardHtml = (await dashboard?.text()) ?? "";
    expect(dashboardHtml).toMatch(/Hola, (<!-- -->)?Camila/);
    expect(dashboardHtml).toContain('id="mis-cursos"');
    expect(dashboardHtml).not.toContain("Cargando tu cuenta");
    await expect(page.getByRole("heading", { name: "Hola, Camila" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Mis cursos" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(pageReads).toEqual([]);

    const topic = await page.goto("/academia/niveles/1/temas/conociendo-el-acordeon");
    const topicHtml = (await topic?.text()) ?? "";
    expect(topicHtml).toMatch(/<h1 id="tema-titulo"[^>]*>Conociendo el acordeón diatónico<\/h1>/);
    // Both documents came in Brotli, and so do the scripts they list (decision 068).
    expect(dashboard?.headers()["content-encoding"]).toBe("br");
    expect(topic?.headers()["content-encoding"]).toBe("br");
    const firstScript = /<script src="(\/_next\/static\/[^"]+\.js)" async/.exec(topicHtml)?.[1];
    expect(firstScript).toBeDefined();
    const script = await page.request.get(firstScript!, { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(script.headers()["content-encoding"]).toBe("br");
    expect((await script.text()).startsWith("//# allFunctionsCalledOnLoad\n")).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: "Conociendo el acordeón diatónico" })).toBeVisible();
    // The header, the page and the footer hydrate after the root, in short tasks
    // (lib/deferred-hydration): three <Activity> boundaries, only comments in the HTML. The
    // stored session signs the header in once they have hydrated (its points appear).
    expect(topicHtml.match(/<!--&-->/g)).toHaveLength(3);
    await expect(page.getByTestId("points-balance")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(pageReads).toEqual([]);
    expect(academyPrefetches).toEqual([]);

    // Moving inside the app, the browser reads the next topic itself (the server reads only page loads).
    await page.getByRole("navigation", { name: "Temario del nivel" }).getByRole("link", { name: /Postura y agarre/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Postura y agarre" })).toBeVisible();
    expect(pageReads).toContain("/api/themes/postura-y-agarre/");
  });

  test("the practice player: speed, A–B loop, mirror and the shortcuts help", async ({ page, signIn }) => {
    await signIn(estudiante, "/academia/niveles/1/temas/el-fuelle");
    const player = page.getByRole("region", { name: /Reproductor de práctica/ });
    const video = page.locator("video");
    await expect(player).toBeVisible();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);

    await page.keyboard.press("[");
    await page.keyboard.press("[");
    await expect(page.getByLabel("Velocidad de reproducción")).toHaveValue("0.75");
    expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(0.75);

    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 1;
    });
    await player.getByRole("button", { name: "Marcar inicio del bucle (A)" }).click();
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 3;
    });
    await page.keyboard.press("b");
    await expect(page.getByTestId("loop-status")).toHaveText("Bucle A–B: 0:01,0 → 0:03,0. Se repite sin pausa.");
    await player.getByRole("button", { name: "Reproducir" }).first().click();
    // Played past B, the video is brought back inside the passage.
    const samples: number[] = [];
    for (let index = 0; index < 25; index += 1) {
      samples.push(await video.evaluate((element: HTMLVideoElement) => element.currentTime));
      await page.waitForTimeout(150);
    }
    expect(Math.max(...samples)).toBeLessThan(3.4);
    expect(samples.some((time, index) => index > 0 && time < samples[index - 1]!)).toBe(true);

    await page.keyboard.press("m");
    await expect(player.getByRole("button", { name: "Modo espejo" })).toHaveAttribute("aria-pressed", "true");
    expect(await video.evaluate((element: HTMLVideoElement) => element.style.transform)).toBe("scaleX(-1)");

    await player.getByRole("button", { name: "Atajos de teclado" }).click();
    await expect(player.getByText("Marcar el final del bucle (B)")).toBeVisible();
    await page.keyboard.press("l");
    await expect(page.getByTestId("loop-status")).toHaveCount(0);
  });

  test("tutorials: the purchased one plays, another shows how to buy it", async ({ page, signIn }) => {
    await signIn(estudiante, "/academia/tutoriales");
    const list = page.getByTestId("tutorials");
    await expect(list.getByRole("listitem").first()).toBeVisible();
    const purchased = await list.locator("[data-purchased]").count();
    expect(purchased).toBeGreaterThanOrEqual(1);
    await expect(list.locator("li:not([data-purchased])").first()).toBeVisible();
    await page.getByRole("button", { name: "Comprados" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(purchased);
    await expect(list.locator("li:not([data-purchased])")).toHaveCount(0);
    await list.getByRole("link").first().click();
    await expect(page.getByRole("region", { name: /Reproductor de práctica/ })).toBeVisible();

    await page.goto("/academia/tutoriales");
    await page.getByTestId("tutorials").locator("li:not([data-purchased])").first().getByRole("link").click();
    await expect(page.getByRole("heading", { name: "Compra este tutorial para verlo completo" })).toBeVisible();
    await expect(page.getByRole("region", { name: /Reproductor de práctica/ })).toHaveCount(0);
  });

  test("academy pages meet WCAG 2.1 AA (axe)", async ({ page, signIn }, testInfo) => {
    await signIn(estudiante);
    const pages: [string, () => Promise<void>][] = [
      ["/academia", () => expect(page.getByTestId("continue-card")).toBeVisible()],
      ["/academia/cursos/como-tocar-acordeon-vallenato", () => expect(page.getByRole("heading", { name: "Niveles" })).toBeVisible()],
      ["/academia/niveles/1", () => expect(page.getByTestId("rate-stats")).toBeVisible()],
      ["/academia/niveles/1/temas/el-fuelle", () => expect(page.getByRole("region", { name: /Reproductor de práctica/ })).toBeVisible()],
      ["/academia/niveles/2/temas/la-puya", () => expect(page.getByTestId("unlock-prompt")).toBeVisible()],
      ["/academia/niveles/1/ejercicios/1", () => expect(page.getByTestId("question")).toBeVisible()],
      ["/academia/tutoriales", () => expect(page.getByTestId("tutorials")).toBeVisible()],
    ];
    await expectAccessiblePages(page, testInfo, pages);
  });
});
