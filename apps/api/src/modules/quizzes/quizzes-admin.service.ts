import type { AdminQuiz, QuizCreate, QuizPatch, QuestionWrite } from "@fz/contracts/admin/quizzes";
import type { Database, Tx } from "@fz/db/client";
import { badRequest, notFound } from "../../lib/errors";
import { moveTo } from "../../lib/ordering";
import type { AuditService } from "../audit/audit.service";
import * as repo from "./quizzes-admin.repository";
import { questionsOf } from "./quizzes.repository";

type QuestionRow = Awaited<ReturnType<typeof questionsOf>>[number];

function toAdminQuiz(row: repo.QuizRow, questions: QuestionRow[]): AdminQuiz {
  return {
    id: row.id,
    level_id: row.levelId,
    title: row.title,
    description: row.description,
    position: row.position,
    pass_mark: row.passMark,
    questions_count: questions.length,
    questions: questions.map((q) => ({
      id: q.id,
      position: q.position,
      prompt: q.prompt,
      kind: q.kind,
      explanation: q.explanation,
      options: q.options.map((o) => ({ id: o.id, position: o.position, text: o.text, is_correct: o.isCorrect })),
    })),
    created_at: row.createdAt.toISOString(),
  };
}

/** The rules the schema cannot say alone: at least one correct answer; exactly one when single-choice. */
export function questionProblems(questions: QuestionWrite[]): string[] {
  const problems: string[] = [];
  questions.forEach((q, index) => {
    const correct = q.options.filter((o) => o.is_correct).length;
    if (correct === 0) problems.push(`Pregunta ${index + 1}: marca al menos una respuesta correcta.`);
    else if (q.kind === "single" && correct > 1) {
      problems.push(`Pregunta ${index + 1}: una pregunta de respuesta única debe tener exactamente una opción correcta (o cámbiala a respuesta múltiple).`);
    }
    const texts = q.options.map((o) => o.text.toLowerCase());
    if (new Set(texts).size !== texts.length) problems.push(`Pregunta ${index + 1}: hay opciones repetidas.`);
  });
  return problems;
}

const toValues = (questions: QuestionWrite[]): repo.QuestionValues[] =>
  questions.map((q) => ({ prompt: q.prompt, kind: q.kind, explanation: q.explanation, options: q.options.map((o) => ({ text: o.text, isCorrect: o.is_correct })) }));

export interface QuizzesAdminDeps {
  db: Database;
  audit: Pick<AuditService, "record">;
}

/** A level's exercises with their questions, options, correct answers and explanations. */
export interface QuizzesAdminService {
  get(levelId: number, id: number): Promise<AdminQuiz>;
  list(levelId: number, limit: number, offset: number): Promise<{ total: number; items: AdminQuiz[] }>;
  create(adminId: number, levelId: number, input: QuizCreate): Promise<AdminQuiz>;
  update(adminId: number, levelId: number, id: number, input: QuizPatch): Promise<AdminQuiz>;
  remove(adminId: number, levelId: number, id: number): Promise<void>;
}

export function createQuizzesAdminService({ db, audit }: QuizzesAdminDeps): QuizzesAdminService {
  async function view(executor: Database | Tx, levelId: number, id: number): Promise<AdminQuiz> {
    const row = await repo.findQuiz(executor, levelId, id);
    if (!row) throw notFound("El ejercicio no existe.");
    return toAdminQuiz(row, await questionsOf(executor, [id]));
  }

  async function lockLevel(tx: Tx, levelId: number) {
    if (!(await repo.lockLevel(tx, levelId))) throw notFound("El nivel no existe.");
  }

  return {
    get: (levelId: number, id: number) => view(db, levelId, id),

    async list(levelId: number, limit: number, offset: number) {
      if (!(await repo.levelExists(db, levelId))) throw notFound("El nivel no existe.");
      const { rows, total } = await repo.listQuizzes(db, levelId, limit, offset);
      const questions = await questionsOf(db, rows.map((r) => r.exercise.id));
      return { total, items: rows.map((r) => toAdminQuiz(r.exercise, questions.filter((q) => q.exerciseId === r.exercise.id))) };
    },

    async create(adminId: number, levelId: number, input: QuizCreate): Promise<AdminQuiz> {
      const problems = questionProblems(input.questions);
      if (problems.length > 0) throw badRequest(problems);
      return db.transaction(async (tx) => {
        await lockLevel(tx, levelId);
        const ids = await repo.orderedIds(tx, levelId);
        const row = await repo.insertQuiz(tx, {
          levelId,
          title: input.title,
          description: input.description,
          passMark: input.pass_mark,
          position: (await repo.maxPosition(tx, levelId)) + 1,
        });
        if (input.position !== undefined && input.position <= ids.length) {
          await repo.rewritePositions(tx, levelId, moveTo([...ids, row.id], row.id, input.position));
        }
        await repo.replaceQuestions(tx, row.id, toValues(input.questions));
        const created = await view(tx, levelId, row.id);
        await audit.record(tx, { actorId: adminId, action: "exercise.create", entity: "exercise", entityId: row.id, before: null, after: created });
        return created;
      });
    },

    async update(adminId: number, levelId: number, id: number, input: QuizPatch): Promise<AdminQuiz> {
      if (input.questions) {
        const problems = questionProblems(input.questions);
        if (problems.length > 0) throw badRequest(problems);
      }
      return db.transaction(async (tx) => {
        await lockLevel(tx, levelId);
        const before = await view(tx, levelId, id);
        await repo.updateQuiz(tx, id, {
          ...(input.title !== undefined && { title: input.title }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.pass_mark !== undefined && { passMark: input.pass_mark }),
        });
        if (input.position !== undefined) {
          const ids = await repo.orderedIds(tx, levelId);
          await repo.rewritePositions(tx, levelId, moveTo(ids, id, input.position));
        }
        if (input.questions) await repo.replaceQuestions(tx, id, toValues(input.questions));
        const after = await view(tx, levelId, id);
        await audit.record(tx, { actorId: adminId, action: "exercise.update", entity: "exercise", entityId: id, before, after });
        return after;
      });
    },

    async remove(adminId: number, levelId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockLevel(tx, levelId);
        const before = await view(tx, levelId, id);
        await repo.deleteQuiz(tx, id);
        await repo.rewritePositions(tx, levelId, await repo.orderedIds(tx, levelId));
        await audit.record(tx, { actorId: adminId, action: "exercise.delete", entity: "exercise", entityId: id, before, after: null });
      });
    },
  };
}
