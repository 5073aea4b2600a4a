import pg from "pg";

/**
 * How the server's database connections fail, and what the app does about it (decision 024).
 *
 * - A *connection* fault (the server ended the session — a failover, a restart, a pooler
 *   recycling it, `pg_terminate_backend` —, the socket broke, no connection could be had in time)
 *   says nothing about the statement: it may be retried on another connection if it only reads.
 * - A *transient* fault (a statement or lock timeout, a serialization failure, a deadlock) is the
 *   database refusing for now: the request answers 503 with `Retry-After`, nothing is retried.
 */

/** SQLSTATEs of a lost or refused connection: class 08, the server shutting sessions down, too many connections. */
const CONNECTION_STATES = /^(08...|57P01|57P02|57P03|53300)$/;
/** SQLSTATEs worth trying again later: statement timeout/cancel, lock timeout, serialization failure, deadlock. */
const TRANSIENT_STATES = new Set(["57014", "55P03", "40001", "40P01"]);
/** node-postgres and pg-pool say these in words, without a SQLSTATE. */
const CONNECTION_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Query read timeout|Client was closed|Cannot use a pool after calling end|connection timeout/i;
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/** The error and its causes (drizzle wraps the driver's error in `cause`). */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** The connection was lost or could not be had: the statement's fate is unknown, the pool recovers. */
export function isConnectionError(error: unknown): boolean {
  for (const link of chain(error)) {
    const code = typeof link.code === "string" ? link.code : "";
    if (CONNECTION_STATES.test(code) || SOCKET_CODES.has(code)) return true;
    if (typeof link.message === "string" && CONNECTION_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/** A fault that passes: the connection kinds above and the database's own "not now" refusals. */
export function isTransientDatabaseError(error: unknown): boolean {
  if (isConnectionError(error)) return true;
  for (const link of chain(error)) if (typeof link.code === "string" && TRANSIENT_STATES.has(link.code)) return true;
  return false;
}

/**
 * A statement that only reads and may be sent twice: a plain `select` with no locking clause and
 * no function with a side effect (sequences, advisory locks, notifications, settings).
 */
export function isRetryableRead(text: string): boolean {
  return /^\s*select\b/i.test(text) && !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|\b(nextval|setval|pg_advisory\w*|pg_notify|set_config|pg_terminate_backend|pg_cancel_backend)\s*\(/i.test(text);
}

export interface PoolTimeouts {
  /** Opening a connection, and waiting for a free one when the pool is full. */
  connectMs: number;
  /** The server cancels a statement running longer (`statement_timeout`). */
  statementMs: number;
  /** The server waits at most this long for a row or table lock (`lock_timeout`). */
  lockMs: number;
  /** The server ends a session left idle inside a transaction (`idle_in_transaction_session_timeout`). */
  idleInTransactionMs: number;
  /** The client gives up on an answer (a server that stopped answering at all); the connection is then closed. */
  queryMs: number;
}

export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  lockMs: 10_000,
  idleInTransactionMs: 30_000,
  queryMs: 35_000,
};

type AnyQuery = (...args: unknown[]) => Promise<unknown>;

/**
 * node-postgres's pool, made to survive its connections failing:
 *
 * - every client it opens gets an `error` listener for life: pg-pool listens only while a client
 *   is idle, so a session ended while checked out (inside a transaction, between two of its
 *   statements) would otherwise emit an unhandled `error` and end the process;
 * - a client whose answer never came (`query_timeout`) is closed, so the pool does not hand out
 *   a connection still busy with it;
 * - a read sent through the pool (not inside a transaction) that failed because its connection
 *   did is sent once more, on another connection (`onRetry` is told). Writes are never resent:
 *   whether the first one committed is unknown;
 * - a client checked out with `await pool.connect()` whose first statement fails with its
 *   connection is handed back (and removed) at once, and releasing it again is a no-op: Drizzle
 *   sends a transaction's `BEGIN` outside its try/finally, so a session ended during `BEGIN`
 *   kept its client checked out for ever — a pool that lost one client per failover, and a
 *   shutdown that never ended (found by `npm run test:faults`).
 */
/** See createResilientPool: the first statement's connection failure releases the checkout. */
function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  const query = client.query as unknown as AnyQuery;
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.query = query as never;
    release.call(client, error);
  };
  client.release = releaseOnce;
  client.query = function (this: pg.PoolClient, ...args: unknown[]) {
    client.query = query as never;
    const result = query.apply(this, args);
    if (result && typeof (result as Promise<unknown>).catch === "function") {
      void (result as Promise<unknown>).catch((error: unknown) => {
        if (isConnectionError(error)) releaseOnce(error as Error);
      });
    }
    return result;
  } as never;
  return client;
}

export function createResilientPool(
  config: pg.PoolConfig,
  hooks: { onClientError?: (error: Error) => void; onRetry?: (error: Error) => void } = {},
): pg.Pool {
  class ResilientPool extends pg.Pool {
    override connect(...args: unknown[]): never {
      // The callback form is pg-pool's own `query`, which releases on every outcome.
      if (args.length > 0) return (super.connect as unknown as (...a: unknown[]) => never).apply(this, args);
      return (super.connect as unknown as () => Promise<pg.PoolClient>).call(this).then(guardCheckout) as never;
    }

    override query(...args: unknown[]): never {
      const send = () => (super.query as unknown as AnyQuery).apply(this, args);
      const first = args[0];
      const text = typeof first === "string" ? first : (first as { text?: unknown } | undefined)?.text;
      // Callback style is not used by the app; leave it as pg-pool has it.
      if (typeof args[args.length - 1] === "function" || typeof text !== "string" || !isRetryableRead(text)) return send() as never;
      return send().catch((error: unknown) => {
        if (!isConnectionError(error) || this.ending) throw error;
        hooks.onRetry?.(error as Error);
        return send();
      }) as never;
    }
  }
  const pool = new ResilientPool(config);
  pool.on("connect", (client) => {
    client.on("error", (error) => hooks.onClientError?.(error));
    const query = client.query as unknown as AnyQuery;
    (client as unknown as { query: AnyQuery }).query = function (this: pg.PoolClient, ...args: unknown[]) {
      const result = query.apply(this, args);
      if (result && typeof (result as Promise<unknown>).catch === "function") {
        void (result as Promise<unknown>).catch((error: unknown) => {
          if (error instanceof Error && /Query read timeout/.test(error.message)) void client.end().catch(() => {});
        });
      }
      return result;
    };
  });
  // The pool's own report of an idle client's failure: the client's listener above already told.
  pool.on("error", () => {});
  return pool;
}
