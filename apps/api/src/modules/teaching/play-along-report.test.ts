import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teacherCourses } from "@fz/db/schema";
import { createAccessService } from "../access/access.service";
import { createCourse, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { webm } from "../../../test/media-files";

/** «Tócalo conmigo» (issue 39): a take sent with its report against the score, as the teacher reads it. */
let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "fz-play-along-"));
  ctx = await build({ DATA_DIR: dataDir, LOGIN_RATE_LIMIT_PER_IP: "1000" });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function person(role: "student" | "teacher" = "student") {
  const user = await createUser(ctx, { role });
  const token = (await login(ctx, user)).access;
  return { id: user.id, call: (options: InjectOptions) => injectWithToken(ctx, token, options) };
}

async function upload(who: Awaited<ReturnType<typeof person>>, bytes: Buffer): Promise<string> {
  const created = await who.call({
    method: "POST",
    url: "/api/submissions/uploads/",
    headers: { "tus-resumable": "1.0.0", "upload-length": String(bytes.length), "upload-metadata": `filetype ${Buffer.from("audio/webm").toString("base64")}` },
  });
  expect(created.statusCode).toBe(201);
  const location = created.headers.location as string;
  const patched = await who.call({ method: "PATCH", url: location, headers: { "tus-resumable": "1.0.0", "upload-offset": "0", "content-type": "application/offset+octet-stream" }, payload: bytes });
  expect(patched.statusCode).toBe(204);
  return location.split("/").pop()!;
}

const verdicts = [
  { bar: 1, kind: "on_time", expected: "Sol4", played: null, offset_ms: 4 },
  { bar: 1, kind: "late", expected: "La4", played: null, offset_ms: 60 },
  { bar: 2, kind: "wrong", expected: "Si4", played: "Do5 (botón 4 de la hilera 1, cerrando)", offset_ms: -3 },
  { bar: 2, kind: "missed", expected: "Do5", played: null, offset_ms: null },
];
const playAlong = {
  score_id: 3,
  score_title: "Escala de Sol",
  from_bar: 1,
  to_bar: 2,
  accompaniment: "video",
  speed: 0.75,
  notes: 4,
  on_time: 1,
  early: 0,
  late: 1,
  wrong: 1,
  missed: 1,
  extra: 0,
  verdicts,
  bars: [
    { bar: 1, percent: 50 },
    { bar: 2, percent: 0 },
  ],
};
const figures = { hit_percent: 25, mean_offset_ms: 20, spread_ms: null, tempo_bpm: 75, tempo_played_bpm: 74, air: null, play_along: playAlong };

describe("a «Tócalo conmigo» take sent to the teacher", () => {
  it("keeps its report note by note, and the teacher reads it", async () => {
    const course = await createCourse(ctx);
    const { level, themes } = await createLevel(ctx, course.id, { topics: 1, free: 0 });
    const student = await person();
    await createAccessService(ctx.db).grantAccess({ userId: student.id, scope: "level", targetId: level.id, months: 1, source: "admin" });
    const teacher = await person("teacher");
    await ctx.db.insert(teacherCourses).values({ teacherId: teacher.id, courseId: course.id });

    const refused = await student.call({
      method: "POST",
      url: "/api/submissions/",
      payload: { upload_id: await upload(student, webm()), theme: themes[0]!.id, kind: "audio", duration_seconds: 6, figures: { ...figures, play_along: { ...playAlong, verdicts: verdicts.slice(1) } } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain("El informe debe traer cada nota de la toma");

    const sent = await student.call({ method: "POST", url: "/api/submissions/", payload: { upload_id: await upload(student, webm()), theme: themes[0]!.id, kind: "audio", duration_seconds: 6, figures } });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().figures).toEqual(figures);
    const seen = await teacher.call({ method: "GET", url: `/api/teacher/submissions/${sent.json().id}/` });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().figures.play_along.verdicts[2]).toEqual(verdicts[2]);
  });
});
