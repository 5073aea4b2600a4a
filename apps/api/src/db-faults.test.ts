import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@fz/db/client";
import { isConnectionError, isRetryableRead, isTransientDatabaseError } from "@fz/db/faults";

// Decision 024: what counts as a lost connection, which statements may be sent twice.
describe("database faults, classified", () => {
  it("resends plain reads only", () => {
    expect(isRetryableRead('select "id", "email" from "users" where "users"."id" = $1')).toBe(true);
    expect(isRetryableRead("  SELECT 1")).toBe(true);
    for (const text of [
      'insert into "users" ("email") values ($1)',
      'update "users" set "points" = 1',
      "with moved as (delete from carts returning id) select * from moved",
      'select * from "orders" where id = $1 for update',
      "select * from points for no key update",
      "select nextval('users_id_seq')",
      "select pg_advisory_lock(1)",
      "select pg_notify('fz_accounts', '1')",
    ]) {
      expect(isRetryableRead(text), text).toBe(false);
    }
  });

  it("tells a lost connection and the database's 'not now' from everything else", () => {
    const wrapped = (cause: unknown) => Object.assign(new Error("Failed query: select 1"), { cause });
    expect(isConnectionError(wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isConnectionError(wrapped(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })))).toBe(false);
    expect(isTransientDatabaseError(wrapped(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" })))).toBe(true);
    expect(isTransientDatabaseError(wrapped(Object.assign(new Error("deadlock detected"), { code: "40P01" })))).toBe(true);
    expect(isTransientDatabaseError(wrapped(Object.assign(new Error("duplicate key"), { code: "23505" })))).toBe(false);
    expect(isTransientDatabaseError(new Error("boom"))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the pool when PostgreSQL ends its sessions", () => {
  const url = process.env.TEST_DATABASE_URL!;
  const APP = `fz-pool-faults-${process.pid}`;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const retried: Error[] = [];
  const lost: Error[] = [];

  /** Ends the pool's session that is running `needle`, once it runs. */
  async function endSessionRunning(needle: string) {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1 and state = 'active' and query like $2",
        [APP, `%${needle}%`],
      );
      if (rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no session ran ${needle}`);
  }

  beforeAll(async () => {
    handle = await openDatabase({ url, poolSize: 2, applicationName: APP, onReadRetried: (e) => retried.push(e), onPoolError: (e) => lost.push(e) });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await handle?.close();
  });

  it("sends a read again on another connection, once", async () => {
    // Drizzle's queries start when awaited: `then` sends it now.
    const read = handle.db.execute(sql`select pg_sleep(0.4), 7 as seven /* read-retry */`).then((result) => result);
    await endSessionRunning("read-retry");
    const result = (await read) as unknown as { rows: { seven: number }[] };
    expect(result.rows[0]!.seven).toBe(7);
    expect(retried).toHaveLength(1);
  });

  it("never resends what is not a plain select (a write, a with…): it fails as a connection error, and the pool serves the next query", async () => {
    const before = retried.length;
    // Settled at once: its failure may come while the session is being ended (never unhandled).
    const write = handle.db.execute(sql`with pause as (select pg_sleep(0.4)) select 1 from pause /* write-like */`).then(() => null, (e: unknown) => e);
    await endSessionRunning("write-like");
    const error = await write;
    expect(isConnectionError(error)).toBe(true);
    expect(retried.length).toBe(before);
    const after = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(after.rows[0]!.one).toBe(1);
  });

  it("a session ended inside a transaction fails that transaction, rolled back, and nothing escapes", async () => {
    const escaped: unknown[] = [];
    const record = (e: unknown) => escaped.push(e);
    process.on("uncaughtException", record);
    try {
      const transaction = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 /* in-transaction */`);
        // Idle inside the transaction, between two statements, when the session is ended.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 2`);
      }).then(() => null, (e: unknown) => e);
      for (let attempt = 0; attempt < 100; attempt += 1) {
        const { rows } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and state = 'idle in transaction'", [APP]);
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const error = await transaction;
      expect(isConnectionError(error)).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(escaped).toEqual([]);
      expect(lost.length).toBeGreaterThan(0);
    } finally {
      process.off("uncaughtException", record);
    }
  });
});
