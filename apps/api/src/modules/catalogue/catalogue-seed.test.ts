import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, courses, exerciseOptions, exerciseQuestions, exercises, levelRatings, levels, themes, topicProgress, videos } from "@fz/db/schema";
import { lessonClipOf, seedCatalogue } from "@fz/db/seed/catalogue";
import { CATALOGUE, TUTORIALS } from "@fz/db/seed/catalogue/courses";
import { seedCommerce } from "@fz/db/seed/commerce";
import { clipSeconds } from "@fz/db/seed/media/lesson-clips";
import { seedDemoAccounts } from "../../../test/academy-factory";
import { type TestContext, build, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let dataDir: string;

const SLUGS = [
  "como-tocar-acordeon-vallenato",
  "como-tocar-guitarra",
  "como-tocar-caja-vallenata",
  "como-tocar-guacharaca-vallenata",
  "como-tocar-guitarra-vallenata",
  "como-tocar-guitarra-urbana",
];

async function counts() {
  const tables = { courses, levels, themes, exercises, exerciseQuestions, exerciseOptions, videos, accessGrants, topicProgress, levelRatings };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await ctx.db.select({ value: count() }).from(table))[0]!.value] as const),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-seed-"));
  ctx = await build({ DATA_DIR: dataDir });
  await seedDemoAccounts(ctx);
  await seedCatalogue(ctx.db, { mediaDir: path.join(dataDir, "media") });
}, 120_000);
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo catalogue", () => {
  it("has the six courses of the spec, with well-formed levels and exercises", () => {
    expect(CATALOGUE.map((c) => c.slug)).toEqual(SLUGS);
    for (const course of CATALOGUE) {
      expect(course.levels.length).toBeGreaterThanOrEqual(2);
      for (const level of course.levels) {
        expect(level.topics.length, level.slug).toBeGreaterThanOrEqual(8);
        expect(level.topics.length, level.slug).toBeLessThanOrEqual(15);
        expect([1, 2]).toContain(level.freeTopics);
        expect(new Set(level.topics.map((t) => t.slug)).size).toBe(level.topics.length);
        for (const t of level.topics) expect(t.body.split("\n\n").length, t.slug).toBeGreaterThanOrEqual(4);
        for (const exercise of level.exercises) {
          expect(exercise.questions.length).toBeGreaterThanOrEqual(5);
          expect(exercise.questions.length).toBeLessThanOrEqual(10);
          for (const q of exercise.questions) {
            const correct = q.options.filter(([, ok]) => ok).length;
            if (q.kind === "single") expect(correct, q.prompt).toBe(1);
            else expect(correct, q.prompt).toBeGreaterThanOrEqual(1);
          }
        }
      }
    }
  });

  it("is idempotent: a second run adds nothing", async () => {
    const before = await counts();
    expect(before.courses).toBe(6);
    expect(before.videos).toBeGreaterThanOrEqual(4);
    await seedDemoAccounts(ctx);
    await seedCatalogue(ctx.db, { mediaDir: path.join(dataDir, "media") });
    expect(await counts()).toEqual(before);
  });

  it("plays each course's own practice clip, with its real length, in topics and tutorials", async () => {
    const rows = await ctx.db
      .select({ course: courses.slug, source: themes.videoSource, seconds: themes.durationSeconds })
      .from(themes)
      .innerJoin(levels, eq(levels.id, themes.levelId))
      .innerJoin(courses, eq(courses.id, levels.courseId))
      .where(eq(themes.videoProvider, "self_hosted"));
    expect(rows.length).toBeGreaterThan(80);
    for (const row of rows) {
      const clip = lessonClipOf(row.course);
      expect(row, row.course).toMatchObject({ source: clip.file, seconds: clipSeconds(clip) });
    }
    expect(new Set(rows.map((r) => r.source)).size).toBe(6);
    for (const course of CATALOGUE) {
      const file = path.join(dataDir, "media", "videos", lessonClipOf(course.slug).file);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeGreaterThan(300_000);
    }
    const tutorials = await ctx.db.select({ slug: videos.slug, source: videos.source, seconds: videos.durationSeconds }).from(videos);
    for (const tutorial of TUTORIALS) {
      const clip = lessonClipOf(tutorial.course);
      expect(tutorials.find((t) => t.slug === tutorial.slug)).toMatchObject({ source: clip.file, seconds: clipSeconds(clip) });
    }
  });

  it("dates the demo reviews over months, not all today", async () => {
    const rows = await ctx.db.select({ updatedAt: levelRatings.updatedAt }).from(levelRatings);
    const ages = rows.map((r) => Math.round((Date.now() - r.updatedAt.getTime()) / 86_400_000));
    expect(ages.length).toBeGreaterThanOrEqual(4);
    expect(new Set(ages).size).toBe(ages.length);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(7);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(120);
  });

  it("prices each course and level differently, with COP and USD in step", async () => {
    await seedCommerce(ctx.db);
    const monthly = new Map<string, { COP: number; USD: number }>();
    for (const course of CATALOGUE) {
      for (const level of course.levels) {
        const body = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${level.slug}/` })).json();
        const one = (currency: string) => body.prices.find((p: { months: number; currency: string }) => p.months === 1 && p.currency === currency);
        const cop = Number(one("COP").amount);
        const usd = Number(one("USD").amount);
        // A sensible pair: 3.500–4.500 pesos to the dollar; a shop price (…900, ….99).
        expect(cop / usd, level.slug).toBeGreaterThan(3500);
        expect(cop / usd, level.slug).toBeLessThan(4500);
        expect(cop % 1000, level.slug).toBe(900);
        expect(Math.round(usd * 100) % 100, level.slug).toBe(99);
        // Longer plans cost less per month.
        const four = Number(body.prices.find((p: { months: number; currency: string }) => p.months === 4 && p.currency === "COP").amount);
        expect(four / 4).toBeLessThan(cop);
        monthly.set(level.slug, { COP: cop, USD: usd });
      }
      const prices = course.levels.map((level) => monthly.get(level.slug)!.COP);
      // Higher levels cost more within a course.
      expect([...prices].sort((a, b) => a - b), course.slug).toEqual(prices);
      expect(new Set(prices).size, course.slug).toBe(prices.length);
    }
    const firstLevels = CATALOGUE.map((course) => monthly.get(course.levels[0]!.slug)!.COP);
    expect(new Set(firstLevels).size).toBeGreaterThanOrEqual(5);
  });

  it("demonstrates access: the demo student has a granted level and tutorial, and locked ones", async () => {
    const { access } = await login(ctx, { email: "estudiante@fzacademia.com", password: "Estudiante2026!" });
    const get = (url: string) => injectWithToken(ctx, access, { method: "GET", url });
    const basic = (await get("/api/levels/acordeon-basico/temary/")).json();
    expect(basic.access.has_access).toBe(true);
    expect(basic.results.every((t: { is_locked: boolean }) => !t.is_locked)).toBe(true);
    expect(basic.progress).toMatchObject({ viewed: 3, finished: 2 });
    // Guacharaca básico is complete: the demo student holds its certificate, verifiable by anyone.
    const certificates = (await get("/api/certificates/")).json();
    expect(certificates.results.map((c: { level: string; course: string }) => `${c.course} · ${c.level}`)).toEqual([expect.stringMatching(/Guacharaca.* · Básico$/)]);
    const verified = (await ctx.app.inject({ method: "GET", url: `/api/certificates/${certificates.results[0].code}/` })).json();
    expect(verified).toMatchObject({ student_name: "Camila Gutiérrez", status: "valid", verified_by: "FZ Academia" });
    // Caja básico goes step by step: its first topic asks for a take, so the free second one is closed.
    const caja = (await get("/api/levels/caja-basico/temary/")).json();
    expect(caja.unlock_mode).toBe("sequential");
    expect(caja.results[1]).toMatchObject({ is_locked: true, access: "free_preview" });
    expect(caja.results[1].unlock.message).toBe(`Toca el paseo a 90 BPM con 80 % a tiempo en el tema «${caja.results[0].title}» para abrir este tema.`);
    const intermediate = (await get("/api/levels/acordeon-intermedio/temary/")).json();
    expect(intermediate.results.map((t: { is_locked: boolean }) => t.is_locked)).toEqual([false, true, true, true, true, true, true, true]);
    const purchased = (await get("/api/courses/videos/purchased/")).json();
    expect(purchased.results.map((v: { slug: string }) => v.slug)).toEqual(["la-gota-fria-en-acordeon"]);
    const detail = (await get(`/api/courses/videos/${purchased.results[0].id}/purchased_detail/`)).json();
    const clip = await ctx.app.inject({ method: "GET", url: detail.player.src, headers: { range: "bytes=0-7" } });
    expect(clip.statusCode).toBe(206);
    expect(clip.rawPayload.subarray(4, 8).toString("latin1")).toBe("ftyp");
    const stats = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${basic.level.id}/rates/stats/` })).json();
    expect(stats).toMatchObject({ count: 2, average: 4.5 });
  });

  it("plays a few premium lessons from YouTube and Vimeo, only for a student with access", async () => {
    const rows = await ctx.db.select({ provider: themes.videoProvider, free: themes.isFreePreview }).from(themes);
    const byProvider = (provider: string) => rows.filter((row) => row.provider === provider);
    expect(byProvider("youtube")).toHaveLength(6);
    expect(byProvider("vimeo")).toHaveLength(6);
    expect([...byProvider("youtube"), ...byProvider("vimeo")].every((row) => !row.free)).toBe(true);

    // The demo student holds the accordion's basic level: its YouTube lesson plays in the embed.
    const { access } = await login(ctx, { email: "estudiante@fzacademia.com", password: "Estudiante2026!" });
    const temary = (await injectWithToken(ctx, access, { method: "GET", url: "/api/levels/acordeon-basico/temary/" })).json();
    const embedded = temary.results.at(-2) as { slug: string };
    const detail = (await injectWithToken(ctx, access, { method: "GET", url: `/api/themes/${embedded.slug}/?level=acordeon-basico` })).json();
    expect(detail.video).toMatchObject({ provider: "youtube", embed_url: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE", src: null });
    // Anonymous visitors see the topic locked, with no source at all.
    const anonymous = await ctx.app.inject({ method: "GET", url: `/api/themes_public/${embedded.slug}/?level=acordeon-basico` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ is_locked: true, video: null });
    expect(anonymous.body).not.toContain("M7lc1UVf-VE");
  });
});
