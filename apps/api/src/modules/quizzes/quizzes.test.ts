import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourse, createQuiz, createLevel } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";
import { createAccessService } from "../access/access.service";

let ctx: TestContext;
let levelId: number;
let lockedLevelId: number;
let quiz: Awaited<ReturnType<typeof createQuiz>>;
let token: string;
let userId: number;

beforeAll(async () => {
  ctx = await build();
  const course = await createCourse(ctx);
  levelId = (await createLevel(ctx, course.id)).level.id;
  lockedLevelId = (await createLevel(ctx, course.id)).level.id;
  // Q1 single (2nd correct), Q2 multiple (1st and 3rd correct of 4), Q3 single, Q4 single.
  quiz = await createQuiz(ctx, levelId, [
    { options: [false, true, false] },
    { kind: "multiple", options: [true, false, true, false] },
    { options: [true, false] },
    { options: [false, true] },
  ]);
  for (let i = 2; i <= 25; i += 1) await createQuiz(ctx, levelId, [{ options: [true, false] }], i);
  await createQuiz(ctx, lockedLevelId, [{ options: [true, false] }]);
  const user = await createUser(ctx);
  userId = user.id;
  token = (await login(ctx, user)).access;
  await createAccessService(ctx.db).grantAccess({ userId, scope: "level", targetId: levelId, months: 1, source: "admin" });
});
afterAll(async () => {
  await ctx.close();
});

const q = (index: number) => quiz.questions[index]!;
const opt = (question: number, option: number) => q(question).options[option]!.id;
const attemptUrl = () => `/api/levels/${levelId}/exercises/${quiz.exercise.id}/attempts/`;
const submit = (answers: { question_id: number; option_ids: number[] }[], as = token, url = attemptUrl()) =>
  injectWithToken(ctx, as, { method: "POST", url, payload: { answers } });

describe("exercise lists and details", () => {
  it("paginates a level's exercises within bounds", async () => {
    const first = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${levelId}/exercises/?page_size=10` })).json();
    expect(first.count).toBe(25);
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toMatchObject({ id: quiz.exercise.id, questions_count: 4, pass_mark: 70, best_score: null, passed: false });
    expect(first.next).toBe(`/api/levels_public/${levelId}/exercises/?page_size=10&page=2`);
    const last = (await injectWithToken(ctx, token, { method: "GET", url: `/api/levels/${levelId}/exercises/?page_size=10&page=3` })).json();
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();
    const beyond = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${levelId}/exercises/?page=9` })).json();
    expect(beyond.results).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: `/api/levels_public/${levelId}/exercises/?page_size=0` })).statusCode).toBe(400);
    const missing = await ctx.app.inject({ method: "GET", url: "/api/levels_public/99999/exercises/" });
    expect(missing.json()).toEqual({ errors: ["El nivel no existe."], code: "not_found" });
  });

  it("shows questions and options without the answers, publicly and signed in", async () => {
    for (const response of [
      await ctx.app.inject({ method: "GET", url: `/api/levels_public/${levelId}/exercises/${quiz.exercise.id}/` }),
      await injectWithToken(ctx, token, { method: "GET", url: `/api/levels/${levelId}/exercises/${quiz.exercise.id}/` }),
    ]) {
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.questions).toHaveLength(4);
      expect(body.questions[1]).toMatchObject({ kind: "multiple", prompt: "Pregunta 2" });
      expect(Object.keys(body.questions[0].options[0]).sort()).toEqual(["id", "text"]);
      expect(response.body).not.toMatch(/is_correct|correct|explanation|Explicación/i);
    }
    const wrongLevel = await ctx.app.inject({ method: "GET", url: `/api/levels_public/${lockedLevelId}/exercises/${quiz.exercise.id}/` });
    expect(wrongLevel.json()).toEqual({ errors: ["El ejercicio no existe."], code: "not_found" });
  });

  it("remembers the last exercise opened in each level", async () => {
    const user = await createUser(ctx);
    const own = (await login(ctx, user)).access;
    const lastSeen = () => injectWithToken(ctx, own, { method: "GET", url: `/api/levels/${levelId}/exercises/last-seen/` });
    expect((await lastSeen()).json()).toEqual({ exercise: null, seen_at: null });
    const list = (await ctx.app.inject({ method: "GET", url: `/api/levels_public/${levelId}/exercises/?page_size=3` })).json();
    await injectWithToken(ctx, own, { method: "GET", url: `/api/levels/${levelId}/exercises/${list.results[2].id}/` });
    await injectWithToken(ctx, own, { method: "GET", url: `/api/levels/${levelId}/exercises/${list.results[1].id}/` });
    // The public variant never records anything.
    await ctx.app.inject({ method: "GET", url: `/api/levels_public/${levelId}/exercises/${list.results[0].id}/` });
    const seen = (await lastSeen()).json();
    expect(seen.exercise).toMatchObject({ id: list.results[1].id, last_seen: true });
    expect(seen.seen_at).not.toBeNull();
    const mine = (await injectWithToken(ctx, own, { method: "GET", url: `/api/levels/${levelId}/exercises/?page_size=3` })).json();
    expect(mine.results.map((e: { last_seen: boolean }) => e.last_seen)).toEqual([false, true, false]);
    expect((await ctx.app.inject({ method: "GET", url: `/api/levels/${levelId}/exercises/last-seen/` })).statusCode).toBe(401);
  });
});

describe("grading", () => {
  it("grades all right answers as 100 with feedback only in the result", async () => {
    const response = await submit([
      { question_id: q(0).question.id, option_ids: [opt(0, 1)] },
      { question_id: q(1).question.id, option_ids: [opt(1, 0), opt(1, 2)] },
      { question_id: q(2).question.id, option_ids: [opt(2, 0)] },
      { question_id: q(3).question.id, option_ids: [opt(3, 1)] },
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ score: 100, passed: true, correct_count: 4, total_questions: 4, pass_mark: 70 });
    expect(body.questions[1]).toMatchObject({ credit: 1, correct: true, correct_option_ids: [opt(1, 0), opt(1, 2)], explanation: "Explicación 2" });
  });

  it("grades wrong answers as 0 and unanswered questions as wrong", async () => {
    const body = (await submit([{ question_id: q(0).question.id, option_ids: [opt(0, 0)] }])).json();
    expect(body).toMatchObject({ score: 0, passed: false, correct_count: 0 });
    expect(body.questions[0]).toMatchObject({ credit: 0, correct: false, selected_option_ids: [opt(0, 0)], correct_option_ids: [opt(0, 1)] });
    expect(body.questions[3]).toMatchObject({ credit: 0, selected_option_ids: [] });
  });

  it("gives partial credit on multiple choice: (right − wrong) / correct, never below 0", async () => {
    const multipleOnly = async (ids: number[]) =>
      (await submit([{ question_id: q(1).question.id, option_ids: ids }])).json().questions[1].credit as number;
    expect(await multipleOnly([opt(1, 0)])).toBe(0.5);
    expect(await multipleOnly([opt(1, 0), opt(1, 1)])).toBe(0);
    expect(await multipleOnly([opt(1, 0), opt(1, 1), opt(1, 2), opt(1, 3)])).toBe(0);
    expect(await multipleOnly([opt(1, 1)])).toBe(0);
    // 1 + 0.5 + 1 + 0 = 2.5 of 4 → 63, below the pass mark of 70.
    const partial = (
      await submit([
        { question_id: q(0).question.id, option_ids: [opt(0, 1)] },
        { question_id: q(1).question.id, option_ids: [opt(1, 2)] },
        { question_id: q(2).question.id, option_ids: [opt(2, 0)] },
      ])
    ).json();
    expect(partial).toMatchObject({ score: 63, passed: false, correct_count: 2 });
  });

  it("refuses malformed answers with Spanish messages and saves nothing", async () => {
    const before = (await injectWithToken(ctx, token, { method: "GET", url: attemptUrl() })).json().count;
    const cases: [unknown, string[]][] = [
      [[{ question_id: q(0).question.id, option_ids: [opt(0, 0), opt(0, 1)] }], ["La pregunta 1 admite una sola respuesta."]],
      [[{ question_id: q(0).question.id, option_ids: [opt(1, 0)] }], ["Una opción elegida no pertenece a la pregunta 1."]],
      [[{ question_id: 999_999, option_ids: [1] }], ["La respuesta incluye una pregunta que no pertenece a este ejercicio."]],
      [
        [
          { question_id: q(2).question.id, option_ids: [opt(2, 0)] },
          { question_id: q(2).question.id, option_ids: [opt(2, 1)] },
        ],
        ["La pregunta 3 aparece más de una vez."],
      ],
      [[], ["Responda al menos una pregunta."]],
    ];
    for (const [answers, errors] of cases) {
      const response = await injectWithToken(ctx, token, { method: "POST", url: attemptUrl(), payload: { answers } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors, code: "validation_error" });
    }
    const bad = await injectWithToken(ctx, token, { method: "POST", url: attemptUrl(), payload: { answers: "todas" } });
    expect(bad.statusCode).toBe(400);
    expect((await injectWithToken(ctx, token, { method: "GET", url: attemptUrl() })).json().count).toBe(before);
  });

  it("requires access to the level to submit", async () => {
    const locked = await createQuiz(ctx, lockedLevelId, [{ options: [true, false] }], 2);
    const response = await submit(
      [{ question_id: locked.questions[0]!.question.id, option_ids: [locked.questions[0]!.options[0]!.id] }],
      token,
      `/api/levels/${lockedLevelId}/exercises/${locked.exercise.id}/attempts/`,
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().errors).toEqual(["Necesitas acceso a este nivel para presentar sus ejercicios."]);
    const anonymous = await ctx.app.inject({ method: "POST", url: attemptUrl(), payload: { answers: [] } });
    expect(anonymous.statusCode).toBe(401);
  });

  it("announces quiz.passed once per student and exercise, even under parallel passes", async () => {
    const user = await createUser(ctx);
    const own = (await login(ctx, user)).access;
    await createAccessService(ctx.db).grantAccess({ userId: user.id, scope: "all", months: 1, source: "admin" });
    const passed: unknown[] = [];
    const off = ctx.app.events.on("quiz.passed", (e) => void passed.push(e));
    const answers = [
      { question_id: q(0).question.id, option_ids: [opt(0, 1)] },
      { question_id: q(1).question.id, option_ids: [opt(1, 0), opt(1, 2)] },
      { question_id: q(2).question.id, option_ids: [opt(2, 0)] },
    ];
    const responses = await Promise.all(Array.from({ length: 6 }, () => submit(answers, own)));
    await submit(answers, own);
    off();
    expect(responses.every((r) => r.statusCode === 201 && r.json().passed === true)).toBe(true);
    expect(passed).toHaveLength(1);
    expect(passed[0]).toMatchObject({ userId: user.id, exerciseId: quiz.exercise.id, levelId, score: 75 });
    const summary = (await injectWithToken(ctx, own, { method: "GET", url: `/api/levels/${levelId}/exercises/?page_size=1` })).json();
    expect(summary.results[0]).toMatchObject({ best_score: 75, attempts_count: 7, passed: true });
  });
});
