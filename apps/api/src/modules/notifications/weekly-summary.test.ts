import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instruments, mailOutbox, notifications, practiceSessions } from "@fz/db/schema";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { composeWeeklySummary, createWeeklySummaryJob, summarisedWeek, weekLabel } from "./weekly-summary.service";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await build();
});
afterAll(async () => {
  await ctx.close();
});

// Monday 30 November 2026, 09:00 in Bogotá: the run tells about 23–29 November.
const NOW = new Date("2026-11-30T14:00:00Z");

async function practised(userId: number, day: string, values: { seconds: number; heard: number; air?: "paseo" | "son"; tempo?: number; hit?: number }) {
  const [accordion] = await ctx.db.select({ id: instruments.id }).from(instruments).where(eq(instruments.slug, "acordeon"));
  const instant = new Date(`${day}T20:00:00Z`);
  await ctx.db.insert(practiceSessions).values({
    userId,
    startId: randomUUID(),
    tool: values.air ? "metronome" : "tuner",
    instrumentId: accordion!.id,
    durationSeconds: values.seconds,
    heardSeconds: values.heard,
    tempoBpm: values.tempo ?? null,
    air: values.air ?? null,
    hitPercent: values.hit ?? null,
    onsetCount: values.hit === undefined ? null : 32,
    startedAt: new Date(instant.getTime() - values.seconds * 1000),
    createdAt: instant,
    localDate: day,
  });
}

async function told(userId: number, values: { kind: "achievement_unlocked" | "submission_reviewed" | "topic_opened"; title: string; body: string; at: string }) {
  await ctx.db.insert(notifications).values({ userId, kind: values.kind, title: values.title, body: values.body, link: null, dedupeKey: randomUUID(), createdAt: new Date(values.at) });
}

const summariesOf = (userId: number) => ctx.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, "weekly_summary")));
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "weekly_summary")));

describe("the week a summary tells about", () => {
  it("is the last whole week, Monday to Sunday in Bogotá", () => {
    expect(summarisedWeek(NOW)).toMatchObject({ from: "2026-11-23", to: "2026-11-29", dedupeKey: "weekly_summary:2026-11-23" });
    // Sunday 23:30 in Bogotá is still the week before: it tells about 16–22 November.
    expect(summarisedWeek(new Date("2026-11-30T04:30:00Z")).from).toBe("2026-11-16");
    expect(summarisedWeek(NOW).since.toISOString()).toBe("2026-11-23T05:00:00.000Z");
    expect(weekLabel("2026-11-23", "2026-11-29")).toBe("del 23 al 29 de noviembre");
    expect(weekLabel("2026-12-28", "2027-01-03")).toBe("del 28 de diciembre al 3 de enero");
  });

  it("says a week without practice kindly, and one day in the singular", () => {
    const none = composeWeeklySummary({ from: "2026-11-23", to: "2026-11-29", week: { minutes: 0, heardMinutes: 0, days: 0, bestTempos: [] }, unlocked: [], teacher: ["Ana escuchó tu interpretación de «El paseo» y te dejó sus comentarios."] });
    expect(none.body).toBe(
      "Del 23 al 29 de noviembre no registraste práctica. Unos minutos hoy con el afinador o con «Escúchame» empiezan una racha nueva. Tu profesor te respondió: mira tu correo o tus revisiones.",
    );
    const one = composeWeeklySummary({ from: "2026-11-23", to: "2026-11-29", week: { minutes: 1, heardMinutes: 1, days: 1, bestTempos: [] }, unlocked: [], teacher: [] });
    expect(one.paragraphs).toEqual(["Del 23 al 29 de noviembre practicaste 1 minuto; el micrófono te escuchó tocar 1 minuto y 1 día contó para tu racha."]);
    expect(one.list).toEqual([]);
  });
});

describe("the weekly practice summary job", () => {
  it("tells each student once about their week — minutes, best tempos, what unlocked, what the teacher said — in pages, however many runs at once", async () => {
    const ana = await createUser(ctx, { firstName: "Ana María" });
    await practised(ana.id, "2026-11-24", { seconds: 900, heard: 480, air: "paseo", tempo: 92, hit: 81 });
    await practised(ana.id, "2026-11-24", { seconds: 600, heard: 300, air: "paseo", tempo: 100, hit: 55 });
    await practised(ana.id, "2026-11-26", { seconds: 420, heard: 360 });
    await practised(ana.id, "2026-11-29", { seconds: 240, heard: 0, air: "son", tempo: 76, hit: 72 });
    // Outside the week: not counted.
    await practised(ana.id, "2026-11-22", { seconds: 3000, heard: 3000 });
    await practised(ana.id, "2026-11-30", { seconds: 3000, heard: 3000, air: "paseo", tempo: 140, hit: 90 });
    await told(ana.id, { kind: "achievement_unlocked", title: "¡Logro desbloqueado: 7 días de práctica!", body: "…", at: "2026-11-25T16:00:00Z" });
    await told(ana.id, { kind: "topic_opened", title: "Se abrió un tema nuevo para ti", body: "Ya puedes estudiar «El merengue» del nivel Básico.", at: "2026-11-26T16:00:00Z" });
    await told(ana.id, { kind: "submission_reviewed", title: "Tu profesor respondió tu interpretación", body: "Luis escuchó tu interpretación de «La gota fría» y te dejó sus comentarios.", at: "2026-11-27T16:00:00Z" });
    await told(ana.id, { kind: "achievement_unlocked", title: "¡Logro desbloqueado: Primer tema!", body: "…", at: "2026-11-20T16:00:00Z" });

    // Only a teacher's answer that week: told too.
    const beto = await createUser(ctx, { firstName: "Beto" });
    await told(beto.id, { kind: "submission_reviewed", title: "Tu profesor respondió tu interpretación", body: "Luis escuchó tu interpretación de «El paseo» y te dejó sus comentarios.", at: "2026-11-28T16:00:00Z" });
    // Practised two weeks ago, or this week only: nothing to tell about last week.
    const old = await createUser(ctx);
    await practised(old.id, "2026-11-18", { seconds: 900, heard: 900 });
    const fresh = await createUser(ctx);
    await practised(fresh.id, "2026-11-30", { seconds: 900, heard: 900 });
    // Turned the summary off in their notification settings.
    const off = await createUser(ctx);
    await practised(off.id, "2026-11-25", { seconds: 900, heard: 900 });
    const { access } = await login(ctx, off);
    const put = await injectWithToken(ctx, access, { method: "PUT", url: "/api/notifications/preferences/", payload: { blog_posts: false, weekly_summary: false } });
    expect(put.json()).toEqual({ blog_posts: false, checkout_reminders: true, weekly_summary: false });
    expect((await injectWithToken(ctx, access, { method: "PUT", url: "/api/notifications/preferences/", payload: { blog_posts: false, weekly_summary: "no" } })).statusCode).toBe(400);

    const { notifications: bell, mail, practice } = ctx.app.services;
    // Two instances with pages of one student, and a third run after them.
    const runs = [createWeeklySummaryJob({ db: ctx.db, notifications: bell, mail, practice, batch: 1 }), createWeeklySummaryJob({ db: ctx.db, notifications: bell, mail, practice, batch: 1 })];
    const results = await Promise.all(runs.map((job) => job.run(NOW)));
    expect(results.reduce((sum, r) => sum + r.told, 0)).toBe(2);
    expect((await runs[0]!.run(NOW)).told).toBe(0);

    const [summary, ...again] = await summariesOf(ana.id);
    expect(again).toHaveLength(0);
    expect(summary).toMatchObject({ title: "Tu semana de práctica", link: "/academia/practica", unread: true, dedupeKey: "weekly_summary:2026-11-23" });
    expect(summary!.body).toBe(
      "Del 23 al 29 de noviembre practicaste 36 minutos; el micrófono te escuchó tocar 19 minutos y 3 días contaron para tu racha. " +
        "Tus mejores tempos con al menos 70 % a tiempo: paseo a 92 BPM y son a 76 BPM. Desbloqueaste 7 días de práctica y el tema «El merengue» (nivel Básico). Tu profesor te respondió: mira tu correo o tus revisiones.",
    );
    const mails = await mailsTo(ana.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Tu semana de práctica — FZ Academia");
    expect(mails[0]!.text).toContain("Hola, Ana María:");
    expect(mails[0]!.text).toContain("- Desbloqueaste: 7 días de práctica");
    expect(mails[0]!.text).toContain("- Desbloqueaste: el tema «El merengue» (nivel Básico)");
    expect(mails[0]!.text).toContain("- Tu profesor: Luis escuchó tu interpretación de «La gota fría» y te dejó sus comentarios.");
    expect(mails[0]!.text).toContain("Ver mi práctica: http://localhost:3000/academia/practica");
    expect(mails[0]!.text).toContain("Puedes desactivarlo en http://localhost:3000/academia/notificaciones");
    expect(mails[0]!.text).not.toContain("Primer tema");

    expect(await summariesOf(beto.id)).toHaveLength(1);
    expect(await mailsTo(beto.email)).toHaveLength(1);
    for (const quiet of [old, fresh, off]) {
      expect(await summariesOf(quiet.id), quiet.email).toHaveLength(0);
      expect(await mailsTo(quiet.email)).toHaveLength(0);
    }

    // The next week is another summary, once (and the student who practised only then gets theirs).
    await practised(ana.id, "2026-12-02", { seconds: 600, heard: 600 });
    expect((await runs[1]!.run(new Date("2026-12-07T14:00:00Z"))).told).toBe(2);
    expect(await summariesOf(fresh.id)).toHaveLength(1);
    expect((await summariesOf(ana.id)).map((n) => n.dedupeKey).sort()).toEqual(["weekly_summary:2026-11-23", "weekly_summary:2026-11-30"]);
  });
});
