import type {
  AttemptRequest,
  AttemptResult,
  AttemptSummary,
  QuizDetail,
  QuizSummary,
  LastSeenResponse,
} from "@fz/contracts/quizzes";
import type { Database } from "@fz/db/client";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import type { EventBus } from "../../lib/events";
import type { AccessService, Viewer } from "../access/access.service";
import { answerProblems, gradeAttempt } from "./quiz-grading";
import "./quizzes.events";
import * as repo from "./quizzes.repository";

export interface QuizzesDeps {
  db: Database;
  /** Only a student with access to the level presents its exercises. */
  access: Pick<AccessService, "hasLevelAccess">;
  events: EventBus;
}

type QuizWithCount = { exercise: repo.QuizRow; questionsCount: number };

function toSummary(row: QuizWithCount, progress: repo.ProgressRow | undefined, lastSeenId: number | null): QuizSummary {
  const e = row.exercise;
  return {
    id: e.id,
    level_id: e.levelId,
    title: e.title,
    description: e.description,
    position: e.position,
    pass_mark: e.passMark,
    questions_count: row.questionsCount,
    best_score: progress ? progress.bestScore : null,
    attempts_count: progress?.attemptsCount ?? 0,
    passed: Boolean(progress?.passedAt),
    last_seen: lastSeenId === e.id,
  };
}

/** Exercises of a level: listing, taking them (graded here), and where the student left off. */
export interface QuizzesService {
  listQuizzes(viewer: Viewer | null, levelId: number, limit: number, offset: number): Promise<{ total: number; items: QuizSummary[] }>;
  /** Questions and options without the answers; opening it signed in records "last seen". */
  getQuiz(viewer: Viewer | null, levelId: number, exerciseId: number): Promise<QuizDetail>;
  lastSeen(viewer: Viewer, levelId: number): Promise<LastSeenResponse>;
  /** Grades an attempt on the server; the first pass announces `quiz.passed` after commit. */
  submitAttempt(viewer: Viewer, levelId: number, exerciseId: number, input: AttemptRequest): Promise<AttemptResult>;
  listAttempts(viewer: Viewer, levelId: number, exerciseId: number, limit: number, offset: number): Promise<{ total: number; items: AttemptSummary[] }>;
  /** How many exercises each of these levels has, by level id. */
  countByLevels(levelIds: number[]): Promise<Map<number, number>>;
  /** The first exercise of the level the student has not passed yet (any, for visitors). */
  nextQuiz(userId: number | null, levelId: number): Promise<{ id: number; title: string; levelId: number } | null>;
}

export function createQuizzesService({ db, access, events }: QuizzesDeps): QuizzesService {
  async function requireLevel(levelId: number) {
    const level = await repo.findLevel(db, levelId);
    if (!level) throw notFound("El nivel no existe.");
    return level;
  }

  async function requireQuiz(levelId: number, exerciseId: number) {
    await requireLevel(levelId);
    const row = await repo.findQuiz(db, levelId, exerciseId);
    if (!row) throw notFound("El ejercicio no existe.");
    return row;
  }

  async function summaries(viewer: Viewer | null, levelId: number, rows: QuizWithCount[]): Promise<QuizSummary[]> {
    if (!viewer) return rows.map((r) => toSummary(r, undefined, null));
    const [progress, lastSeen] = await Promise.all([
      repo.progressOf(db, viewer.id, rows.map((r) => r.exercise.id)),
      repo.findLastSeen(db, viewer.id, levelId),
    ]);
    return rows.map((r) => toSummary(r, progress.find((p) => p.exerciseId === r.exercise.id), lastSeen?.exerciseId ?? null));
  }

  return {
    async listQuizzes(viewer: Viewer | null, levelId: number, limit: number, offset: number) {
      await requireLevel(levelId);
      const { rows, total } = await repo.listQuizzes(db, levelId, limit, offset);
      return { total, items: await summaries(viewer, levelId, rows) };
    },

    async getQuiz(viewer: Viewer | null, levelId: number, exerciseId: number): Promise<QuizDetail> {
      const row = await requireQuiz(levelId, exerciseId);
      if (viewer) await repo.saveLastSeen(db, viewer.id, levelId, exerciseId);
      const [summary] = await summaries(viewer, levelId, [row]);
      const questions = await repo.questionsOf(db, [exerciseId]);
      return {
        ...summary!,
        questions: questions.map((q) => ({
          id: q.id,
          position: q.position,
          prompt: q.prompt,
          kind: q.kind,
          options: q.options.map((o) => ({ id: o.id, text: o.text })),
        })),
      };
    },

    async lastSeen(viewer: Viewer, levelId: number): Promise<LastSeenResponse> {
      await requireLevel(levelId);
      const seen = await repo.findLastSeen(db, viewer.id, levelId);
      if (!seen) return { exercise: null, seen_at: null };
      const row = await repo.findQuiz(db, levelId, seen.exerciseId);
      if (!row) return { exercise: null, seen_at: null };
      const [summary] = await summaries(viewer, levelId, [row]);
      return { exercise: summary!, seen_at: seen.seenAt.toISOString() };
    },

    async submitAttempt(viewer: Viewer, levelId: number, exerciseId: number, input: AttemptRequest): Promise<AttemptResult> {
      const row = await requireQuiz(levelId, exerciseId);
      if (!(await access.hasLevelAccess(viewer, levelId))) {
        throw forbidden("Necesitas acceso a este nivel para presentar sus ejercicios.");
      }
      const questions = await repo.questionsOf(db, [exerciseId]);
      const problems = answerProblems(questions, input.answers);
      if (problems.length > 0) throw badRequest(problems);
      const grade = gradeAttempt(questions, input.answers);
      const passed = grade.score >= row.exercise.passMark;
      const { attempt, firstPass } = await db.transaction(async (tx) => {
        const attempt = await repo.insertAttempt(tx, {
          userId: viewer.id,
          exerciseId,
          score: grade.score,
          passed,
          answers: input.answers.map((a) => ({ question_id: a.question_id, option_ids: a.option_ids })),
        });
        await repo.bumpProgress(tx, viewer.id, exerciseId, grade.score);
        const firstPass = passed ? await repo.markPassed(tx, viewer.id, exerciseId) : false;
        return { attempt, firstPass };
      });
      if (firstPass) {
        await events.emit("quiz.passed", {
          userId: viewer.id,
          exerciseId,
          levelId,
          attemptId: attempt.id,
          score: grade.score,
          at: attempt.createdAt,
        });
      }
      return {
        id: attempt.id,
        exercise_id: exerciseId,
        score: grade.score,
        pass_mark: row.exercise.passMark,
        passed,
        correct_count: grade.correctCount,
        total_questions: questions.length,
        created_at: attempt.createdAt.toISOString(),
        questions: grade.questions,
      };
    },

    async listAttempts(viewer: Viewer, levelId: number, exerciseId: number, limit: number, offset: number) {
      await requireQuiz(levelId, exerciseId);
      const { rows, total } = await repo.listAttempts(db, viewer.id, exerciseId, limit, offset);
      const items: AttemptSummary[] = rows.map((a) => ({
        id: a.id,
        exercise_id: a.exerciseId,
        score: a.score,
        passed: a.passed,
        created_at: a.createdAt.toISOString(),
      }));
      return { total, items };
    },

    async countByLevels(levelIds: number[]): Promise<Map<number, number>> {
      const rows = await repo.countByLevels(db, levelIds);
      return new Map(rows.map((r) => [r.levelId, r.total]));
    },

    async nextQuiz(userId: number | null, levelId: number): Promise<{ id: number; title: string; levelId: number } | null> {
      const list = await repo.quizzesOfLevel(db, levelId);
      if (list.length === 0 || userId === null) return list[0] ?? null;
      const progress = await repo.progressOf(db, userId, list.map((e) => e.id));
      return list.find((e) => !progress.some((p) => p.exerciseId === e.id && p.passedAt)) ?? null;
    },
  };
}
