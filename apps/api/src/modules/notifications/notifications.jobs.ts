import type { FastifyBaseLogger, FastifyInstance } from "fastify";

export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
}

export interface JobRunner {
  /** Runs every job once (the timer calls this; tests call it directly). */
  runOnce(): Promise<void>;
  start(): void;
  /** Clears the timers and waits for a run in progress. */
  stop(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

/**
 * A small in-process scheduler. The jobs are idempotent (dedupe keys), so several servers may
 * each run them; no queue or lock service is needed. Timers are unref'd so they never keep
 * the process alive, and a run never overlaps the previous one.
 */
export function createJobRunner({ jobs, intervalMs, log }: { jobs: Job[]; intervalMs: number; log: Pick<FastifyBaseLogger, "error"> }): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | null = null;

  function runOnce(): Promise<void> {
    running ??= (async () => {
      for (const job of jobs) {
        try {
          await job.run(new Date());
        } catch (err) {
          log.error({ err, job: job.name }, "scheduled job failed");
        }
      }
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    runOnce,
    start() {
      if (timers.length > 0) return;
      // A first run shortly after start-up, then one per interval.
      timers.push(setTimeout(() => void runOnce(), 10_000).unref(), setInterval(() => void runOnce(), intervalMs).unref());
    },
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await running;
    },
  };
}

/** Called by server.ts once listening (never by tests): the expiry notices start running. */
export function startJobs(app: FastifyInstance): void {
  app.jobs.start();
}
