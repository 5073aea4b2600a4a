import pg from "pg";

/**
 * What changes an account's standing: a write to `users` (activity, role, password, points,
 * names…) or to `refresh_tokens` (a sign-out, a rotation, a revocation). Heard from two sources:
 *
 * - every statement this process sends through Drizzle (the logger sees it before it runs): a
 *   write to those tables is reported at once, as "any account" (the statement's rows are not
 *   known) — so a change made by this process is never followed here by a stale answer;
 * - the database's own notifications (migration 0013: triggers `pg_notify('fz_accounts', id)`
 *   after the writing transaction commits), for changes made by other instances or by SQL by
 *   hand — on PostgreSQL through a connection of its own that LISTENs, reconnected when lost.
 *
 * The session cache of the auth module (decision 013) keeps its answers only while `live()`.
 */
export interface AccountChanges {
  /** `listener(id)`: that user changed; `listener(null)`: any may have. Returns the unsubscribe. */
  subscribe(listener: (userId: number | null) => void): () => void;
  /** Every change is being heard now (false while PostgreSQL's listening connection is down). */
  live(): boolean;
  close(): Promise<void>;
}

export const ACCOUNT_CHANNEL = "fz_accounts";

const ACCOUNT_WRITE = /^\s*(?:update|delete\s+from|truncate(?:\s+table)?)\s+"?(?:users|refresh_tokens)"?[\s,;]/i;

/** Whether a statement may change an account or a session (see above). */
export const writesAccounts = (sqlText: string) => ACCOUNT_WRITE.test(sqlText);

export function createAccountChanges() {
  const listeners = new Set<(userId: number | null) => void>();
  let remoteLive = false;
  let stop: () => Promise<void> = async () => {};
  const emit = (userId: number | null) => {
    for (const listener of listeners) listener(userId);
  };
  /** A notification's payload: a user id, or `*` (a truncation). */
  const heard = (payload: string | undefined) => {
    const id = Number(payload);
    emit(Number.isInteger(id) && id > 0 ? id : null);
  };
  const feed: AccountChanges & {
    statement(sqlText: string): void;
    /** Raw SQL whose effect is not read (maintenance): any account may have changed. */
    forgetAll(): void;
    heard(payload: string | undefined): void;
    setLive(live: boolean): void;
    onClose(close: () => Promise<void>): void;
  } = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    live: () => remoteLive,
    close: () => stop(),
    statement(sqlText) {
      if (writesAccounts(sqlText)) emit(null);
    },
    forgetAll: () => emit(null),
    heard,
    setLive(live) {
      // Whatever happened while nobody listened is unknown: forget everything on the way up.
      if (live && !remoteLive) emit(null);
      remoteLive = live;
    },
    onClose(close) {
      stop = close;
    },
  };
  return feed;
}

export type AccountFeed = ReturnType<typeof createAccountChanges>;

/** Delay before listening again after the connection was lost (doubling up to the maximum). */
const RECONNECT_MS = { first: 250, max: 5_000 };

/** PostgreSQL: one connection outside the pool that LISTENs; down → not live, then reconnects. */
export function listenOnPostgres(url: string, feed: AccountFeed, onError: (error: Error) => void): Promise<void> {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (error) onError(error);
    feed.setLive(false);
    const dead = client;
    client = null;
    dead?.removeAllListeners();
    dead?.on("error", () => {});
    void dead?.end().catch(() => {});
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect().catch(lost);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: "fz-account-changes" });
    next.on("error", lost);
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      if (message.channel === ACCOUNT_CHANNEL) feed.heard(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${ACCOUNT_CHANNEL}`);
    } catch (error) {
      next.removeAllListeners();
      next.on("error", () => {});
      void next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = RECONNECT_MS.first;
    feed.setLive(true);
  }

  feed.onClose(async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    feed.setLive(false);
    const last = client;
    client = null;
    last?.removeAllListeners();
    last?.on("error", () => {});
    await last?.end().catch(() => {});
  });
  // The first attempt is awaited; a failure, then or later, only disables the cache until it is back.
  return connect().catch(lost);
}
