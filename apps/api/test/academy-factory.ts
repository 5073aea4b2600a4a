import { courses, exerciseOptions, exerciseQuestions, exercises, levels, themes, videos } from "@fz/db/schema";
import { seedDemo } from "@fz/db/seed/demo";
import { hashPassword } from "../src/modules/auth/password";
import { type TestContext, build, createUser, login } from "./helper";

/** Factories for the academy's catalogue: small, explicit fixtures for API tests. */

let sequence = 0;
const next = () => (sequence += 1);

export async function createCourse(ctx: TestContext, overrides: Partial<typeof courses.$inferInsert> = {}) {
  const n = next();
  const [row] = await ctx.db
    .insert(courses)
    .values({
      slug: `curso-${n}`,
      title: `Curso ${n}`,
      shortDescription: "Descripción corta",
      description: "Descripción larga",
      position: n,
      ...overrides,
    })
    .returning();
  return row!;
}

export interface LevelFixture {
  level: typeof levels.$inferSelect;
  themes: (typeof themes.$inferSelect)[];
}

/** A level with `topics` topics (the first `free` of them free previews), each with a video. */
export async function createLevel(
  ctx: TestContext,
  courseId: number,
  options: { topics?: number; free?: number; position?: number; special?: boolean; slug?: string; provider?: "youtube" | "self_hosted" } = {},
): Promise<LevelFixture> {
  const n = next();
  const [level] = await ctx.db
    .insert(levels)
    .values({
      courseId,
      slug: options.slug ?? `nivel-${n}`,
      title: `Nivel ${n}`,
      description: "Un nivel de prueba",
      position: options.position ?? n,
      isSpecial: options.special ?? false,
    })
    .returning();
  const count = options.topics ?? 3;
  const provider = options.provider ?? "self_hosted";
  const rows =
    count === 0
      ? []
      : await ctx.db
          .insert(themes)
          .values(
            Array.from({ length: count }, (_, i) => ({
              levelId: level!.id,
              slug: `tema-${n}-${i + 1}`,
              title: `Tema ${i + 1} del nivel ${n}`,
              summary: `Resumen del tema ${i + 1}`,
              body: `Contenido premium ${n}-${i + 1}`,
              position: i + 1,
              isFreePreview: i < (options.free ?? 1),
              videoProvider: provider,
              videoSource: provider === "youtube" ? `https://www.youtube-nocookie.com/embed/secreto${n}x${i + 1}` : `secreto-${n}-${i + 1}.mp4`,
              durationSeconds: 60,
            })),
          )
          .returning();
  return { level: level!, themes: rows.sort((a, b) => a.position - b.position) };
}

export interface QuestionSpec {
  kind?: "single" | "multiple";
  /** true = correct option. */
  options: boolean[];
}

export async function createQuiz(ctx: TestContext, levelId: number, questions: QuestionSpec[], position = 1, passMark = 70) {
  const [exercise] = await ctx.db
    .insert(exercises)
    .values({ levelId, title: `Ejercicio ${position}`, description: "Pon a prueba lo aprendido", position, passMark })
    .returning();
  const stored = [];
  for (const [index, spec] of questions.entries()) {
    const [question] = await ctx.db
      .insert(exerciseQuestions)
      .values({ exerciseId: exercise!.id, position: index + 1, prompt: `Pregunta ${index + 1}`, kind: spec.kind ?? "single", explanation: `Explicación ${index + 1}` })
      .returning();
    const options = await ctx.db
      .insert(exerciseOptions)
      .values(spec.options.map((isCorrect, o) => ({ questionId: question!.id, position: o + 1, text: `Opción ${o + 1}`, isCorrect })))
      .returning();
    stored.push({ question: question!, options: options.sort((a, b) => a.position - b.position) });
  }
  return { exercise: exercise!, questions: stored };
}

export async function createVideo(ctx: TestContext, overrides: Partial<typeof videos.$inferInsert> = {}) {
  const n = next();
  const [row] = await ctx.db
    .insert(videos)
    .values({
      slug: `tutorial-${n}`,
      title: `Tutorial ${n}`,
      description: "Un tutorial de prueba",
      provider: "self_hosted",
      source: `tutorial-secreto-${n}.mp4`,
      position: n,
      ...overrides,
    })
    .returning();
  return row!;
}

/** The README's demo accounts, with real password hashes (the demo catalogue refers to them). */
export function seedDemoAccounts(ctx: TestContext) {
  return seedDemo(ctx.db, { hashPassword });
}

/**
 * The catalogue tests' world: the app built, one course with one level (`createLevel`'s options)
 * and an administrator signed in (their access token). The caller closes `ctx`.
 */
export async function buildWithLevel(options: Parameters<typeof createLevel>[2] = {}): Promise<{ ctx: TestContext; level: LevelFixture; admin: string }> {
  const ctx = await build();
  const course = await createCourse(ctx);
  const level = await createLevel(ctx, course.id, options);
  const admin = (await login(ctx, await createUser(ctx, { role: "admin" }))).access;
  return { ctx, level, admin };
}
