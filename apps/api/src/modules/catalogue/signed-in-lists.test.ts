import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWithLevel, createQuiz, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, injectWithToken, signedInStudent, statementsOf } from "../../../test/helper";

/**
 * The signed-in levels list, a level, its temary and «dónde lo dejaste» are the catalogue's part
 * (rows, counts, prices, unlocking rules: kept with the public cache until a catalogue write,
 * decision 069) plus the student's own rows, read on every GET. A warm GET reads only the
 * student's rows; an administrator's write reaches the next GET; one student's progress never
 * shows to another.
 */
let ctx: TestContext;
let level: LevelFixture;
let admin: string;

beforeAll(async () => {
  ({ ctx, level, admin } = await buildWithLevel({ topics: 3, free: 1 }));
});
afterAll(async () => {
  await ctx.close();
});

const student = async () => (await signedInStudent(ctx)).access;

async function get(token: string, url: string) {
  const response = await injectWithToken(ctx, token, { method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const reads = () => ({
  levels: `/api/levels/?course=${level.level.courseId}`,
  level: `/api/levels/${level.level.id}/`,
  temary: `/api/levels/${level.level.id}/temary/`,
  lastViewed: "/api/themes/last-viewed/",
});
const topicUrl = (index: number) => `/api/themes/${level.themes[index]!.slug}/?level=${level.level.id}`;
const admins = (method: "PATCH" | "PUT" | "POST", url: string, payload: object) => injectWithToken(ctx, admin, { method, url, payload });

describe("a warm signed-in read asks the database only for the student's rows", () => {
  it("the second GET of each list sends fewer statements than the first, and no more than the student's own reads", async () => {
    const me = await student();
    await get(me, topicUrl(0));
    for (const [name, url] of Object.entries(reads())) {
      // Cold: right after a catalogue write, nothing of the catalogue is kept.
      const touched = await admins("PATCH", `/api/admin/levels/${level.level.id}/`, { description: `Escrito antes de leer ${name}` });
      expect(touched.statusCode, touched.body).toBe(200);
      const cold = await statementsOf(ctx, () => get(me, url));
      const warm = await statementsOf(ctx, () => get(me, url));
      // Another student's first GET is warm too: the kept part is nobody's.
      const other = await student();
      const otherWarm = await statementsOf(ctx, () => get(other, url));
      expect({ name, cold: cold > warm, warm: warm <= WARM_LIMIT[name as keyof typeof WARM_LIMIT], other: otherWarm <= WARM_LIMIT[name as keyof typeof WARM_LIMIT] + 2 }).toEqual({
        name,
        cold: true,
        warm: true,
        other: true,
      });
    }
  });
});

// The student's own rows in an open level, once their grants are remembered: progress counts
// (levels), topic states and progress counts (temary), the last view and its state (last viewed).
// Another student's first GET also reads their grants. Cold, the same GETs send 5 to 9.
const WARM_LIMIT = { levels: 1, level: 1, temary: 2, lastViewed: 2 };

describe("an administrator's write reaches the next signed-in GET", () => {
  it("a renamed level, a new topic and a new exercise show at once in the list, the level and the temary", async () => {
    const me = await student();
    const { levels, level: one, temary } = reads();
    await get(me, levels);
    await get(me, one);
    await get(me, temary);

    const renamed = await admins("PATCH", `/api/admin/levels/${level.level.id}/`, { title: "Nivel renombrado" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const listed = (await get(me, levels)).results.find((l: { id: number }) => l.id === level.level.id);
    expect(listed.title).toBe("Nivel renombrado");
    expect((await get(me, one)).title).toBe("Nivel renombrado");
    expect((await get(me, temary)).level.title).toBe("Nivel renombrado");

    const before = (await get(me, temary)).count;
    const added = await admins("POST", `/api/admin/levels/${level.level.id}/themes/`, { title: "Tema agregado", slug: "tema-agregado-069", body: "Texto." });
    expect(added.statusCode, added.body).toBe(201);
    const after = await get(me, temary);
    expect(after.count).toBe(before + 1);
    expect(after.results.map((t: { slug: string }) => t.slug)).toContain("tema-agregado-069");
    expect((await get(me, one)).topics_count).toBe(before + 1);

    const exercisesBefore = (await get(me, one)).exercises_count;
    await createQuiz(ctx, level.level.id, [{ options: [true, false] }]);
    // A quiz written outside the API (the factory) reaches the list after the next catalogue write.
    const touched = await admins("PATCH", `/api/admin/levels/${level.level.id}/`, { title: "Nivel renombrado otra vez" });
    expect(touched.statusCode, touched.body).toBe(200);
    expect((await get(me, one)).exercises_count).toBe(exercisesBefore + 1);
  });

  it("a change of the level's unlocking rules reaches the temary's locks and requirements at once", async () => {
    const me = await student();
    const { temary } = reads();
    const open = await get(me, temary);
    expect(open.unlock_mode).toBe("open");
    expect(open.results.every((t: { unlock: unknown }) => t.unlock === null)).toBe(true);
    const rules = await admins("PUT", `/api/admin/levels/${level.level.id}/unlocking/`, {
      mode: "sequential",
      requires_teacher_approval: false,
      topics: [],
    });
    expect(rules.statusCode, rules.body).toBe(200);
    const guided = await get(me, temary);
    expect(guided.unlock_mode).toBe("sequential");
    // In a sequential level a later topic waits for the one before it.
    expect(guided.results.at(-1).unlock).not.toBeNull();
  });
});

describe("one student's progress is theirs alone", () => {
  it("A's finished topic moves A's level progress and temary, not B's, whichever read first", async () => {
    const a = await student();
    const b = await student();
    const { levels, temary } = reads();
    await get(b, levels);
    await get(b, temary);
    await get(a, topicUrl(0));
    const finished = await injectWithToken(ctx, a, { method: "POST", url: `/api/themes/${level.themes[0]!.slug}/finish/?level=${level.level.id}` });
    expect(finished.statusCode, finished.body).toBe(200);

    const mine = (await get(a, levels)).results.find((l: { id: number }) => l.id === level.level.id);
    const theirs = (await get(b, levels)).results.find((l: { id: number }) => l.id === level.level.id);
    expect(mine.progress.finished).toBe(1);
    expect(theirs.progress.finished).toBe(0);
    expect((await get(a, temary)).results[0]).toMatchObject({ viewed: true, finished: true });
    expect((await get(b, temary)).results[0]).toMatchObject({ viewed: false, finished: false });
    expect((await get(a, reads().lastViewed)).theme.id).toBe(level.themes[0]!.id);
    expect((await get(b, reads().lastViewed)).theme).toBeNull();
  });
});
