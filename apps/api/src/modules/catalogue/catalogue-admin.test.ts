import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { products } from "@fz/db/schema";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { validMp4, webm } from "../../../test/media-files";

/** Stands in for the web app's POST /revalidate and records the paths it was asked to refresh. */
let web: Server;
let revalidated: string[][] = [];
let ctx: TestContext;
let dataDir: string;
let admin: string;
let student: string;

beforeAll(async () => {
  web = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (request.url === "/revalidate") revalidated.push(JSON.parse(body).paths);
      response.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve));
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-admin-"));
  ctx = await build({
    DATA_DIR: dataDir,
    INTERNAL_WEB_URL: `http://127.0.0.1:${(web.address() as AddressInfo).port}`,
    REVALIDATE_SECRET: "revalidate-secret-for-admin-tests",
    UPLOAD_VIDEO_MAX_MB: "1",
  });
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  student = (await login(ctx, await createUser(ctx))).access;
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => web.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  revalidated = [];
});

type Method = "GET" | "POST" | "PATCH" | "DELETE";
const call = (method: Method, url: string, payload?: object) => injectWithToken(ctx, admin, { method, url, payload });
async function ok<T = Record<string, unknown>>(method: Method, url: string, payload?: object, status = method === "POST" ? 201 : 200): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return (status === 204 ? null : response.json()) as T;
}

async function newCourse(title = "Guitarra Acústica") {
  return ok<{ id: number; slug: string }>("POST", "/api/admin/courses/", { title, short_description: "Corta", description: "Larga", is_published: true });
}
async function newLevel(courseId: number, extra: object = {}) {
  return ok<{ id: number; slug: string; version: string; position: number }>("POST", "/api/admin/levels/", {
    course_id: courseId,
    title: "Nivel Básico",
    description: "Primeros pasos",
    is_published: true,
    ...extra,
  });
}
async function newTopic(levelId: number, title: string, extra: object = {}) {
  return ok<{ id: number; slug: string; position: number }>("POST", `/api/admin/levels/${levelId}/themes/`, { title, body: `# ${title}`, ...extra });
}

describe("courses and levels", () => {
  it("creates a course with a generated slug, refreshes its pages and audits the change", async () => {
    const course = await newCourse("Guitarra Acústica: ¡Desde cero!");
    expect(course.slug).toBe("guitarra-acustica-desde-cero");
    expect(revalidated).toEqual([["/", "/cursos", "/guitarra-acustica-desde-cero", "/sitemap.xml"]]);
    const again = await newCourse("Guitarra Acústica: ¡Desde cero!");
    expect(again.slug).toBe("guitarra-acustica-desde-cero-2");

    const taken = await call("POST", "/api/admin/courses/", { slug: course.slug, title: "Otro", short_description: "c", description: "d" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().errors[0]).toContain("Ya existe un curso");
    expect(taken.json().fields?.slug).toContain("Ya existe un curso");
    const reserved = await call("POST", "/api/admin/courses/", { slug: "blog", title: "Otro", short_description: "c", description: "d" });
    expect(reserved.statusCode).toBe(400);
    const noInstrument = await call("POST", "/api/admin/courses/", { title: "Otro", short_description: "c", description: "d", instrument_id: 99_999 });
    expect(noInstrument.json()).toEqual({ errors: ["El instrumento seleccionado no existe."], code: "validation_error", fields: { instrument_id: "El instrumento seleccionado no existe." } });
    const invalid = await call("POST", "/api/admin/courses/", { title: "", short_description: "c", description: "d", slug: "Con Espacios" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual(expect.arrayContaining(["El título es obligatorio"]));

    const renamed = await ok<{ title: string }>("PATCH", `/api/admin/courses/${course.id}/`, { title: "Guitarra para todos" });
    expect(renamed.title).toBe("Guitarra para todos");
    const [update] = (await ok<{ results: { action: string; before: { title: string }; after: { title: string } }[] }>("GET", `/api/admin/audit/?entity=course&entity_id=${course.id}`)).results;
    expect(update).toMatchObject({ action: "course.update", before: { title: "Guitarra Acústica: ¡Desde cero!" }, after: { title: "Guitarra para todos" } });
  });

  it("orders levels within their course and keeps prices per product", async () => {
    const course = await newCourse("Caja vallenata");
    const first = await newLevel(course.id, { prices: [{ months: 1, currency: "COP", amount_minor: 4_990_000 }, { months: 4, currency: "COP", amount_minor: 15_990_000 }] });
    const second = await newLevel(course.id, { title: "Nivel Intermedio" });
    const zero = await newLevel(course.id, { title: "Nivel Cero", position: 1 });
    const order = async () =>
      (await ok<{ results: { id: number; position: number }[] }>("GET", `/api/admin/levels/?course=${course.id}`)).results.map((l) => [l.id, l.position]);
    expect(await order()).toEqual([
      [zero.id, 1],
      [first.id, 2],
      [second.id, 3],
    ]);
    await ok("PATCH", `/api/admin/levels/${second.id}/`, { position: 1 });
    expect(await order()).toEqual([
      [second.id, 1],
      [zero.id, 2],
      [first.id, 3],
    ]);

    // The student-facing catalogue shows the price; null removes one.
    const publicLevel = (await ctx.app.inject({ url: `/api/levels_public/${first.id}/` })).json();
    expect(publicLevel.prices.map((p: { months: number; amount: string }) => [p.months, p.amount])).toEqual([
      [1, "49900.00"],
      [4, "159900.00"],
    ]);
    const updated = await ok<{ prices: { months: number; amount_minor: number }[] }>("PATCH", `/api/admin/levels/${first.id}/`, {
      prices: [{ months: 1, currency: "COP", amount_minor: 5_500_000 }, { months: 4, currency: "COP", amount_minor: null }],
    });
    expect(updated.prices.map((p) => [p.months, p.amount_minor])).toEqual([[1, 5_500_000]]);
    expect(revalidated.at(-1)).toContain(`/${course.slug}`);

    const busy = await call("DELETE", `/api/admin/courses/${course.id}/`);
    expect(busy.statusCode).toBe(409);
    await ok("DELETE", `/api/admin/levels/${zero.id}/`, undefined, 204);
    expect(await order()).toEqual([
      [second.id, 1],
      [first.id, 2],
    ]);
  });
});

describe("plans without a price", () => {
  it("a level with only the 1-month COP price: the admin is told what is missing, the shop offers only that plan", async () => {
    const course = await newCourse("Bajo eléctrico");
    const level = await newLevel(course.id, { prices: [{ months: 1, currency: "COP", amount_minor: 4_990_000 }] });
    const adminLevel = await ok<{ missing_prices: { months: number; currency: string }[] }>("GET", `/api/admin/levels/${level.id}/`);
    expect(adminLevel.missing_prices).toEqual([
      { months: 1, currency: "USD" },
      { months: 4, currency: "COP" },
      { months: 4, currency: "USD" },
      { months: 12, currency: "COP" },
      { months: 12, currency: "USD" },
    ]);
    const adminCourse = await ok<{ missing_prices: unknown[] }>("GET", `/api/admin/courses/${course.id}/`);
    expect(adminCourse.missing_prices).toHaveLength(6);

    const publicLevel = (await ctx.app.inject({ url: `/api/levels_public/${level.id}/` })).json();
    expect(publicLevel.prices.map((p: { months: number; currency: string }) => [p.months, p.currency])).toEqual([[1, "COP"]]);
    const onSale = (await ctx.app.inject({ url: `/api/sales/products/?level=${level.id}` })).json();
    expect(onSale.results.map((p: { months: number }) => p.months)).toEqual([1]);

    const addToCart = (payload: object) =>
      injectWithToken(ctx, student, { method: "POST", url: "/api/sales/shopping-cart/?currency=COP", payload });
    const fourMonths = await addToCart({ kind: "level", level_slug: level.slug, months: 4 });
    expect(fourMonths.statusCode).toBe(404);
    expect(fourMonths.json().errors).toEqual(["Ese producto no está a la venta."]);

    // A product whose last price was removed stays in the table but is no longer sold.
    await ok("PATCH", `/api/admin/levels/${level.id}/`, { prices: [{ months: 12, currency: "USD", amount_minor: 9_900 }] });
    await ok("PATCH", `/api/admin/levels/${level.id}/`, { prices: [{ months: 12, currency: "USD", amount_minor: null }] });
    const [emptied] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.levelId, level.id), eq(products.months, 12)));
    expect(emptied).toBeDefined();
    expect((await addToCart({ product_id: emptied!.id })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/sales/products/${emptied!.id}/` })).statusCode).toBe(404);

    // Purchase-all of a course without its prices offers nothing to buy.
    const all = (await ctx.app.inject({ url: `/api/levels_public/purchase-all/?course=${course.slug}` })).json();
    expect(all.options).toEqual([]);
    await ok("PATCH", `/api/admin/courses/${course.id}/`, { prices: [{ months: 4, currency: "COP", amount_minor: 19_990_000 }] });
    await ok("PATCH", `/api/admin/courses/${course.id}/`, { prices: [{ months: 4, currency: "COP", amount_minor: null }, { months: 12, currency: "COP", amount_minor: 39_990_000 }] });
    const priced = (await ctx.app.inject({ url: `/api/levels_public/purchase-all/?course=${course.slug}` })).json();
    expect(priced.options.map((o: { months: number }) => o.months)).toEqual([12]);
  });
});

describe("topics", () => {
  it("a new topic appears in the level's temary, where the admin put it", async () => {
    const course = await newCourse("Acordeón");
    const level = await newLevel(course.id);
    const a = await newTopic(level.id, "Postura");
    const b = await newTopic(level.id, "Escalas", { is_free_preview: true, video: { provider: "youtube", source: "https://youtu.be/dQw4w9WgXcQ" } });
    revalidated = [];
    const c = await newTopic(level.id, "Afinación", { position: 1, video: { provider: "vimeo", source: "https://vimeo.com/76979871" }, duration_seconds: 300 });
    expect(revalidated).toEqual([["/", "/cursos", `/${course.slug}`, "/sitemap.xml"]]);

    const temary = (await injectWithToken(ctx, student, { method: "GET", url: `/api/levels/${level.id}/temary/` })).json();
    expect(temary.results.map((t: { id: number; position: number }) => [t.id, t.position])).toEqual([
      [c.id, 1],
      [a.id, 2],
      [b.id, 3],
    ]);
    const freeTopic = (await ctx.app.inject({ url: `/api/themes_public/${b.slug}/?level=${level.id}` })).json();
    expect(freeTopic.video).toMatchObject({ provider: "youtube", embed_url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" });
    expect(freeTopic.body).toBe("# Escalas");

    const edited = await ok<{ body: string; video: unknown }>("PATCH", `/api/admin/themes/${b.id}/`, { body: "**Nuevo**", video: null });
    expect(edited).toMatchObject({ body: "**Nuevo**", video: null });
    const bad = await call("PATCH", `/api/admin/themes/${b.id}/`, { video: { provider: "youtube", source: "https://example.com/video" } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toContain("YouTube");
    const dupe = await call("POST", `/api/admin/levels/${level.id}/themes/`, { title: "Otra", slug: a.slug });
    expect(dupe.statusCode).toBe(400);

    await ok("DELETE", `/api/admin/themes/${c.id}/`, undefined, 204);
    const after = (await ok<{ results: { id: number; position: number }[] }>("GET", `/api/admin/levels/${level.id}/themes/`)).results;
    expect(after.map((t) => [t.id, t.position])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
    const [deleted] = (await ok<{ results: { action: string; before: { title: string }; after: null }[] }>("GET", `/api/admin/audit/?entity=theme&entity_id=${c.id}`)).results;
    expect(deleted).toMatchObject({ action: "theme.delete", before: { title: "Afinación" }, after: null });
  });

  it("reorders with the version read; a stale version is a 409; moves one step at a time", async () => {
    const course = await newCourse("Guacharaca");
    const level = await newLevel(course.id);
    const ids = [];
    for (const title of ["Uno", "Dos", "Tres", "Cuatro"]) ids.push((await newTopic(level.id, title)).id);
    const listed = await ok<{ version: string; results: { id: number }[] }>("GET", `/api/admin/levels/${level.id}/themes/`);
    expect(listed.results.map((t) => t.id)).toEqual(ids);

    const reversed = [...ids].reverse();
    const done = await ok<{ ids: number[]; version: string }>("POST", `/api/admin/levels/${level.id}/themes/reorder/`, { ids: reversed, version: listed.version }, 200);
    expect(done.ids).toEqual(reversed);
    expect(done.version).not.toBe(listed.version);

    const stale = await call("POST", `/api/admin/levels/${level.id}/themes/reorder/`, { ids, version: listed.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0]).toContain("Recarga la lista");
    const incomplete = await call("POST", `/api/admin/levels/${level.id}/themes/reorder/`, { ids: ids.slice(1), version: done.version });
    expect(incomplete.statusCode).toBe(400);

    const moved = await ok<{ ids: number[] }>("POST", `/api/admin/themes/${ids[0]}/move/`, { direction: "up" }, 200);
    expect(moved.ids).toEqual([ids[3], ids[2], ids[0], ids[1]]);
    const top = await ok<{ ids: number[] }>("POST", `/api/admin/themes/${ids[3]}/move/`, { direction: "up" }, 200);
    expect(top.ids).toEqual(moved.ids);

    const temary = (await injectWithToken(ctx, student, { method: "GET", url: `/api/levels/${level.id}/temary/` })).json();
    expect(temary.results.map((t: { id: number }) => t.id)).toEqual(moved.ids);
  });

  it("of two concurrent reorders from the same version, one wins and the other gets 409", async () => {
    const course = await newCourse("Guitarra urbana");
    const level = await newLevel(course.id);
    for (const title of ["A", "B", "C", "D", "E"]) await newTopic(level.id, title);
    for (let round = 0; round < 3; round += 1) {
      const listed = await ok<{ version: string; results: { id: number }[] }>("GET", `/api/admin/levels/${level.id}/themes/`);
      const current = listed.results.map((t) => t.id);
      const rotate = (n: number) => [...current.slice(n), ...current.slice(0, n)];
      // Both start from the same version, each with a different new order.
      const responses = await Promise.all(
        [rotate(1), rotate(2)].map((order) => call("POST", `/api/admin/levels/${level.id}/themes/reorder/`, { ids: order, version: listed.version })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json().ids;
      const positions = (await ok<{ results: { id: number; position: number }[] }>("GET", `/api/admin/levels/${level.id}/themes/`)).results;
      expect(positions.map((t) => t.id)).toEqual(winner);
      expect(positions.map((t) => t.position)).toEqual([1, 2, 3, 4, 5]);
    }
  });
});

describe("exercises", () => {
  it("creates an exercise with questions the student can take, validating the answers in Spanish", async () => {
    const course = await newCourse("Teoría");
    const level = await newLevel(course.id);
    const question = (kind: "single" | "multiple", correct: boolean[]) => ({
      prompt: "¿Cuántas hileras tiene el acordeón?",
      kind,
      explanation: "Tres hileras de botones.",
      options: correct.map((isCorrect, i) => ({ text: `Opción ${i + 1}`, is_correct: isCorrect })),
    });
    const noCorrect = await call("POST", `/api/admin/levels/${level.id}/exercises/`, { title: "Quiz", questions: [question("single", [false, false])] });
    expect(noCorrect.statusCode).toBe(400);
    expect(noCorrect.json().errors).toEqual(["Pregunta 1: marca al menos una respuesta correcta."]);
    const twoCorrect = await call("POST", `/api/admin/levels/${level.id}/exercises/`, { title: "Quiz", questions: [question("single", [true, true])] });
    expect(twoCorrect.statusCode).toBe(400);
    const oneOption = await call("POST", `/api/admin/levels/${level.id}/exercises/`, { title: "Quiz", questions: [{ prompt: "x", options: [{ text: "a", is_correct: true }] }] });
    expect(oneOption.json().errors).toEqual(["Cada pregunta necesita al menos dos opciones"]);

    const created = await ok<{ id: number; questions: { options: { is_correct: boolean }[] }[] }>("POST", `/api/admin/levels/${level.id}/exercises/`, {
      title: "Quiz del nivel",
      pass_mark: 60,
      questions: [question("single", [false, true, false]), question("multiple", [true, true, false])],
    });
    expect(created.questions[1]!.options.map((o) => o.is_correct)).toEqual([true, true, false]);
    const seen = (await injectWithToken(ctx, student, { method: "GET", url: `/api/levels/${level.id}/exercises/` })).json();
    expect(seen.results).toEqual([expect.objectContaining({ id: created.id, questions_count: 2, pass_mark: 60 })]);

    const edited = await ok<{ questions_count: number; title: string }>("PATCH", `/api/admin/levels/${level.id}/exercises/${created.id}/`, {
      title: "Quiz corto",
      questions: [question("single", [true, false])],
    });
    expect(edited).toMatchObject({ title: "Quiz corto", questions_count: 1 });
    expect((await call("GET", `/api/admin/levels/${level.id + 1000}/exercises/${created.id}/`)).statusCode).toBe(404);
    await ok("DELETE", `/api/admin/levels/${level.id}/exercises/${created.id}/`, undefined, 204);
  });
});

describe("tutorials and uploads", () => {
  // Whole containers: the upload checks the boxes/elements, not just the first bytes.
  const MP4 = validMp4();
  const WEBM = webm();
  const upload = (body: Buffer, contentType: string) =>
    ctx.app.inject({ method: "POST", url: "/api/admin/videos/upload/", headers: { "content-type": contentType, authorization: `Bearer ${admin}` }, payload: body });

  it("stores MP4 and WebM checked by their bytes, and refuses the rest", async () => {
    for (const [bytes, type, ext] of [
      [MP4, "video/mp4", "mp4"],
      [WEBM, "video/webm", "webm"],
    ] as const) {
      const response = await upload(bytes, type);
      expect(response.statusCode, response.body).toBe(201);
      const stored = response.json();
      expect(stored).toMatchObject({ provider: "self_hosted", content_type: type, size: bytes.length });
      expect(stored.source).toMatch(new RegExp(`^uploads/[0-9a-f-]{36}\\.${ext}$`));
      const file = path.join(dataDir, "media", "videos", stored.source);
      expect(existsSync(file)).toBe(true);
      expect(readFileSync(file).equals(bytes)).toBe(true);
    }
    expect((await upload(MP4, "video/webm")).statusCode).toBe(400);
    expect((await upload(Buffer.from("not a video at all, just some text that is long enough to be read"), "video/mp4")).statusCode).toBe(400);
    const wrongType = await upload(MP4, "application/pdf");
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().code).toBe("unsupported_media_type");
    const big = await upload(Buffer.concat([MP4, Buffer.alloc(1024 * 1024)]), "video/mp4");
    expect(big.statusCode).toBe(413);
    expect(big.json().errors[0]).toContain("1 MB");
  });

  it("creates a priced tutorial from an uploaded file; the shop sells it", async () => {
    const stored = (await upload(MP4, "video/mp4")).json();
    const course = await newCourse("Canciones");
    const video = await ok<{ id: number; slug: string; prices: { amount_minor: number }[]; source: string }>("POST", "/api/admin/videos/", {
      title: "La gota fría",
      course_id: course.id,
      video: { provider: "self_hosted", source: stored.source },
      is_published: true,
      prices: [{ currency: "COP", amount_minor: 2_990_000 }],
    });
    expect(video).toMatchObject({ slug: "la-gota-fria", source: stored.source, prices: [expect.objectContaining({ amount_minor: 2_990_000 })] });
    const publicVideo = (await ctx.app.inject({ url: `/api/courses/videos/${video.id}/`, headers: { authorization: `Bearer ${student}` } })).json();
    expect(publicVideo.prices[0]).toMatchObject({ amount: "29900.00" });
    const traversal = await call("PATCH", `/api/admin/videos/${video.id}/`, { video: { provider: "self_hosted", source: "../../etc/passwd.mp4" } });
    expect(traversal.statusCode).toBe(400);
    await ok("DELETE", `/api/admin/videos/${video.id}/`, undefined, 204);
  });
});
