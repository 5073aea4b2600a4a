import { and, eq } from "drizzle-orm";
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { accessGrants, auditLog, certificates, notifications, submissions, teacherCourses, themes, topicProgress } from "@fz/db/schema";
import { createCourse, createQuiz, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await build();
  admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 24 * 60 * 60 * 1000;

async function student(levelId: number, startsDaysAgo = 1) {
  const user = await createUser(ctx, { firstName: "Camila", lastName: "Gutiérrez Muñoz" });
  await ctx.db.insert(accessGrants).values({
    userId: user.id,
    scope: "level",
    targetId: levelId,
    startsAt: new Date(Date.now() - startsDaysAgo * DAY),
    endsAt: new Date(Date.now() + 30 * DAY),
    source: "admin",
  });
  const token = (await login(ctx, user)).access;
  return { id: user.id, call: (options: Parameters<typeof injectWithToken>[2]) => injectWithToken(ctx, token, options) };
}
type Student = Awaited<ReturnType<typeof student>>;

/**
 * A take as the studio logs it: the page's start signed by the server, saved `seconds` later by
 * its clock (the take's real length), the metronome played that long, the strokes heard.
 * `seconds: 0` is a request written by hand right after asking for a start.
 */
async function logTake(s: Student, themeId: number, take: { tempo_bpm: number; air: string | null; hit_percent: number; seconds?: number; onsets?: number }) {
  const seconds = take.seconds ?? 15;
  const start = (await s.call({ method: "POST", url: "/api/practice/starts/" })).json().start_token as string;
  // The server's clock moves on by the take's length before the take is saved.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + seconds * 1000);
  const response = await s.call({
    method: "POST",
    url: "/api/practice/sessions/",
    payload: {
      start_token: start,
      tool: "metronome",
      instrument: "caja-vallenata",
      duration_seconds: Math.max(1, seconds),
      tempo_bpm: take.tempo_bpm,
      air: take.air,
      theme_id: themeId,
      score: { hit_percent: take.hit_percent, mean_offset_ms: 5, spread_ms: 12, tempo_reached_bpm: take.tempo_bpm, onset_count: take.onsets ?? 32 },
    },
  }).finally(() => vi.useRealTimers());
  expect(response.statusCode).toBe(201);
}

const temary = async (s: Student, levelId: number) => (await s.call({ method: "GET", url: `/api/levels/${levelId}/temary/` })).json();

/** A level of three topics: a practice take, the quiz, then the button. */
async function guidedLevel() {
  const course = await createCourse(ctx);
  const fixture = await createLevel(ctx, course.id, { topics: 3, free: 0 });
  const [t1, t2, t3] = fixture.themes as [typeof themes.$inferSelect, typeof themes.$inferSelect, typeof themes.$inferSelect];
  await ctx.db.update(themes).set({ practicePreset: { air: "paseo", tempo_bpm: 90, bars: 8 } }).where(eq(themes.id, t1.id));
  const quiz = await createQuiz(ctx, fixture.level.id, [{ options: [true, false] }]);
  const saved = await injectWithToken(ctx, admin, {
    method: "PUT",
    url: `/api/admin/levels/${fixture.level.id}/unlocking/`,
    payload: {
      mode: "sequential",
      certified_skills: "Marcar el paseo en la caja a 90 BPM.",
      topics: [
        { theme_id: t1.id, rule: "practice", min_percent: 80, min_bpm: 90 },
        { theme_id: t2.id, rule: "quiz" },
        { theme_id: t3.id, rule: "finished" },
      ],
    },
  });
  expect(saved.statusCode).toBe(200);
  return { level: fixture.level, t1, t2, t3, quiz };
}

describe("unlocking by demonstrated playing", () => {
  it("opens each topic when the previous one is shown, and then issues one certificate", async () => {
    const { level, t1, t2, t3, quiz } = await guidedLevel();
    const s = await student(level.id);

    let list = await temary(s, level.id);
    expect(list.unlock_mode).toBe("sequential");
    expect(list.results.map((t: { is_locked: boolean }) => t.is_locked)).toEqual([false, true, true]);
    expect(list.results[0].requirement.text).toBe("Toca el paseo a 90 BPM con 80 % a tiempo");
    expect(list.results[1].unlock).toMatchObject({
      reason: "previous",
      message: `Toca el paseo a 90 BPM con 80 % a tiempo en el tema «${t1.title}» para abrir este tema.`,
      previous_rule: "practice",
      practice: { theme_id: t1.id, air: "paseo", tempo_bpm: 90, bars: 8, min_percent: 80 },
    });
    // A locked topic shows no lesson and records no view; its finish is refused with the reason.
    const locked = (await s.call({ method: "GET", url: `/api/themes/${t2.slug}/?level=${level.id}` })).json();
    expect(locked.is_locked).toBe(true);
    expect(locked.body).toBeNull();
    expect(locked.video).toBeNull();
    const early = await s.call({ method: "POST", url: `/api/themes/${t2.slug}/finish/?level=${level.id}` });
    expect(early.statusCode).toBe(403);
    expect(early.json().errors[0]).toContain("Toca el paseo a 90 BPM");

    // The button alone does not finish a topic that asks for playing.
    const pressed = await s.call({ method: "POST", url: `/api/themes/${t1.slug}/finish/?level=${level.id}` });
    expect(pressed.statusCode).toBe(409);
    expect(pressed.json().code).toBe("requirement_unmet");

    // Too slow, not on time enough, another air: nothing opens.
    await logTake(s, t1.id, { tempo_bpm: 80, air: "paseo", hit_percent: 95 });
    await logTake(s, t1.id, { tempo_bpm: 90, air: "paseo", hit_percent: 79 });
    await logTake(s, t1.id, { tempo_bpm: 90, air: "merengue", hit_percent: 95 });
    expect((await temary(s, level.id)).results[1].is_locked).toBe(true);

    // The take at the target opens the next topic at once.
    await logTake(s, t1.id, { tempo_bpm: 92, air: "paseo", hit_percent: 85 });
    list = await temary(s, level.id);
    expect(list.results.map((t: { finished: boolean }) => t.finished)).toEqual([true, false, false]);
    expect(list.results[1].is_locked).toBe(false);
    expect(list.results[2].unlock.message).toBe("Aprueba el ejercicio del nivel para abrir este tema.");
    expect(list.results[2].unlock.exercise_id).toBe(quiz.exercise.id);

    // The quiz rule: passing the level's quiz marks the topic done.
    const q = quiz.questions[0]!;
    const attempt = await s.call({
      method: "POST",
      url: `/api/levels/${level.id}/exercises/${quiz.exercise.id}/attempts/`,
      payload: { answers: [{ question_id: q.question.id, option_ids: [q.options[0]!.id] }] },
    });
    expect(attempt.statusCode).toBe(201);
    list = await temary(s, level.id);
    expect(list.results.map((t: { finished: boolean }) => t.finished)).toEqual([true, true, false]);
    expect(list.results[2].is_locked).toBe(false);

    // No certificate before the level is complete.
    expect((await s.call({ method: "GET", url: "/api/certificates/" })).json().count).toBe(0);

    // Two finishes of the last topic at once: one certificate.
    const finishes = await Promise.all([1, 2, 3].map(() => s.call({ method: "POST", url: `/api/themes/${t3.slug}/finish/?level=${level.id}` })));
    expect(finishes.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    await Promise.all([1, 2, 3, 4].map(() => ctx.app.services.progression.issueIfEarned(s.id, level.id)));
    const mine = (await s.call({ method: "GET", url: "/api/certificates/" })).json();
    expect(mine.count).toBe(1);
    const cert = mine.results[0];
    expect(cert.code).toMatch(/^[0-9a-hjkmnp-tv-z]{26}$/);
    expect(cert.full_name).toBe("Camila Gutiérrez Muñoz");
    const rows = await ctx.db.select().from(certificates).where(and(eq(certificates.userId, s.id), eq(certificates.levelId, level.id)));
    expect(rows).toHaveLength(1);
    const [notice] = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, s.id), eq(notifications.dedupeKey, `certificate.issued:${cert.code}`)));
    expect(notice?.link).toBe(`/certificados/${cert.code}`);

    // The public verification: exactly what the page shows, nothing about the account.
    const pub = await ctx.app.inject({ method: "GET", url: `/api/certificates/${cert.code}/` });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual({
      code: cert.code,
      student_name: "Camila Gutiérrez Muñoz",
      course: cert.course,
      level: level.title,
      skills: "Marcar el paseo en la caja a 90 BPM.",
      issued_at: cert.issued_at,
      status: "valid",
      revoked_at: null,
      approved_by: null,
      verified_by: "FZ Academia",
    });
    // Typed in capitals with the look-alikes: the same certificate.
    expect((await ctx.app.inject({ method: "GET", url: `/api/certificates/${cert.code.toUpperCase()}/` })).statusCode).toBe(200);
    // A guessed or forged code, or a sequential id: 404.
    const guessed = cert.code.slice(0, -1) + (cert.code.endsWith("0") ? "1" : "0");
    for (const code of [guessed, "1", String(rows[0]!.id), "x".repeat(64), "%00"]) {
      const response = await ctx.app.inject({ method: "GET", url: `/api/certificates/${code}/` });
      expect(response.statusCode, code).toBe(code === "%00" ? 400 : 404);
    }

    const pdf = await ctx.app.inject({ method: "GET", url: `/api/certificates/${cert.code}/pdf/` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const doc = await PDFDocument.load(pdf.rawPayload);
    expect(doc.getTitle()).toBe(`Certificado de Camila Gutiérrez Muñoz — ${cert.course}, nivel ${level.title}`);
    expect(doc.getPageCount()).toBe(1);
    // The font is embedded (a TrueType file in the document), not one of the 14 standard fonts.
    const embedded = doc.context
      .enumerateIndirectObjects()
      .some(([, object]) => object instanceof PDFDict && object.get(PDFName.of("FontFile2")) !== undefined);
    expect(embedded).toBe(true);

    // The student may hide the name on the public page.
    const hidden = await s.call({ method: "PATCH", url: `/api/certificates/${cert.code}/`, payload: { hide_name: true } });
    expect(hidden.json().hide_name).toBe(true);
    expect((await ctx.app.inject({ method: "GET", url: `/api/certificates/${cert.code}/` })).json().student_name).toBeNull();

    // Revocation by an admin, with a reason; the page says so; a reissue is a new code.
    const revoked = await injectWithToken(ctx, admin, { method: "POST", url: `/api/admin/certificates/${cert.code}/revoke/`, payload: { reason: "Emitido por error" } });
    expect(revoked.statusCode).toBe(200);
    const after = (await ctx.app.inject({ method: "GET", url: `/api/certificates/${cert.code}/` })).json();
    expect(after.status).toBe("revoked");
    expect(after.revoked_at).not.toBeNull();
    expect(JSON.stringify(after)).not.toContain("Emitido por error");
    const again = await injectWithToken(ctx, admin, { method: "POST", url: `/api/admin/certificates/${cert.code}/revoke/`, payload: { reason: "Otra vez" } });
    expect(again.statusCode).toBe(409);
    // Revoked stays revoked: the student's list does not quietly issue a new one.
    expect((await s.call({ method: "GET", url: "/api/certificates/" })).json().count).toBe(1);
    const reissued = await injectWithToken(ctx, admin, { method: "POST", url: "/api/admin/certificates/", payload: { user_id: s.id, level_id: level.id, reason: "Corregido" } });
    expect(reissued.statusCode).toBe(201);
    expect(reissued.json().code).not.toBe(cert.code);
    const twice = await injectWithToken(ctx, admin, { method: "POST", url: "/api/admin/certificates/", payload: { user_id: s.id, level_id: level.id, reason: "Corregido" } });
    expect(twice.statusCode).toBe(409);
    expect((await s.call({ method: "GET", url: "/api/certificates/" })).json().count).toBe(2);
  });

  it("keeps what students already reached when a level becomes sequential", async () => {
    const course = await createCourse(ctx);
    const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 4, free: 0 });
    const s = await student(level.id);
    // Before the change: topic 3 opened (not finished), topic 1 finished.
    await s.call({ method: "POST", url: `/api/themes/${topics[0]!.slug}/finish/?level=${level.id}` });
    await s.call({ method: "GET", url: `/api/themes/${topics[2]!.slug}/?level=${level.id}` });
    await injectWithToken(ctx, admin, { method: "PUT", url: `/api/admin/levels/${level.id}/unlocking/`, payload: { mode: "sequential", topics: [] } });
    const list = await temary(s, level.id);
    expect(list.results.map((t: { is_locked: boolean }) => t.is_locked)).toEqual([false, false, false, true]);
    expect(list.results[3].unlock.message).toBe(`Marca el tema como terminado en el tema «${topics[2]!.title}» para abrir este tema.`);
    const progress = await ctx.db.select().from(topicProgress).where(eq(topicProgress.userId, s.id));
    expect(progress).toHaveLength(2);
  });

  it("shows a topic's lesson, video and scores only to the student its rule opened, through the shared topic cache", async () => {
    const { level, t2 } = await guidedLevel();
    await ctx.db.update(themes).set({ videoProvider: "youtube", videoSource: "dQw4w9WgXcQ" }).where(eq(themes.id, t2.id));
    const score = await injectWithToken(ctx, admin, {
      method: "POST",
      url: `/api/admin/themes/${t2.id}/scores/`,
      payload: { title: "Paseo", instrument: "guitar", format: "alphatex", content: `\\tempo 90\n\\track "Guitarra"\n\\staff {score tabs}\n\\ts 4 4\n:4 0.6 2.5 2.4 1.3` },
    });
    expect(score.statusCode).toBe(201);
    const opened = await student(level.id);
    const closed = await student(level.id);
    await injectWithToken(ctx, admin, { method: "POST", url: `/api/admin/students/${opened.id}/unlocks/`, payload: { level_id: level.id, theme_id: t2.id, reason: "Clase presencial" } });
    const url = `/api/themes/${t2.slug}/?level=${level.id}`;
    // Each read in turn, twice: the shared part is cached after the first, the answers frozen.
    for (let round = 0; round < 2; round++) {
      const open = (await opened.call({ method: "GET", url })).json();
      expect(open).toMatchObject({ is_locked: false, unlock: null });
      expect(open.body).not.toBeNull();
      expect(open.video).not.toBeNull();
      expect(open.scores).toHaveLength(1);
      const locked = (await closed.call({ method: "GET", url })).json();
      expect(locked).toMatchObject({ is_locked: true, body: null, body_html: null, video: null, scores: [] });
      expect(locked.unlock.reason).toBe("previous");
    }
    const scoreUrl = `/api/themes/${t2.slug}/scores/${score.json().id}/?level=${level.id}`;
    expect((await opened.call({ method: "GET", url: scoreUrl })).statusCode).toBe(200);
    const refused = await closed.call({ method: "GET", url: scoreUrl });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toContain("para abrir este tema");
  });

  it("lets an admin open a topic for one student, with a reason, audited and told", async () => {
    const { level, t3 } = await guidedLevel();
    const s = await student(level.id);
    const missing = await injectWithToken(ctx, admin, { method: "POST", url: `/api/admin/students/${s.id}/unlocks/`, payload: { level_id: level.id, theme_id: t3.id } });
    expect(missing.statusCode).toBe(400);
    const opened = await injectWithToken(ctx, admin, {
      method: "POST",
      url: `/api/admin/students/${s.id}/unlocks/`,
      payload: { level_id: level.id, theme_id: t3.id, reason: "Ya toca el paseo en clase presencial" },
    });
    expect(opened.statusCode).toBe(201);
    const list = await temary(s, level.id);
    expect(list.results.map((t: { is_locked: boolean }) => t.is_locked)).toEqual([false, true, false]);
    const [notice] = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, s.id), eq(notifications.dedupeKey, `progression.unlocked:${opened.json().id}`)));
    expect(notice?.body).toContain("Ya toca el paseo en clase presencial");
    const audit = (await injectWithToken(ctx, admin, { method: "GET", url: `/api/admin/audit/?action=student.unlock&entity_id=${s.id}` })).json();
    expect(audit.count).toBe(1);
    // Students cannot do it.
    const self = await s.call({ method: "POST", url: `/api/admin/students/${s.id}/unlocks/`, payload: { level_id: level.id, reason: "Porque sí" } });
    expect(self.statusCode).toBe(403);
  });

  it("finishes an «opened» topic on its first view, which opens the next", async () => {
    const course = await createCourse(ctx);
    const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 2, free: 0 });
    await injectWithToken(ctx, admin, {
      method: "PUT",
      url: `/api/admin/levels/${level.id}/unlocking/`,
      payload: { mode: "sequential", topics: [{ theme_id: topics[0]!.id, rule: "opened" }] },
    });
    const s = await student(level.id);
    expect((await temary(s, level.id)).results[1].unlock.message).toBe(`Abre el tema «${topics[0]!.title}» para abrir este tema.`);
    await s.call({ method: "GET", url: `/api/themes/${topics[0]!.slug}/?level=${level.id}` });
    const list = await temary(s, level.id);
    expect(list.results.map((t: { finished: boolean; is_locked: boolean }) => [t.finished, t.is_locked])).toEqual([
      [true, false],
      [false, false],
    ]);
  });

  it("opens topics by date, counted from the student's access", async () => {
    const course = await createCourse(ctx);
    const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 3, free: 0 });
    await injectWithToken(ctx, admin, {
      method: "PUT",
      url: `/api/admin/levels/${level.id}/unlocking/`,
      payload: { mode: "by_date", topics: [{ theme_id: topics[1]!.id, rule: "finished", opens_after_days: 2 }, { theme_id: topics[2]!.id, rule: "finished", opens_after_days: 7 }] },
    });
    const s = await student(level.id, 3);
    const list = await temary(s, level.id);
    expect(list.results.map((t: { is_locked: boolean }) => t.is_locked)).toEqual([false, false, true]);
    expect(list.results[2].unlock.reason).toBe("date");
    expect(list.results[2].unlock.message).toMatch(/^Este tema se abre el \d+ de [a-z]+ de \d{4}, 7 días después de que empezó tu acceso\.$/);
  });

  it("tells the public pages at once: a guided level and what its topics ask (the public cache is cleared)", async () => {
    const course = await createCourse(ctx);
    const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 2, free: 2 });
    const publicLevel = async () => (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${level.id}/` })).json();
    const publicTemary = async () => (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${level.id}/temary/` })).json();
    expect((await publicLevel()).unlock_mode).toBe("open");
    expect((await publicLevel()).requires_teacher_approval).toBe(false);
    expect((await publicTemary()).results[1].requirement.rule).toBe("finished");
    await injectWithToken(ctx, admin, {
      method: "PUT",
      url: `/api/admin/levels/${level.id}/unlocking/`,
      payload: { mode: "sequential", requires_teacher_approval: true, topics: [{ theme_id: topics[1]!.id, rule: "quiz" }] },
    });
    expect((await publicLevel()).unlock_mode).toBe("sequential");
    expect((await publicLevel()).requires_teacher_approval).toBe(true);
    const temary = await publicTemary();
    expect(temary.unlock_mode).toBe("sequential");
    expect(temary.requires_teacher_approval).toBe(true);
    expect(temary.results[1].requirement).toEqual({ rule: "quiz", text: "Aprueba el ejercicio del nivel", min_percent: null, min_bpm: null });
    // Anonymous visitors see the free previews as before: the rule locks only a student's path.
    expect(temary.results.map((t: { is_locked: boolean }) => t.is_locked)).toEqual([false, false]);
  });

  it("refuses rules the level cannot keep", async () => {
    const course = await createCourse(ctx);
    const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 2 });
    const other = await createLevel(ctx, course.id, { topics: 1 });
    const put = (payload: Record<string, unknown>) => injectWithToken(ctx, admin, { method: "PUT", url: `/api/admin/levels/${level.id}/unlocking/`, payload });
    const noPreset = await put({ mode: "sequential", topics: [{ theme_id: topics[0]!.id, rule: "practice", min_percent: 80, min_bpm: 90 }] });
    expect(noPreset.statusCode).toBe(400);
    expect(noPreset.json().errors[0]).toContain("necesita un ejercicio de metrónomo");
    const noFigures = await put({ mode: "sequential", topics: [{ theme_id: topics[0]!.id, rule: "practice" }] });
    expect(noFigures.json().errors[0]).toContain("porcentaje a tiempo y el tempo");
    const foreign = await put({ mode: "open", topics: [{ theme_id: other.themes[0]!.id, rule: "opened" }] });
    expect(foreign.statusCode).toBe(400);
    const badMode = await put({ mode: "whenever", topics: [] });
    expect(badMode.statusCode).toBe(400);
    expect((await injectWithToken(ctx, admin, { method: "PUT", url: `/api/admin/levels/999999/unlocking/`, payload: { mode: "open", topics: [] } })).statusCode).toBe(404);
  });
});

describe("takes the server can prove", () => {
  it("does not open a topic with a hand-written take: too short for the bars by the server's clock, or fewer strokes than the share claims", async () => {
    const { level, t1 } = await guidedLevel();
    const s = await student(level.id);
    // Posted right after asking for a start: 1 s of "playing" at 100 %.
    await logTake(s, t1.id, { tempo_bpm: 120, air: "paseo", hit_percent: 100, seconds: 0 });
    // Long enough by the clock, but 8 bars of the paseo are 16 beats: 80 % needs 13 strokes heard.
    await logTake(s, t1.id, { tempo_bpm: 90, air: "paseo", hit_percent: 100, onsets: 12 });
    // 8 bars at 90 BPM last 10 s: a 9-second take did not play them.
    await logTake(s, t1.id, { tempo_bpm: 90, air: "paseo", hit_percent: 100, seconds: 9 });
    const list = await temary(s, level.id);
    expect(list.results.map((t: { finished: boolean; is_locked: boolean }) => [t.finished, t.is_locked])).toEqual([
      [false, false],
      [false, true],
      [false, true],
    ]);
    const check = await s.call({ method: "POST", url: `/api/themes/${t1.slug}/finish/?level=${level.id}` });
    expect(check.statusCode).toBe(409);
    expect(check.json().errors[0]).toContain("toca todos los compases");
    // The real take (the bars played, at the tempo, the strokes heard) opens it.
    await logTake(s, t1.id, { tempo_bpm: 90, air: "paseo", hit_percent: 81, seconds: 11, onsets: 13 });
    expect((await temary(s, level.id)).results[1].is_locked).toBe(false);
  });
});

describe("a teacher's «¡Aprobado!»", () => {
  async function teacherOf(courseId: number, firstName = "Rafael", lastName = "Núñez Peña") {
    const teacher = await createUser(ctx, { role: "teacher", firstName, lastName });
    await ctx.db.insert(teacherCourses).values({ teacherId: teacher.id, courseId });
    return { ...teacher, token: (await login(ctx, teacher)).access };
  }

  /** A take the student sent from a topic, answered by the teacher through the API. */
  async function answer(teacher: { token: string }, s: Student, topic: { id: number; levelId: number }, courseId: number, verdict: "approved" | "retry") {
    const [row] = await ctx.db
      .insert(submissions)
      .values({
        studentId: s.id,
        themeId: topic.id,
        levelId: topic.levelId,
        courseId,
        uploadId: `upload-${Math.random()}`,
        mediaSource: "takes/prueba.webm",
        mediaType: "video/webm",
        mediaKind: "video",
        sizeBytes: 1000,
        durationSeconds: 30,
      })
      .returning();
    const call = (url: string, payload?: Record<string, unknown>) => injectWithToken(ctx, teacher.token, { method: "POST", url, payload });
    expect((await call(`/api/teacher/submissions/${row!.id}/claim/`)).statusCode).toBe(200);
    const reviewed = await call(`/api/teacher/submissions/${row!.id}/review/`, { verdict, reply: verdict === "approved" ? "¡Muy bien!" : "Otra vez, más despacio." });
    expect(reviewed.statusCode).toBe(200);
  }

  async function teacherLevel(requiresApproval: boolean) {
    const course = await createCourse(ctx);
    const fixture = await createLevel(ctx, course.id, { topics: 2, free: 0 });
    const [t1, t2] = fixture.themes as [typeof themes.$inferSelect, typeof themes.$inferSelect];
    const saved = await injectWithToken(ctx, admin, {
      method: "PUT",
      url: `/api/admin/levels/${fixture.level.id}/unlocking/`,
      payload: { mode: "sequential", requires_teacher_approval: requiresApproval, topics: [{ theme_id: t1.id, rule: "teacher" }, { theme_id: t2.id, rule: "finished" }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().requires_teacher_approval).toBe(requiresApproval);
    expect(saved.json().topics[0].requirement).toBe("Envía tu interpretación y recibe el «¡Aprobado!» de tu profesor");
    return { course, level: fixture.level, t1, t2 };
  }

  it("finishes the topic only on «¡Aprobado!», opens the next (told once), and the certificate names the teacher", async () => {
    const { course, level, t1, t2 } = await teacherLevel(true);
    const s = await student(level.id);
    const teacher = await teacherOf(course.id);
    let list = await temary(s, level.id);
    expect(list.results[1].unlock.message).toBe(`Envía tu interpretación del tema «${t1.title}» y recibe el «¡Aprobado!» de tu profesor para abrir este tema.`);
    const pressed = await s.call({ method: "POST", url: `/api/themes/${t1.slug}/finish/?level=${level.id}` });
    expect(pressed.statusCode).toBe(409);
    expect(pressed.json().errors[0]).toContain("cuando tu profesor aprueba tu interpretación");

    // «Inténtalo de nuevo» opens nothing.
    await answer(teacher, s, t1, course.id, "retry");
    expect((await temary(s, level.id)).results[1].is_locked).toBe(true);
    await answer(teacher, s, t1, course.id, "approved");
    list = await temary(s, level.id);
    expect(list.results.map((t: { finished: boolean; is_locked: boolean }) => [t.finished, t.is_locked])).toEqual([
      [true, false],
      [false, false],
    ]);
    // The student hears that the next topic opened: bell (with the link) and e-mail, once.
    const opened = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, s.id), eq(notifications.kind, "topic_opened")));
    expect(opened).toHaveLength(1);
    expect(opened[0]!.title).toBe("Se abrió un tema nuevo para ti");
    expect(opened[0]!.body).toBe(`Ya puedes estudiar «${t2.title}» del nivel ${level.title}.`);
    expect(opened[0]!.link).toBe(`/academia/niveles/${level.id}/temas/${t2.slug}`);

    const finished = await s.call({ method: "POST", url: `/api/themes/${t2.slug}/finish/?level=${level.id}` });
    expect(finished.statusCode).toBe(200);
    const mine = (await s.call({ method: "GET", url: "/api/certificates/" })).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0].approved_by).toBe("Rafael Núñez Peña");
    const pub = (await ctx.app.inject({ method: "GET", url: `/api/certificates/${mine.results[0].code}/` })).json();
    expect(pub.approved_by).toBe("Rafael Núñez Peña");
  });

  it("holds a level's certificate until a teacher approves a take of it, then issues it", async () => {
    const { course, level, t1, t2 } = await teacherLevel(true);
    // The admin turns the first topic into a button: the level can be completed without a teacher.
    await injectWithToken(ctx, admin, {
      method: "PUT",
      url: `/api/admin/levels/${level.id}/unlocking/`,
      payload: { mode: "open", topics: [{ theme_id: t1.id, rule: "finished" }] },
    });
    const s = await student(level.id);
    for (const t of [t1, t2]) expect((await s.call({ method: "POST", url: `/api/themes/${t.slug}/finish/?level=${level.id}` })).statusCode).toBe(200);
    expect((await s.call({ method: "GET", url: "/api/certificates/" })).json().count).toBe(0);
    const reissue = await injectWithToken(ctx, admin, { method: "POST", url: "/api/admin/certificates/", payload: { user_id: s.id, level_id: level.id, reason: "Probar" } });
    expect(reissue.statusCode).toBe(400);
    expect(reissue.json().errors[0]).toContain("interpretación aprobada por un profesor");
    const teacher = await teacherOf(course.id, "Lucía", "Ávila");
    await answer(teacher, s, t2, course.id, "approved");
    const mine = (await s.call({ method: "GET", url: "/api/certificates/" })).json();
    expect(mine.count).toBe(1);
    expect(mine.results[0].approved_by).toBe("Lucía Ávila");
    const pdf = await ctx.app.inject({ method: "GET", url: `/api/certificates/${mine.results[0].code}/pdf/` });
    expect(pdf.statusCode).toBe(200);
  });

  it("lets the course's teacher open a topic for a student (audited, told); not a teacher of another course, nor a student", async () => {
    const { course, level, t2 } = await teacherLevel(false);
    const s = await student(level.id);
    const teacher = await teacherOf(course.id);
    const stranger = await teacherOf((await createCourse(ctx)).id, "Otro", "Profesor");
    const body = { level_id: level.id, theme_id: t2.id, reason: "Ya lo toca en clase" };
    const foreign = await injectWithToken(ctx, stranger.token, { method: "POST", url: `/api/teacher/students/${s.id}/unlocks/`, payload: body });
    expect(foreign.statusCode).toBe(403);
    const self = await s.call({ method: "POST", url: `/api/teacher/students/${s.id}/unlocks/`, payload: body });
    expect(self.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: `/api/teacher/students/${s.id}/unlocks/`, payload: body })).statusCode).toBe(401);
    const noReason = await injectWithToken(ctx, teacher.token, { method: "POST", url: `/api/teacher/students/${s.id}/unlocks/`, payload: { level_id: level.id } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0]).toContain("motivo");
    expect((await temary(s, level.id)).results[1].is_locked).toBe(true);
    const opened = await injectWithToken(ctx, teacher.token, { method: "POST", url: `/api/teacher/students/${s.id}/unlocks/`, payload: body });
    expect(opened.statusCode).toBe(201);
    expect((await temary(s, level.id)).results[1].is_locked).toBe(false);
    const audit = await ctx.db.select().from(auditLog).where(and(eq(auditLog.action, "student.unlock"), eq(auditLog.actorId, teacher.id)));
    expect(audit).toHaveLength(1);
    const [notice] = await ctx.db.select().from(notifications).where(and(eq(notifications.userId, s.id), eq(notifications.dedupeKey, `progression.unlocked:${opened.json().id}`)));
    expect(notice?.body).toContain("Ya lo toca en clase");
  });
});

describe("topics that open by date", () => {
  it("tells the student the day a topic opens, once", async () => {
    const course = await createCourse(ctx);
    const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 3, free: 0 });
    await injectWithToken(ctx, admin, {
      method: "PUT",
      url: `/api/admin/levels/${level.id}/unlocking/`,
      payload: { mode: "by_date", topics: [{ theme_id: topics[1]!.id, rule: "finished", opens_after_days: 2 }, { theme_id: topics[2]!.id, rule: "finished", opens_after_days: 7 }] },
    });
    const s = await student(level.id, 3);
    const told = async () => ctx.db.select().from(notifications).where(and(eq(notifications.userId, s.id), eq(notifications.kind, "topic_opened")));
    await ctx.app.services.progression.announceDateOpenings(new Date());
    await ctx.app.services.progression.announceDateOpenings(new Date());
    const first = await told();
    expect(first.map((n) => n.link)).toEqual([`/academia/niveles/${level.id}/temas/${topics[1]!.slug}`]);
    // Five days later the third opens; the second is not told again.
    await ctx.app.services.progression.announceDateOpenings(new Date(Date.now() + 5 * DAY));
    expect((await told()).map((n) => n.link).sort()).toEqual([`/academia/niveles/${level.id}/temas/${topics[1]!.slug}`, `/academia/niveles/${level.id}/temas/${topics[2]!.slug}`].sort());
  });
});

describe("the admin's certificates list", () => {
  it("is paginated and searchable by name (accents aside), code and status; students cannot revoke", async () => {
    const course = await createCourse(ctx);
    const { level, themes: topics } = await createLevel(ctx, course.id, { topics: 1, free: 0 });
    const s = await student(level.id);
    await s.call({ method: "POST", url: `/api/themes/${topics[0]!.slug}/finish/?level=${level.id}` });
    const code = (await s.call({ method: "GET", url: "/api/certificates/" })).json().results[0].code as string;
    const list = async (query: string) => (await injectWithToken(ctx, admin, { method: "GET", url: `/api/admin/certificates/?${query}` })).json();
    const byName = await list(`search=${encodeURIComponent("gutierrez munoz")}&level=${level.id}`);
    expect(byName.results.map((c: { code: string }) => c.code)).toEqual([code]);
    expect((await list(`search=${code.slice(3, 12)}`)).results.map((c: { code: string }) => c.code)).toEqual([code]);
    expect((await list(`search=nadie-con-este-nombre`)).count).toBe(0);
    expect((await list(`level=${level.id}&status=revoked`)).count).toBe(0);
    const page = await list("page_size=1");
    expect(page.results).toHaveLength(1);
    const bad = await injectWithToken(ctx, admin, { method: "GET", url: "/api/admin/certificates/?status=perdido" });
    expect(bad.statusCode).toBe(400);
    const byStudent = await s.call({ method: "POST", url: `/api/admin/certificates/${code}/revoke/`, payload: { reason: "Quiero" } });
    expect(byStudent.statusCode).toBe(403);
    const noReason = await injectWithToken(ctx, admin, { method: "POST", url: `/api/admin/certificates/${code}/revoke/`, payload: { reason: "" } });
    expect(noReason.statusCode).toBe(400);
    expect((await list(`level=${level.id}&status=valid`)).count).toBe(1);
  });
});
