import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccountChanges, listenOnPostgres } from "@fz/db/account-changes";

// The listening connection behind the session cache (decision 013, amendment) is trusted only
// while a notification sent through the pool comes back on it.
describe.runIf(process.env.TEST_DATABASE_URL)("the account-changes listener (PostgreSQL)", () => {
  const url = process.env.TEST_DATABASE_URL!;
  let pool: pg.Pool;
  const notify = async (channel: string, payload: string) => {
    await pool.query("select pg_notify($1, $2)", [channel, payload]);
  };

  beforeAll(() => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
  });
  afterAll(() => pool.end());

  it("is live once its own probe came back, and reports a change by user id", async () => {
    const feed = createAccountChanges();
    const heard: (number | null)[] = [];
    feed.subscribe((userId) => heard.push(userId));
    try {
      await listenOnPostgres(url, { fz_accounts: feed }, () => {}, 5_000, notify);
      expect(feed.live()).toBe(true);
      // Going live forgets everything once; then a user's change, another instance's probe (ignored), a truncation.
      expect(heard).toEqual([null]);
      await notify("fz_accounts", "42");
      await notify("fz_accounts", "probe:de-otra-instancia");
      await notify("fz_accounts", "*");
      await expect.poll(() => heard).toEqual([null, 42, null]);
    } finally {
      await feed.close();
    }
    expect(feed.live()).toBe(false);
  });

  it("is never live when what it listens to does not arrive (a pooler in transaction mode, say)", async () => {
    const feed = createAccountChanges();
    const errors: Error[] = [];
    try {
      // The probe goes nowhere: as if the LISTEN sat on a connection no notification reaches.
      await listenOnPostgres(url, { fz_accounts: feed }, (error) => errors.push(error), 5_000, async () => {});
      expect(feed.live()).toBe(false);
      expect(errors[0]?.message).toMatch(/did not arrive within 5 s/);
    } finally {
      await feed.close();
    }
  }, 15_000);
});
