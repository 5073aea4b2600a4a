import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import PgBoss from "pg-boss";

export interface Job {
  name: string;
  run(now: Date): Promise<unknown>;
}

/**
 * One-off work with data (a delivery to retry), queued by the app: run once, and retried with a
 * growing wait while it throws, until its attempts are spent.
 */
export interface Task<T = unknown> {
  name: string;
  /** Runs after the first attempt fails; the wait before each doubles from `retryDelaySeconds`. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Throwing asks for a retry (if any is left). `last`: no retry follows this attempt. */
  run(data: T, attempt: { retry: number; last: boolean }): Promise<void>;
  /**
   * Work a previous process left queued. Only a runner whose queue lives in memory (the
   * in-process one) asks, when it starts; pg-boss keeps its queue in PostgreSQL.
   */
  pending?(): Promise<T[]>;
}

export interface JobRunner {
  kind: "in-process" | "pg-boss";
  /** Adds a periodic job (before `start`). */
  every(job: Job): void;
  /** Declares a one-off task (before `start`, and before anything enqueues it). */
  define<T>(task: Task<T>): void;
  /** Queues one run of a declared task, after `delaySeconds`. */
  enqueue<T>(name: string, data: T, options?: { delaySeconds?: number }): Promise<void>;
  /** Runs every periodic job once, here and now (tests; the in-process timer). */
  runOnce(): Promise<void>;
  /** Starts the periodic runs (server.ts, once listening; never tests). */
  start(): Promise<void>;
  /** Asks for one run of each job in the current interval slot: with a queue, at most one per slot across instances. */
  trigger(): Promise<void>;
  /** Jobs and tasks waiting to run (the metrics' queue depth). */
  queueDepth(): Promise<number>;
  /** Stops the timers and workers and waits for the runs in progress. */
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

/** The wait before retry `retry` (1, 2…): `base`, then doubling, with up to as much again of jitter (as pg-boss). */
export function retryDelayMs(baseSeconds: number, retry: number): number {
  const wait = baseSeconds * 1000 * 2 ** Math.max(0, retry - 1);
  return wait + wait * Math.random();
}

/**
 * The embedded default: a timer in this process. Jobs are idempotent (dedupe keys), so even
 * several of these would change nothing twice; a run never overlaps the previous one, and the
 * timers are unref'd so they never keep the process alive. Tasks wait on timers too (the same
 * data is queued once at a time); what a stopped process left undone is asked of each task's
 * `pending()` at the next start.
 */
export function createInProcessRunner({ jobs: initialJobs = [], intervalMs, log }: { jobs?: Job[]; intervalMs: number; log: Log }): JobRunner {
  const jobs = [...initialJobs];
  const tasks = new Map<string, Task<never>>();
  const timers: NodeJS.Timeout[] = [];
  const queued = new Map<string, NodeJS.Timeout | Promise<void>>();
  let running: Promise<void> | null = null;
  let stopped = false;

  function runOnce(): Promise<void> {
    running ??= (async () => {
      for (const job of jobs) await runJob(job, log);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule(task: Task<never>, data: unknown, retry: number, delayMs: number) {
    const key = `${task.name}:${JSON.stringify(data)}`;
    if (stopped || (retry === 0 && queued.has(key))) return;
    const timer = setTimeout(() => {
      const run = attempt(task, data, retry).finally(() => {
        if (queued.get(key) === run) queued.delete(key);
      });
      queued.set(key, run);
    }, delayMs).unref();
    queued.set(key, timer);
  }

  async function attempt(task: Task<never>, data: unknown, retry: number) {
    const last = retry >= task.retryLimit;
    try {
      await task.run(data as never, { retry, last });
    } catch (err) {
      if (last || stopped) {
        log.error({ err, task: task.name, retry }, "task failed, no retry left");
        return;
      }
      log.warn({ err, task: task.name, retry }, "task failed, will retry");
      schedule(task, data, retry + 1, retryDelayMs(task.retryDelaySeconds, retry + 1));
    }
  }

  return {
    kind: "in-process",
    every(job) {
      jobs.push(job);
    },
    define(task) {
      tasks.set(task.name, task as Task<never>);
    },
    async enqueue(name, data, { delaySeconds = 0 } = {}) {
      const task = tasks.get(name);
      if (!task) throw new Error(`unknown task: ${name}`);
      schedule(task, data, 0, delaySeconds * 1000);
    },
    runOnce,
    trigger: runOnce,
    async start() {
      if (timers.length > 0) return;
      // A first run shortly after start-up, then one per interval.
      timers.push(setTimeout(() => void runOnce(), 10_000).unref(), setInterval(() => void runOnce(), intervalMs).unref());
      for (const task of tasks.values()) {
        try {
          for (const data of (await task.pending?.()) ?? []) schedule(task, data, 0, 0);
        } catch (err) {
          log.error({ err, task: task.name }, "could not resume the queued tasks");
        }
      }
    },
    queueDepth: async () => queued.size,
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearTimeout(timer);
      const inFlight: Promise<void>[] = [];
      for (const entry of queued.values()) {
        if (entry instanceof Promise) inFlight.push(entry);
        else clearTimeout(entry);
      }
      await Promise.all([running, ...inFlight]);
    },
  };
}

const queueName = (job: { name: string }) => `fz.${job.name}`;

/**
 * Instances starting together race to create the same queue (pg-boss creates a partition per
 * queue and the losers deadlock or hit a unique key): whoever loses finds it created and moves on.
 */
async function createQueueOnce(boss: PgBoss, name: string, retry: { retryLimit: number; retryDelay: number; retryBackoff?: boolean }) {
  for (let attempt = 0; ; attempt += 1) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, { name, ...retry, expireInSeconds: 600 });
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}

/** pg-boss's default archive interval for completed jobs. */
const PG_BOSS_ARCHIVE_SECONDS = 12 * 60 * 60;

/**
 * On PostgreSQL: pg-boss, a queue in the same database. Every instance asks for a run each
 * interval, but the queue keeps one job per job name and interval slot (singletonKey +
 * singletonSeconds), and a job is fetched by one worker only (SKIP LOCKED): each run happens once
 * across all instances, and a run whose instance died is retried by another. Tasks are jobs with
 * data, retried with pg-boss's exponential backoff; they survive a restart in the table.
 */
export function createPgBossRunner({
  connectionString,
  jobs: initialJobs = [],
  intervalMs,
  log,
  boss: bossOptions = {},
  retryDelaySeconds = 30,
}: {
  connectionString: string;
  jobs?: Job[];
  intervalMs: number;
  log: Log;
  boss?: Partial<PgBoss.ConstructorOptions>;
  /** A failed periodic run (or one whose instance died) is retried after this long, up to 3 times. */
  retryDelaySeconds?: number;
}): JobRunner {
  const slotSeconds = Math.max(1, Math.round(intervalMs / 1000));
  // Its own small pool, with the app's deadlines (decision 024): a lost connection is an `error`
  // event (logged below), a job that fails with it is retried by the queue.
  const boss = new PgBoss({
    connectionString,
    max: 2,
    schema: "pgboss",
    application_name: "fz-jobs",
    connectionTimeoutMillis: 5_000,
    statement_timeout: 30_000,
    query_timeout: 35_000,
    keepAlive: true,
    // A slot's job must stay in the queue's table for the whole slot (pg-boss refuses a
    // throttling interval longer than its archive interval, 12 h by default): with a daily
    // JOBS_INTERVAL_MINUTES no periodic run was queued at all.
    archiveCompletedAfterSeconds: Math.max(PG_BOSS_ARCHIVE_SECONDS, slotSeconds),
    ...bossOptions,
  } as PgBoss.ConstructorOptions);
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  const jobs = [...initialJobs];
  const tasks = new Map<string, Task<never>>();
  const timers: NodeJS.Timeout[] = [];
  const taskRetry = (task: Task<never>) => ({
    retryLimit: task.retryLimit,
    // pg-boss counts whole seconds; its backoff doubles this from one retry to the next.
    retryDelay: Math.max(1, Math.ceil(task.retryDelaySeconds)),
    retryBackoff: true,
  });
  let started: Promise<void> | null = null;
  const queues = new Set<string>();

  async function ensureQueues() {
    for (const job of jobs) {
      if (!queues.has(queueName(job))) await createQueueOnce(boss, queueName(job), { retryLimit: 3, retryDelay: retryDelaySeconds });
      queues.add(queueName(job));
    }
    for (const task of tasks.values()) {
      if (!queues.has(queueName(task))) await createQueueOnce(boss, queueName(task), taskRetry(task));
      queues.add(queueName(task));
    }
  }

  function ensureStarted(): Promise<void> {
    started ??= (async () => {
      await boss.start();
    })();
    return started.then(ensureQueues);
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
    every(job) {
      jobs.push(job);
    },
    define(task) {
      tasks.set(task.name, task as Task<never>);
    },
    async enqueue(name, data, { delaySeconds = 0 } = {}) {
      const task = tasks.get(name);
      if (!task) throw new Error(`unknown task: ${name}`);
      await ensureStarted();
      await boss.send(queueName(task), data as object, { ...taskRetry(task), startAfter: Math.ceil(delaySeconds) });
    },
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
      for (const task of tasks.values()) {
        await boss.work(queueName(task), { pollingIntervalSeconds: 2, includeMetadata: true }, async ([job]) => {
          if (!job) return;
          // Throwing hands the job back to pg-boss, which retries it later (on any instance).
          await task.run(job.data as never, { retry: job.retryCount, last: job.retryCount >= job.retryLimit });
        });
      }
      const tick = () =>
        void trigger().catch((err: unknown) => log.warn({ err }, "could not enqueue the periodic jobs"));
      timers.push(setTimeout(tick, 10_000).unref(), setInterval(tick, intervalMs).unref());
    },
    async queueDepth() {
      if (!started) return 0;
      await ensureStarted();
      let depth = 0;
      for (const name of queues) depth += await boss.getQueueSize(name);
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
  jobs?: Job[];
  intervalMs: number;
  log: Log;
}): JobRunner {
  const usePgBoss = options.queue === "pg-boss" || (options.queue !== "in-process" && Boolean(options.databaseUrl));
  if (usePgBoss && options.databaseUrl) {
    return createPgBossRunner({ connectionString: options.databaseUrl, jobs: options.jobs, intervalMs: options.intervalMs, log: options.log });
  }
  return createInProcessRunner(options);
}

/**
 * Background work: server.ts starts the runner (pg-boss on PostgreSQL, so each job runs once
 * across instances and survives a restart; timers in this process on the embedded database);
 * modules add their periodic jobs (`every`) and tasks (`define`). The runner stops first on
 * close (preClose), before the modules' own onClose hooks close what its runs use (SMTP).
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const { env } = app.config;
    const jobs = createJobRunner({ databaseUrl: env.DATABASE_URL, queue: env.JOB_QUEUE, intervalMs: env.JOBS_INTERVAL_MINUTES * 60_000, log: app.log });
    app.decorate("jobs", jobs);
    app.addHook("preClose", async () => {
      await jobs.stop();
    });
  },
  { name: "jobs", dependencies: ["config"] },
);
