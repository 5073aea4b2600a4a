import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Answers that leave from Node's request event, before Fastify (decision 066), like the public
 * cache's (decision 011): a route whose signed-in answer is wholly remembered — the session, the
 * viewer's part, the shared part and its encoded bytes — writes it there, with the headers the
 * full path would give it. Anything not remembered returns false, and Fastify answers as ever.
 */
export type EarlyAnswer = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Counts an early answer as Fastify's hook would (metrics); set only when metrics are on. */
export type EarlyAnswerObserver = (method: string, route: string, statusCode: number, seconds: number) => void;

export interface EarlyAnswers {
  /** `route` is the route's pattern, as the metrics name it. */
  add(route: string, answer: EarlyAnswer): void;
  observe(observer: EarlyAnswerObserver): void;
  /** True when one of the answers wrote the response. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
}

export function createEarlyAnswers(): EarlyAnswers {
  const answers: { route: string; answer: EarlyAnswer }[] = [];
  let observer: EarlyAnswerObserver | undefined;
  return {
    add: (route, answer) => void answers.push({ route, answer }),
    observe: (next) => void (observer = next),
    answer(req, res) {
      if (answers.length === 0) return false;
      const started = observer ? process.hrtime.bigint() : 0n;
      for (const { route, answer } of answers) {
        if (!answer(req, res)) continue;
        observer?.(req.method ?? "GET", route, res.statusCode, Number(process.hrtime.bigint() - started) / 1e9);
        return true;
      }
      return false;
    },
  };
}
