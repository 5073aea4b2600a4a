import pg from "pg";
import { describe, expect, it } from "vitest";
import { type Job, createInProcessRunner, createJobRunner, createPgBossRunner } from "./jobs";

const silent = { error: () => {}, warn: () => {} };
const url = process.env.TEST_DATABASE_URL;

function countingJob(name: string): Job & { runs: number } {
  const job = {
    name,
    runs: 0,
    async run() {
      job.runs += 1;
    },
  };
  return job;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("condition not reached in time");
}

describe("job runner choice", () => {
  it("uses the queue only with a PostgreSQL URL, unless told to stay in process", () => {
    const base = { jobs: [], intervalMs: 60_000, log: silent };
    expect(createJobRunner(base).kind).toBe("in-process");
    expect(createJobRunner({ ...base, databaseUrl: "postgres://x@127.0.0.1/db" }).kind).toBe("pg-boss");
    expect(createJobRunner({ ...base, databaseUrl: "postgres://x@127.0.0.1/db", queue: "in-process" }).kind).toBe("in-process");
  });

  it("in process, never overlaps a run with the previous one", async () => {
    let active = 0;
    let overlapped = false;
    const job: Job = {
      name: "slow",
      async run() {
        active += 1;
        if (active > 1) overlapped = true;
        await new Promise((resolve) => setTimeout(resolve, 50));
        active -= 1;
      },
    };
    const runner = createInProcessRunner({ jobs: [job], intervalMs: 60_000, log: silent });
    await Promise.all([runner.runOnce(), runner.runOnce(), runner.trigger()]);
    expect(overlapped).toBe(false);
  });
});

describe.skipIf(!url)("pg-boss on PostgreSQL", () => {
  it("runs each periodic job once per interval across three instances", async () => {
    const schema = `pgboss_test_${process.pid}`;
    const jobs = [countingJob("expiry"), countingJob("expiry"), countingJob("expiry")];
    const runners = jobs.map((job) =>
      createPgBossRunner({ connectionString: url!, jobs: [job], intervalMs: 3_600_000, log: silent, boss: { schema } }),
    );
    try {
      // Every instance starts its worker and asks for this interval's run, all at once, twice.
      await Promise.all(runners.map((runner) => runner.start()));
      await Promise.all([...runners, ...runners].map((runner) => runner.trigger()));
      await waitFor(() => jobs.reduce((sum, job) => sum + job.runs, 0) >= 1, 20_000);
      // Give the other workers time to (wrongly) pick up a duplicate.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(jobs.reduce((sum, job) => sum + job.runs, 0)).toBe(1);
      expect(await runners[0]!.queueDepth()).toBe(0);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }, 60_000);

  it("queues a daily job too (the longest JOBS_INTERVAL_MINUTES allows), once per day", async () => {
    const schema = `pgboss_daily_${process.pid}`;
    const job = countingJob("daily");
    const runner = createPgBossRunner({ connectionString: url!, jobs: [job], intervalMs: 1440 * 60_000, log: silent, boss: { schema } });
    try {
      await runner.start();
      await runner.trigger();
      await runner.trigger();
      await waitFor(() => job.runs >= 1, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(job.runs).toBe(1);
    } finally {
      await runner.stop();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }, 60_000);

  it("retries a failed run, so a run lost with its instance happens elsewhere", async () => {
    const schema = `pgboss_retry_${process.pid}`;
    let attempts = 0;
    const flaky: Job = {
      name: "flaky",
      async run() {
        attempts += 1;
        if (attempts === 1) throw new Error("instance died mid-run");
      },
    };
    const runner = createPgBossRunner({ connectionString: url!, jobs: [flaky], intervalMs: 3_600_000, log: silent, boss: { schema }, retryDelaySeconds: 1 });
    try {
      await runner.start();
      await runner.trigger();
      await waitFor(() => attempts >= 2, 30_000);
      expect(attempts).toBe(2);
    } finally {
      await runner.stop();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  }, 60_000);
});
