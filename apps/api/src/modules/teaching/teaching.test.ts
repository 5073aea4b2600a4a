import { mkdtempSync, readdirSync, rmSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { instruments, notifications, practiceSessions, submissions, teacherCourses } from "@fz/db/schema";
import { createAccessService } from "../access/access.service";
import { ladderProgress } from "./teaching-views";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { validMp4, webm } from "../../../test/media-files";

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-teaching-"));
  ctx = await build({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

type Role = "student" | "teacher" | "admin";
async function person(role: Role = "student") {
  const user = await createUser(ctx, { role });
  const token = (await login(ctx, user)).access;
  return { id: user.id, call: (options: InjectOptions) => injectWithToken(ctx, token, options) };
}
type Person = Awaited<ReturnType<typeof person>>;

/** A course with a level of two topics, a student with access to it, and a teacher of the course. */
async function classroom() {
  const course = await createCourse(ctx);
  const { level, themes } = await createLevel(ctx, course.id, { topics: 2, free: 0 });
  const student = await person();
  await createAccessService(ctx.db).grantAccess({ userId: student.id, scope: "level", targetId: level.id, months: 1, source: "admin" });
  const teacher = await person("teacher");
  await ctx.db.insert(teacherCourses).values({ teacherId: teacher.id, courseId: course.id });
  return { course, level, themes, student, teacher };
}

const meta = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");

/** A tus upload: creation, then the bytes in `parts` PATCHes (each resumed from the server's offset). */
async function upload(who: Person, bytes: Buffer, { type = "video/webm", parts = 1 } = {}) {
  const created = await who.call({
    method: "POST",
    url: "/api/submissions/uploads/",
    headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": meta({ filetype: type, filename: "toma.webm" }) },
  });
  if (created.statusCode !== 201) return { created, id: "" };
  const location = created.headers.location as string;
  const id = location.split("/").pop()!;
  expect(id, location).toMatch(/^[0-9a-f-]{36}$/);
  const size = Math.ceil(bytes.length / parts);
  for (let offset = 0; offset < bytes.length; offset += size) {
    const head = await who.call({ method: "HEAD", url: location, headers: { "tus-resumable": "1.0.0" } });
    expect(Number(head.headers["upload-offset"])).toBe(offset);
    const patched = await who.call({
      method: "PATCH",
      url: location,
      headers: { "tus-resumable": "1.0.0", "upload-offset": String(offset), "content-type": "application/offset+octet-stream" },
      payload: bytes.subarray(offset, offset + size),
    });
    expect(patched.statusCode).toBe(204);
  }
  return { created, id, location };
}

async function send(who: Person, themeId: number, bytes: Buffer = webm({ segmentSize: webm.UNKNOWN, clusterSize: webm.UNKNOWN }), extra: Record<string, unknown> = {}) {
  const { id } = await upload(who, bytes, { parts: 2 });
  return who.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themeId, kind: "audio", duration_seconds: 12.5, note: "Mi primer paseo", ...extra } });
}

const stagedFiles = () => (existsSync(path.join(dataDir, "tus")) ? readdirSync(path.join(dataDir, "tus")) : []);
const takeFiles = () => (existsSync(path.join(dataDir, "media", "videos", "takes")) ? readdirSync(path.join(dataDir, "media", "videos", "takes")) : []);

describe("a student sends a take", () => {
  it("resumes an upload in parts, stores the take, and answers it with a signed URL that plays", async () => {
    const { themes, student, teacher } = await classroom();
    const before = takeFiles().length;
    const figures = { hit_percent: 82, mean_offset_ms: 14, spread_ms: 21, tempo_bpm: 92, tempo_played_bpm: 94, air: "paseo" };
    const response = await send(student, themes[0]!.id, undefined, { figures });
    expect(response.statusCode, response.body).toBe(201);
    const take = response.json();
    expect(take).toMatchObject({ status: "submitted", kind: "audio", media_type: "video/webm", duration_seconds: 12.5, figures, note: "Mi primer paseo", promise: "waiting", comments: [] });
    expect(takeFiles().length).toBe(before + 1);
    // The staged upload is gone once sent.
    expect(stagedFiles().filter((f) => !f.endsWith(".json")).length).toBe(0);
    const media = await ctx.app.inject({ method: "GET", url: take.media_url, headers: { range: "bytes=0-3" } });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    // The teacher of the course sees it in the queue.
    const queue = await teacher.call({ method: "GET", url: "/api/teacher/submissions/" });
    expect(queue.json().results.map((s: { id: number }) => s.id)).toContain(take.id);
  });

  it("accepts an MP4 (Safari, phones)", async () => {
    const { themes, student } = await classroom();
    const { id, created } = await upload(student, validMp4(), { type: "video/mp4" });
    expect(created.statusCode, created.body + JSON.stringify(created.headers)).toBe(201);
    const response = await student.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themes[0]!.id, kind: "video", duration_seconds: 3 } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().media_type).toBe("video/mp4");
  });

  it("refuses a file that is not audio or video, and leaves nothing behind", async () => {
    const { themes, student } = await classroom();
    const before = takeFiles().length;
    const { id } = await upload(student, Buffer.from("esto no es un video, es texto plano ".repeat(20)));
    const response = await student.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themes[0]!.id, kind: "audio", duration_seconds: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/no es un video o audio/);
    expect(takeFiles().length).toBe(before);
    expect(stagedFiles().some((f) => f.startsWith(id))).toBe(false);
  });

  it("refuses a damaged container with the reason, and leaves nothing behind", async () => {
    const { themes, student } = await classroom();
    const before = takeFiles().length;
    const response = await send(student, themes[0]!.id, webm({ cluster: false }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatch(/^La grabación está incompleta o dañada: /);
    expect(takeFiles().length).toBe(before);
  });

  it("refuses a type that is not a recording, and a size over the limit, before any byte is stored", async () => {
    const student = await person();
    const pdf = await student.call({
      method: "POST",
      url: "/api/submissions/uploads/",
      headers: { "tus-resumable": "1.0.0", "upload-length": "100", "upload-metadata": meta({ filetype: "application/pdf" }) },
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().errors[0]).toMatch(/MP4, MOV, WebM, M4A o AAC/);
    const huge = await student.call({
      method: "POST",
      url: "/api/submissions/uploads/",
      headers: { "tus-resumable": "1.0.0", "upload-length": String(201 * 1024 * 1024), "upload-metadata": meta({ filetype: "video/webm" }) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ errors: ["La grabación no puede pesar más de 200 MB."], code: "payload_too_large" });
  });

  it("refuses an unfinished upload, a duration over five minutes, and an upload sent twice", async () => {
    const { themes, student } = await classroom();
    const bytes = webm();
    const created = await student.call({
      method: "POST",
      url: "/api/submissions/uploads/",
      headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": meta({ filetype: "video/webm" }) },
    });
    const id = (created.headers.location as string).split("/").pop();
    const early = await student.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themes[0]!.id, kind: "audio", duration_seconds: 3 } });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0]).toMatch(/aún no termina/);
    const long = await student.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themes[0]!.id, kind: "audio", duration_seconds: 301 } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatch(/5 minutos/);

    const done = await upload(student, bytes);
    const first = await student.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: done.id, theme: themes[0]!.id, kind: "audio", duration_seconds: 3 } });
    expect(first.statusCode).toBe(201);
    const again = await student.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: done.id, theme: themes[0]!.id, kind: "audio", duration_seconds: 3 } });
    expect(again.statusCode).toBe(404);
  });

  it("needs access to the level, and holds the pending limit per level", async () => {
    const { themes, student } = await classroom();
    const outsider = await person();
    const refused = await send(outsider, themes[0]!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatch(/acceso a este nivel/);
    for (let i = 0; i < 3; i += 1) expect((await send(student, themes[1]!.id)).statusCode).toBe(201);
    const fourth = await send(student, themes[1]!.id);
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().errors[0]).toMatch(/Ya tienes 3 interpretaciones/);
  });

  it("someone else's upload is not found, neither to resume nor to send", async () => {
    const { level, themes, student } = await classroom();
    // A classmate with access to the same level.
    const other = await person();
    await createAccessService(ctx.db).grantAccess({ userId: other.id, scope: "level", targetId: level.id, months: 1, source: "admin" });
    const bytes = webm();
    const created = await student.call({
      method: "POST",
      url: "/api/submissions/uploads/",
      headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": meta({ filetype: "video/webm", uploader: String(other.id) }) },
    });
    const location = created.headers.location as string;
    expect(created.statusCode).toBe(201);
    const head = await other.call({ method: "HEAD", url: location, headers: { "tus-resumable": "1.0.0" } });
    expect(head.statusCode).toBe(404);
    const patch = await other.call({
      method: "PATCH",
      url: location,
      headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
      payload: bytes,
    });
    expect(patch.statusCode, patch.body).toBe(404);
    await student.call({ method: "PATCH", url: location, headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" }, payload: bytes });
    const stolen = await other.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: location.split("/").pop(), theme: themes[0]!.id, kind: "audio", duration_seconds: 3 } });
    expect(stolen.statusCode).toBe(404);
    const noProtocol = await student.call({ method: "POST", url: "/api/submissions/uploads/", headers: { "upload-length": "10" } });
    expect(noProtocol.statusCode).toBe(412);
    expect(noProtocol.headers["content-type"]).toMatch(/^application\/json/);
    expect(noProtocol.json().errors[0]).toMatch(/Tus-Resumable/);
    const anonymous = await ctx.app.inject({ method: "POST", url: "/api/submissions/uploads/", headers: { "tus-resumable": "1.0.0", "upload-length": "10" } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("the sweep removes uploads abandoned for a day", async () => {
    const student = await person();
    const created = await student.call({
      method: "POST",
      url: "/api/submissions/uploads/",
      headers: { "tus-resumable": "1.0.0", "upload-length": "1000", "upload-metadata": meta({ filetype: "video/webm" }) },
    });
    const id = (created.headers.location as string).split("/").pop()!;
    expect(stagedFiles()).toContain(id);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 25 * 3600 * 1000));
    try {
      await ctx.app.jobs.runOnce();
    } finally {
      vi.useRealTimers();
    }
    expect(stagedFiles()).not.toContain(id);
  });
});

describe("the teacher answers", () => {
  it("claims, pins comments to seconds, answers; the student is notified and reads it", async () => {
    const { themes, student, teacher } = await classroom();
    const take = (await send(student, themes[0]!.id)).json();
    const early = await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/comments/`, payload: { at_seconds: 3, body: "Antes de tomarla" } });
    expect(early.statusCode).toBe(409);
    const claimed = await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/claim/` });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().status).toBe("in_review");
    await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/comments/`, payload: { at_seconds: 7.25, body: "Aquí te adelantas: escucha la guacharaca." } });
    const commented = await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/comments/`, payload: { at_seconds: 2, body: "Buen comienzo" } });
    expect(commented.statusCode).toBe(201);
    expect(commented.json().comments.map((c: { at_seconds: number }) => c.at_seconds)).toEqual([2, 7.25]);
    const outside = await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/comments/`, payload: { at_seconds: 40, body: "Fuera" } });
    expect(outside.statusCode).toBe(400);
    const withdrawnLate = await student.call({ method: "GET", url: `/api/submissions/${take.id}/` });
    expect(withdrawnLate.json().status).toBe("in_review");

    const reviewed = await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/review/`, payload: { verdict: "retry", reply: "Vas bien. Trabaja el pulso del segundo compás." } });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: "reviewed", verdict: "retry", promise: null });

    const mine = await student.call({ method: "GET", url: `/api/submissions/${take.id}/` });
    expect(mine.json()).toMatchObject({ status: "reviewed", verdict: "retry", reply: "Vas bien. Trabaja el pulso del segundo compás." });
    expect(mine.json().comments).toHaveLength(2);
    const told = await ctx.db.select().from(notifications).where(eq(notifications.userId, student.id));
    expect(told).toEqual([expect.objectContaining({ kind: "submission_reviewed", link: `/academia/revisiones/${take.id}` })]);

    const twice = await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/review/`, payload: { verdict: "approved", reply: "Otra vez" } });
    expect(twice.statusCode).toBe(409);
    const withdraw = await student.call({ method: "DELETE", url: `/api/submissions/${take.id}/` });
    expect(withdraw.statusCode).toBe(409);
  });

  it("two teachers who claim at once: one wins, the other is told who has it", async () => {
    const { course, themes, student, teacher } = await classroom();
    const second = await person("teacher");
    await ctx.db.insert(teacherCourses).values({ teacherId: second.id, courseId: course.id });
    for (let round = 0; round < 3; round += 1) {
      const take = (await send(student, themes[0]!.id)).json();
      const answers = await Promise.all([teacher, second].map((t) => t.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/claim/` })));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json().errors[0]).toMatch(/ya está revisando esta interpretación/);
      const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, take.id));
      expect([teacher.id, second.id]).toContain(row!.teacherId);
      await student.call({ method: "DELETE", url: `/api/submissions/${take.id}/` });
    }
  });

  it("the queue is paginated, oldest first, filtered by status, and shows only the teacher's courses", async () => {
    const a = await classroom();
    const b = await classroom();
    const first = (await send(a.student, a.themes[0]!.id)).json();
    const second = (await send(a.student, a.themes[1]!.id)).json();
    const other = (await send(b.student, b.themes[0]!.id)).json();
    const page = await a.teacher.call({ method: "GET", url: "/api/teacher/submissions/?page_size=1" });
    expect(page.json()).toMatchObject({ count: 2, results: [{ id: first.id }] });
    expect(page.json().next).toContain("page=2");
    await a.teacher.call({ method: "POST", url: `/api/teacher/submissions/${first.id}/claim/` });
    const waiting = await a.teacher.call({ method: "GET", url: "/api/teacher/submissions/?status=submitted" });
    expect(waiting.json().results.map((s: { id: number }) => s.id)).toEqual([second.id]);
    const bad = await a.teacher.call({ method: "GET", url: "/api/teacher/submissions/?status=perdida" });
    expect(bad.statusCode).toBe(400);
    // Another course's take: not in the queue, and not found by id.
    expect((await a.teacher.call({ method: "GET", url: `/api/teacher/submissions/${other.id}/` })).statusCode).toBe(404);
    expect((await a.teacher.call({ method: "POST", url: `/api/teacher/submissions/${other.id}/claim/` })).statusCode).toBe(404);
    // An admin sees every course.
    const admin = await person("admin");
    const all = await admin.call({ method: "GET", url: `/api/teacher/submissions/?student=${b.student.id}` });
    expect(all.json().results.map((s: { id: number }) => s.id)).toEqual([other.id]);
  });
});

describe("authorization", () => {
  it("a student sees only their own takes; a student cannot use the teacher's routes; anonymous gets 401", async () => {
    const { themes, student } = await classroom();
    const take = (await send(student, themes[0]!.id)).json();
    const other = await person();
    expect((await other.call({ method: "GET", url: `/api/submissions/${take.id}/` })).statusCode).toBe(404);
    expect((await other.call({ method: "DELETE", url: `/api/submissions/${take.id}/` })).statusCode).toBe(404);
    expect((await other.call({ method: "GET", url: "/api/submissions/" })).json().count).toBe(0);
    expect((await student.call({ method: "GET", url: "/api/teacher/submissions/" })).statusCode).toBe(403);
    expect((await student.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/claim/` })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: `/api/submissions/${take.id}/` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "GET", url: "/api/teacher/submissions/" })).statusCode).toBe(401);
    const withdrawn = await student.call({ method: "DELETE", url: `/api/submissions/${take.id}/` });
    expect(withdrawn.json()).toMatchObject({ status: "withdrawn", media_url: null });
  });

  it("a teacher assigns practice only to students of their courses; the student sees it and links a take", async () => {
    const { themes, student, teacher } = await classroom();
    const stranger = await classroom();
    const take = (await send(student, themes[0]!.id)).json();
    const due = new Date(Date.now() + 7 * 86400_000).toISOString().slice(0, 10);
    const ladder = { theme: themes[0]!.id, kind: "tempo_ladder", air: "paseo", bars: 8, tempo_from: 80, tempo_to: 100, tempo_step: 4, pass_percent: 80, due_on: due };
    const refused = await teacher.call({ method: "POST", url: "/api/teacher/assignments/", payload: { ...ladder, student: stranger.student.id } });
    expect(refused.statusCode).toBe(404);
    const incomplete = await teacher.call({ method: "POST", url: "/api/teacher/assignments/", payload: { ...ladder, student: student.id, tempo_step: null } });
    expect(incomplete.statusCode).toBe(400);
    const created = await teacher.call({ method: "POST", url: "/api/teacher/assignments/", payload: { ...ladder, student: student.id, from_submission: take.id } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "paseo de 80 a 100 BPM", due_on: due, submissions: 0 });
    const mine = await student.call({ method: "GET", url: "/api/assignments/" });
    expect(mine.json().results).toEqual([expect.objectContaining({ id: created.json().id, title: "paseo de 80 a 100 BPM" })]);
    expect((await stranger.student.call({ method: "GET", url: "/api/assignments/" })).json().count).toBe(0);
    const linked = await send(student, themes[0]!.id, undefined, { assignment: created.json().id });
    expect(linked.json().assignment_id).toBe(created.json().id);
    const foreign = await send(stranger.student, stranger.themes[0]!.id, undefined, { assignment: created.json().id });
    expect(foreign.statusCode).toBe(404);
    const after = await student.call({ method: "GET", url: "/api/assignments/" });
    expect(after.json().results[0].submissions).toBe(1);
  });

  it("the admin makes a teacher with courses, sees the figures, and an admin can refuse nonsense", async () => {
    const admin = await person("admin");
    const { course, themes, student } = await classroom();
    const candidate = await person();
    const made = await admin.call({ method: "PUT", url: `/api/admin/teachers/${candidate.id}/`, payload: { is_teacher: true, courses: [course.id] } });
    expect(made.statusCode).toBe(200);
    const relogged = await login(ctx, { email: (await ctx.db.query.users.findFirst({ where: (u, { eq: e }) => e(u.id, candidate.id) }))!.email, password: "Contrasena-Segura-1" });
    expect(relogged.user.role).toBe("teacher");
    const take = (await send(student, themes[0]!.id)).json();
    const teacher = { call: (o: InjectOptions) => injectWithToken(ctx, relogged.access, o) };
    await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/claim/` });
    await teacher.call({ method: "POST", url: `/api/teacher/submissions/${take.id}/review/`, payload: { verdict: "approved", reply: "¡Muy bien!" } });
    const list = await admin.call({ method: "GET", url: "/api/admin/teachers/?page_size=100" });
    const row = list.json().results.find((t: { id: number }) => t.id === candidate.id);
    expect(row).toMatchObject({ courses: [{ id: course.id }], reviewed: 1, within_promise_percent: 100 });
    expect(row.median_hours).toBeGreaterThanOrEqual(0);
    expect((await admin.call({ method: "PUT", url: `/api/admin/teachers/${candidate.id}/`, payload: { is_teacher: true, courses: [999999] } })).statusCode).toBe(404);
    expect((await candidate.call({ method: "GET", url: "/api/admin/teachers/" })).statusCode).toBe(401);
    expect((await student.call({ method: "GET", url: "/api/admin/teachers/" })).statusCode).toBe(403);
  });
});

describe("tempo ladders", () => {
  it("climb rung by rung from the rungs kept at the % asked", () => {
    const ladder = { tempoFrom: 80, tempoTo: 100, tempoStep: 4 };
    expect(ladderProgress(ladder, null)).toEqual({ reached_bpm: null, next_bpm: 80, done: false });
    expect(ladderProgress(ladder, 76)).toEqual({ reached_bpm: null, next_bpm: 80, done: false });
    expect(ladderProgress(ladder, 80)).toEqual({ reached_bpm: 80, next_bpm: 84, done: false });
    expect(ladderProgress(ladder, 90)).toEqual({ reached_bpm: 90, next_bpm: 92, done: false });
    expect(ladderProgress(ladder, 98)).toEqual({ reached_bpm: 98, next_bpm: 100, done: false });
    expect(ladderProgress(ladder, 120)).toEqual({ reached_bpm: 100, next_bpm: null, done: true });
  });

  it("each saved metronome take at the % asked, on the ladder's air, climbs it for the student and the teacher", async () => {
    const { themes, student, teacher } = await classroom();
    await send(student, themes[0]!.id);
    const due = new Date(Date.now() + 7 * 86400_000).toISOString().slice(0, 10);
    const created = await teacher.call({
      method: "POST",
      url: "/api/teacher/assignments/",
      payload: { student: student.id, theme: themes[0]!.id, kind: "tempo_ladder", air: "paseo", bars: 8, tempo_from: 80, tempo_to: 100, tempo_step: 4, pass_percent: 80, due_on: due },
    });
    expect(created.json().progress).toEqual({ reached_bpm: null, next_bpm: 80, done: false });
    const [accordion] = await ctx.db.select().from(instruments).limit(1);
    const session = (n: number, tempo: number, hit: number, air: "paseo" | "son") => ({
      userId: student.id,
      startId: `00000000-0000-4000-9000-${String(student.id * 100 + n).padStart(12, "0")}`,
      tool: "metronome" as const,
      instrumentId: accordion!.id,
      durationSeconds: 60,
      tempoBpm: tempo,
      air,
      hitPercent: hit,
      meanOffsetMs: 5,
      spreadMs: 10,
      tempoReachedBpm: tempo,
      onsetCount: 32,
      startedAt: new Date(),
      createdAt: new Date(Date.now() + 1000),
      localDate: "2026-01-01",
    });
    // 88 kept at 85 %; 96 only at 70 %; 100 on another air: the ladder stands at 88.
    await ctx.db.insert(practiceSessions).values([session(1, 88, 85, "paseo"), session(2, 96, 70, "paseo"), session(3, 100, 95, "son")]);
    const mine = await student.call({ method: "GET", url: "/api/assignments/" });
    expect(mine.json().results[0].progress).toEqual({ reached_bpm: 88, next_bpm: 92, done: false });
    const theirs = await teacher.call({ method: "GET", url: "/api/teacher/assignments/" });
    expect(theirs.json().results[0].progress).toEqual({ reached_bpm: 88, next_bpm: 92, done: false });
  });
});
