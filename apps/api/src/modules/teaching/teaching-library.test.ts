import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, submissions, teacherCourses, users } from "@fz/db/schema";
import { createAccessService } from "../access/access.service";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { webm } from "../../../test/media-files";

/**
 * The rest of the loop (issue 38, decision 046): the teacher's recorded reply, the level's shared
 * library, the queue's filters, and deleting an account with its takes.
 */

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-teaching-library-"));
  ctx = await build({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function person(role: "student" | "teacher" | "admin" = "student", names: { firstName?: string; lastName?: string } = {}) {
  const user = await createUser(ctx, { role, ...names });
  const token = (await login(ctx, user)).access;
  return { ...user, call: (options: InjectOptions) => injectWithToken(ctx, token, options) };
}
type Person = Awaited<ReturnType<typeof person>>;

async function classroom() {
  const course = await createCourse(ctx);
  const { level, themes } = await createLevel(ctx, course.id, { topics: 2, free: 0 });
  const student = await person("student", { firstName: "Andrés", lastName: "Gómez Peña" });
  const classmate = await person("student", { firstName: "Lucía", lastName: "Ramos" });
  for (const who of [student, classmate]) {
    await createAccessService(ctx.db).grantAccess({ userId: who.id, scope: "level", targetId: level.id, months: 1, source: "admin" });
  }
  const teacher = await person("teacher", { firstName: "Mateo", lastName: "Díaz" });
  await ctx.db.insert(teacherCourses).values({ teacherId: teacher.id, courseId: course.id });
  return { course, level, themes, student, classmate, teacher };
}

const meta = (pairs: Record<string, string>) =>
  Object.entries(pairs)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString("base64")}`)
    .join(",");

/** A complete tus upload of `bytes`, answered with its id. */
async function upload(who: Person, bytes: Buffer = webm(), type = "video/webm"): Promise<string> {
  const created = await who.call({
    method: "POST",
    url: "/api/submissions/uploads/",
    headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": meta({ filetype: type, filename: "toma.webm" }) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const location = created.headers.location as string;
  const patched = await who.call({
    method: "PATCH",
    url: location,
    headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    payload: bytes,
  });
  expect(patched.statusCode).toBe(204);
  return location.split("/").pop()!;
}

async function sendTake(who: Person, themeId: number): Promise<number> {
  const id = await upload(who);
  const response = await who.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: id, theme: themeId, kind: "audio", duration_seconds: 12 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

/** A take sent, claimed, commented at 3 s and answered. */
async function reviewedTake(room: Awaited<ReturnType<typeof classroom>>, topicIndex = 0): Promise<number> {
  const id = await sendTake(room.student, room.themes[topicIndex]!.id);
  expect((await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/claim/` })).statusCode).toBe(200);
  await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/comments/`, payload: { at_seconds: 3, body: "Aquí se adelanta el bajo" } });
  const answered = await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/review/`, payload: { verdict: "approved", reply: "¡Muy bien!" } });
  expect(answered.statusCode, answered.body).toBe(200);
  return id;
}

const takeFiles = () => (existsSync(path.join(dataDir, "media", "videos", "takes")) ? readdirSync(path.join(dataDir, "media", "videos", "takes")) : []);
const stagedUploads = () => (existsSync(path.join(dataDir, "tus")) ? readdirSync(path.join(dataDir, "tus")).filter((f) => !f.endsWith(".json")) : []);

describe("the teacher's recorded reply", () => {
  it("goes through tus, is stored privately, and plays for the student beside the text", async () => {
    const room = await classroom();
    const id = await sendTake(room.student, room.themes[0]!.id);
    await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/claim/` });
    const before = takeFiles().length;
    const replyUpload = await upload(room.teacher);
    const answered = await room.teacher.call({
      method: "POST",
      url: `/api/teacher/submissions/${id}/review/`,
      payload: { verdict: "retry", reply: "Escucha cómo lo toco yo", reply_media: { upload_id: replyUpload, kind: "video", duration_seconds: 20.5 } },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().reply_media).toMatchObject({ kind: "video", media_type: "video/webm", duration_seconds: 20.5 });
    expect(takeFiles().length).toBe(before + 1);
    expect(stagedUploads().some((f) => f.startsWith(replyUpload))).toBe(false);

    const seen = (await room.student.call({ method: "GET", url: `/api/submissions/${id}/` })).json();
    expect(seen.reply).toBe("Escucha cómo lo toco yo");
    const media = await ctx.app.inject({ method: "GET", url: seen.reply_media.url, headers: { range: "bytes=0-3" } });
    expect(media.statusCode).toBe(206);
    expect(media.rawPayload.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    // The URL is signed: without its signature the file is not served.
    const unsigned = await ctx.app.inject({ method: "GET", url: seen.reply_media.url.split("?")[0] });
    expect(unsigned.statusCode).not.toBe(200);
    expect(unsigned.statusCode).not.toBe(206);
  });

  it("refuses a reply that is not a recording, someone else's upload, and an answer without the claim, leaving nothing", async () => {
    const room = await classroom();
    const id = await sendTake(room.student, room.themes[0]!.id);
    await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/claim/` });
    const before = takeFiles().length;

    const text = await upload(room.teacher, Buffer.from("esto no es un video ".repeat(20)));
    const bad = await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/review/`, payload: { verdict: "approved", reply: "Bien", reply_media: { upload_id: text, kind: "audio", duration_seconds: 3 } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatch(/no es un video o audio/);
    expect(stagedUploads().some((f) => f.startsWith(text))).toBe(false);

    const studentsUpload = await upload(room.student);
    const foreign = await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/review/`, payload: { verdict: "approved", reply: "Bien", reply_media: { upload_id: studentsUpload, kind: "audio", duration_seconds: 3 } } });
    expect(foreign.statusCode).toBe(404);

    const other = await person("teacher");
    await ctx.db.insert(teacherCourses).values({ teacherId: other.id, courseId: room.course.id });
    const unclaimed = await other.call({ method: "POST", url: `/api/teacher/submissions/${id}/review/`, payload: { verdict: "approved", reply: "Bien", reply_media: { upload_id: await upload(other), kind: "audio", duration_seconds: 3 } } });
    expect(unclaimed.statusCode).toBe(409);

    expect(takeFiles().length).toBe(before);
    const [row] = await ctx.db.select().from(submissions).where(eq(submissions.id, id));
    expect(row!.status).toBe("in_review");
    expect(row!.replyMediaSource).toBeNull();
  });
});

describe("the level's shared library", () => {
  it("shows a take only once the student allows it and a teacher approves, names by first name and initial, and hides it at once when withdrawn", async () => {
    const room = await classroom();
    const id = await reviewedTake(room);
    const library = (who: Person, theme = room.themes[0]!.id) => who.call({ method: "GET", url: `/api/submissions/shared/?theme=${theme}` });

    expect((await library(room.classmate)).json()).toMatchObject({ count: 0, results: [] });
    // Private by default; approving what the student did not allow is refused.
    expect((await room.student.call({ method: "GET", url: `/api/submissions/${id}/` })).json().sharing).toBe("private");
    const early = await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/share/`, payload: { approved: true } });
    expect(early.statusCode).toBe(409);

    const allowed = await room.student.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: true } });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().sharing).toBe("requested");
    expect((await library(room.classmate)).json().count).toBe(0);
    expect((await room.teacher.call({ method: "GET", url: `/api/teacher/submissions/${id}/` })).json().sharing).toBe("requested");

    const approved = await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/share/`, payload: { approved: true } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().sharing).toBe("shared");

    const page = (await library(room.classmate)).json();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({ id, student: "Andrés G.", teacher: "Mateo Díaz", verdict: "approved", reply: "¡Muy bien!", mine: false, reply_media: null });
    expect(page.results[0].comments).toEqual([expect.objectContaining({ at_seconds: 3, body: "Aquí se adelanta el bajo" })]);
    expect(JSON.stringify(page)).not.toMatch(/Gómez|@example\.com/);
    const media = await ctx.app.inject({ method: "GET", url: page.results[0].media_url, headers: { range: "bytes=0-3" } });
    expect(media.statusCode).toBe(206);
    expect((await library(room.student)).json().results[0].mine).toBe(true);
    // The other topic of the level shows nothing of it.
    expect((await library(room.classmate, room.themes[1]!.id)).json().count).toBe(0);

    const withdrawn = await room.student.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: false } });
    expect(withdrawn.json().sharing).toBe("private");
    expect((await library(room.classmate)).json().count).toBe(0);
    // Allowing again waits for a teacher again.
    await room.student.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: true } });
    expect((await library(room.classmate)).json().count).toBe(0);
  });

  it("is seen only by students with access to the level, the course's teachers and admins", async () => {
    const room = await classroom();
    const id = await reviewedTake(room);
    await room.student.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: true } });
    await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/share/`, payload: { approved: true } });
    const url = `/api/submissions/shared/?theme=${room.themes[0]!.id}`;

    expect((await ctx.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const outsider = await person();
    const refused = await outsider.call({ method: "GET", url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0]).toMatch(/acceso a este nivel/);
    const otherCourse = await createCourse(ctx);
    const stranger = await person("teacher");
    await ctx.db.insert(teacherCourses).values({ teacherId: stranger.id, courseId: otherCourse.id });
    expect((await stranger.call({ method: "GET", url })).statusCode).toBe(403);
    expect((await room.teacher.call({ method: "GET", url })).json().count).toBe(1);
    expect((await (await person("admin")).call({ method: "GET", url })).json().count).toBe(1);
    // By the topic page's address: the level and the slug.
    const bySlug = await room.classmate.call({ method: "GET", url: `/api/submissions/shared/?level=${room.level.id}&slug=${room.themes[0]!.slug}` });
    expect(bySlug.json().count).toBe(1);
    expect((await outsider.call({ method: "GET", url: `/api/submissions/shared/?level=${room.level.id}&slug=${room.themes[0]!.slug}` })).statusCode).toBe(403);
    expect((await room.classmate.call({ method: "GET", url: `/api/submissions/shared/?level=${room.level.id}&slug=no-existe` })).statusCode).toBe(404);
    const neither = await room.classmate.call({ method: "GET", url: `/api/submissions/shared/?level=${room.level.id}` });
    expect(neither.statusCode).toBe(400);
    expect(neither.json().errors[0]).toMatch(/Indica el tema/);
    expect((await room.classmate.call({ method: "GET", url: "/api/submissions/shared/?theme=abc" })).statusCode).toBe(400);
    expect((await room.classmate.call({ method: "GET", url: "/api/submissions/shared/?theme=2000000000" })).statusCode).toBe(404);
  });

  it("only the student shares their take, only a reviewed one, and only the course's teachers approve it", async () => {
    const room = await classroom();
    const id = await reviewedTake(room);
    const notYet = await sendTake(room.student, room.themes[1]!.id);
    const early = await room.student.call({ method: "PUT", url: `/api/submissions/${notYet}/share/`, payload: { share: true } });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors[0]).toMatch(/ya respondió/);

    expect((await room.classmate.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: true } })).statusCode).toBe(404);
    expect((await room.student.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: "sí" } })).statusCode).toBe(400);
    await room.student.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: true } });

    const otherCourse = await createCourse(ctx);
    const stranger = await person("teacher");
    await ctx.db.insert(teacherCourses).values({ teacherId: stranger.id, courseId: otherCourse.id });
    expect((await stranger.call({ method: "POST", url: `/api/teacher/submissions/${id}/share/`, payload: { approved: true } })).statusCode).toBe(404);
    expect((await room.student.call({ method: "POST", url: `/api/teacher/submissions/${id}/share/`, payload: { approved: true } })).statusCode).toBe(403);

    // Declining clears the student's permission.
    const declined = await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/share/`, payload: { approved: false } });
    expect(declined.json().sharing).toBe("private");
  });

  it("pages the library, newest answers first", async () => {
    const room = await classroom();
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await reviewedTake(room);
      await room.student.call({ method: "PUT", url: `/api/submissions/${id}/share/`, payload: { share: true } });
      await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${id}/share/`, payload: { approved: true } });
      ids.push(id);
    }
    const first = (await room.classmate.call({ method: "GET", url: `/api/submissions/shared/?theme=${room.themes[0]!.id}&page_size=2` })).json();
    expect(first.count).toBe(3);
    expect(first.results.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const second = (await room.classmate.call({ method: "GET", url: first.next })).json();
    expect(second.results.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
  });
});

describe("the queue's filters", () => {
  it("offers the teacher's courses with their levels, and the students who sent takes to them", async () => {
    const room = await classroom();
    await sendTake(room.student, room.themes[0]!.id);
    const courses = (await room.teacher.call({ method: "GET", url: "/api/teacher/courses/" })).json();
    expect(courses.results).toEqual([{ id: room.course.id, title: expect.any(String), levels: [{ id: room.level.id, title: expect.any(String) }] }]);

    const students = (await room.teacher.call({ method: "GET", url: "/api/teacher/students/" })).json();
    expect(students.results).toEqual([{ id: room.student.id, name: "Andrés Gómez Peña" }]);
    expect((await room.teacher.call({ method: "GET", url: "/api/teacher/students/?search=gómez" })).json().count).toBe(1);
    expect((await room.teacher.call({ method: "GET", url: "/api/teacher/students/?search=lucía" })).json().count).toBe(0);
    expect((await room.teacher.call({ method: "GET", url: "/api/teacher/students/?search=%25" })).json().count).toBe(0);

    const byStudent = (await room.teacher.call({ method: "GET", url: `/api/teacher/submissions/?student=${room.student.id}&level=${room.level.id}&course=${room.course.id}` })).json();
    expect(byStudent.count).toBe(1);
    expect((await room.teacher.call({ method: "GET", url: `/api/teacher/submissions/?student=${room.classmate.id}` })).json().count).toBe(0);

    expect((await room.student.call({ method: "GET", url: "/api/teacher/courses/" })).statusCode).toBe(403);
    expect((await room.student.call({ method: "GET", url: "/api/teacher/students/" })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "GET", url: "/api/teacher/students/" })).statusCode).toBe(401);
  });
});

describe("deleting an account", () => {
  it("deletes its takes: the rows, the files in the store (the teacher's recorded reply too) and its uploads still staged", async () => {
    const room = await classroom();
    const answered = await sendTake(room.student, room.themes[0]!.id);
    await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${answered}/claim/` });
    const reply = await upload(room.teacher);
    await room.teacher.call({ method: "POST", url: `/api/teacher/submissions/${answered}/review/`, payload: { verdict: "approved", reply: "Bien", reply_media: { upload_id: reply, kind: "audio", duration_seconds: 4 } } });
    await sendTake(room.student, room.themes[1]!.id);
    const staged = await upload(room.student);
    const classmatesTake = await sendTake(room.classmate, room.themes[0]!.id);

    const rows = await ctx.db.select().from(submissions).where(eq(submissions.studentId, room.student.id));
    const files = rows.flatMap((r) => [r.mediaSource, r.replyMediaSource]).filter((f): f is string => f !== null);
    expect(files).toHaveLength(3);
    for (const file of files) expect(takeFiles()).toContain(path.basename(file));
    expect(stagedUploads().some((f) => f.startsWith(staged))).toBe(true);

    const wrong = await room.student.call({ method: "DELETE", url: "/api/users/me/", payload: { password: "no-es-esta" } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toBe("La contraseña no es correcta.");
    expect(wrong.json().fields).toEqual({ password: "La contraseña no es correcta." });
    expect(takeFiles()).toContain(path.basename(files[0]!));

    const deleted = await room.student.call({ method: "DELETE", url: "/api/users/me/", payload: { password: room.student.password } });
    expect(deleted.statusCode, deleted.body).toBe(204);
    for (const file of files) expect(takeFiles()).not.toContain(path.basename(file));
    expect(stagedUploads().some((f) => f.startsWith(staged))).toBe(false);
    expect(await ctx.db.select().from(submissions).where(eq(submissions.studentId, room.student.id))).toEqual([]);
    expect(await ctx.db.select().from(users).where(eq(users.id, room.student.id))).toEqual([]);
    expect((await room.student.call({ method: "GET", url: "/api/users/whoami/" })).statusCode).toBe(401);
    // A classmate's take stays.
    expect((await room.classmate.call({ method: "GET", url: `/api/submissions/${classmatesTake}/` })).statusCode).toBe(200);
  });

  it("needs a session, keeps an admin's account, and an account with orders (accounting records) with its takes", async () => {
    expect((await ctx.app.inject({ method: "DELETE", url: "/api/users/me/", payload: { password: "x" } })).statusCode).toBe(401);
    const admin = await person("admin");
    const refused = await admin.call({ method: "DELETE", url: "/api/users/me/", payload: { password: admin.password } });
    expect(refused.statusCode).toBe(403);

    const room = await classroom();
    const take = await sendTake(room.student, room.themes[0]!.id);
    await ctx.db.insert(orders).values({ userId: room.student.id, status: "paid", provider: "manual", currency: "COP", totalMinor: 500_000, paidAt: new Date() });
    const kept = await room.student.call({ method: "DELETE", url: "/api/users/me/", payload: { password: room.student.password } });
    expect(kept.statusCode).toBe(409);
    expect(kept.json().errors[0]).toMatch(/compras/);
    expect((await room.student.call({ method: "GET", url: `/api/submissions/${take}/` })).statusCode).toBe(200);
  });
});
