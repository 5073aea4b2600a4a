import type { FastifyBaseLogger } from "fastify";
import PgBoss from "pg-boss";

export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
}

export interface JobRunner {
  kind: "in-process" | "pg-boss";
  /** Runs every job once, here and now (tests; the in-process timer). */
  runOnce(): Promise<void>;
  /** Starts the periodic runs (server.ts, once listening; never tests). */
  start(): Promise<void>;
  /** Asks for one run of each job in the current interval slot: with a queue, at most one per slot across instances. */
  trigger(): Promise<void>;
  /** Jobs waiting to run (the metrics' queue depth). */
  queueDepth(): Promise<number>;
  /** Stops the timers and workers and waits for a run in progress. */
  stop(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

type Log = Pick<FastifyBaseLogger, "error" | "warn">;

async function runJob(job: Job, log: Log) {
  try {
    await job.run(new Date());
  } catch (err) {
    log.error({ err, job: job.name }, "scheduled job failed");
  }
}

/**
 * The embedded default: a timer in this process. Jobs are idempotent (dedupe keys), so even
 * several of these would change nothing twice; a run never overlaps the previous one, and the
 * timers are unref'd so they never keep the process alive.
 */
export function createInProcessRunner({ jobs, intervalMs, log }: { jobs: Job[]; intervalMs: number; log: Log }): JobRunner {
  const timers: NodeJS.Timeout[] = [];
  let running: Promise<void> | null = null;

  function runOnce(): Promise<void> {
    running ??= (async () => {
      for (const job of jobs) await runJob(job, log);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    kind: "in-process",
    runOnce,
    trigger: runOnce,
    async start() {
      if (timers.length > 0) return;
      // A first run shortly after start-up, then one per interval.
      timers.push(setTimeout(() => void runOnce(), 10_000).unref(), setInterval(() => void runOnce(), intervalMs).unref());
    },
    queueDepth: async () => 0,
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      await running;
    },
  };
}

const queueName = (job: Job) => `fz.${job.name}`;

/**
 * Instances starting together race to create the same queue (pg-boss creates a partition per
 * queue and the losers deadlock or hit a unique key): whoever loses finds it created and moves on.
 */
async function createQueueOnce(boss: PgBoss, name: string, retryDelay: number) {
  for (let attempt = 0; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, retryLimit: 3, retryDelay, expireInSeconds: 600 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/**
 * On PostgreSQL: pg-boss, a queue in the same database. Every instance asks for a run each
 * interval, but the queue keeps one job per job name and interval slot (singletonKey +
 * singletonSeconds), and a job is fetched by one worker only (SKIP LOCKED): each run happens once
 * across all instances, and a run whose instance died is retried by another.
 */
export function createPgBossRunner({
  connectionString,
  jobs,
  intervalMs,
  log,
  boss: bossOptions = {},
  retryDelaySeconds = 30,
}: {
  connectionString: string;
  jobs: Job[];
  intervalMs: number;
  log: Log;
  boss?: Partial<PgBoss.ConstructorOptions>;
  /** A failed run (or one whose instance died) is retried after this long, up to 3 times. */
  retryDelaySeconds?: number;
}): JobRunner {
  const boss = new PgBoss({ connectionString, max: 2, schema: "pgboss", ...bossOptions });
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  const timers: NodeJS.Timeout[] = [];
  const slotSeconds = Math.max(1, Math.round(intervalMs / 1000));
  let started: Promise<void> | null = null;

  function ensureStarted(): Promise<void> {
    started ??= (async () => {
      await boss.start();
      for (const job of jobs) await createQueueOnce(boss, queueName(job), retryDelaySeconds);
    })();
    return started;
  }

  async function trigger() {
    await ensureStarted();
    const slot = Math.floor(Date.now() / 1000 / slotSeconds);
    for (const job of jobs) {
      await boss.send(queueName(job), {}, { singletonKey: `${job.name}:${slot}`, singletonSeconds: slotSeconds });
    }
  }

  return {
    kind: "pg-boss",
    async runOnce() {
      for (const job of jobs) await runJob(job, log);
    },
    trigger,
    async start() {
      await ensureStarted();
      for (const job of jobs) {
        await boss.work(queueName(job), { pollingIntervalSeconds: 2 }, async () => {
          // Let pg-boss see a failure so it retries (on any instance).
          await job.run(new Date());
        });
      }
      const tick = () =>
        void trigger().catch((err: unknown) => log.warn({ err }, "could not enqueue the periodic jobs"));
      timers.push(setTimeout(tick, 10_000).unref(), setInterval(tick, intervalMs).unref());
    },
    async queueDepth() {
      if (!started) return 0;
      await started;
      let depth = 0;
      for (const job of jobs) depth += await boss.getQueueSize(queueName(job));
      return depth;
    },
    async stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      if (!started) return;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
    },
  };
}

/** The queue on PostgreSQL (unless JOB_QUEUE=in-process), the in-process timer on the embedded database. */
export function createJobRunner(options: {
  databaseUrl?: string;
  queue?: "auto" | "in-process" | "pg-boss";
  jobs: Job[];
  intervalMs: number;
  log: Log;
}): JobRunner {
  const usePgBoss = options.queue === "pg-boss" || (options.queue !== "in-process" && Boolean(options.databaseUrl));
  if (usePgBoss && options.databaseUrl) {
    return createPgBossRunner({ connectionString: options.databaseUrl, jobs: options.jobs, intervalMs: options.intervalMs, log: options.log });
  }
  return createInProcessRunner(options);
}
