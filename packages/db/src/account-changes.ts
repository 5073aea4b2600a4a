import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * What changes an account's standing: a write to `users` (activity, role, password, points,
 * names…) or to `refresh_tokens` (a sign-out, a rotation, a revocation). Heard from two sources:
 *
 * - every statement this process sends through Drizzle (the logger sees it before it runs): a
 *   write to those tables is reported at once — as that user when the statement pins one
 *   (`userOfWrite`), else as "any account" — so a change made by this process is never followed
 *   here by a stale answer;
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
/**
 * The same for a student's notifications (migration 0014: inserts, updates and deletes of
 * `notifications` notify the user id on `fz_notifications`): the bell and the list are
 * remembered per student until one of theirs changes.
 */
export const NOTIFICATION_CHANNEL = "fz_notifications";

/**
 * The same for a student's standing in the academy (migration 0026: writes to `access_grants` and
 * `topic_progress` notify the user id on `fz_standing`): what they may open and how far they went
 * are remembered per student (the signed-in topic's overlay, the access set) until one changes.
 */
export const STANDING_CHANNEL = "fz_standing";

const ACCOUNT_WRITE = /^\s*(?:update|delete\s+from|truncate(?:\s+table)?)\s+"?(?:users|refresh_tokens)"?[\s,;]/i;
const NOTIFICATION_WRITE = /^\s*(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+"?notifications"?[\s,;(]/i;

// Anywhere in the statement, not only at its start: a write inside a CTE counts too.
const STANDING_WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?(?:access_grants|topic_progress)"?[\s,;(]/i;

/** Whether a statement may change an account or a session (see above). */
export const writesAccounts = (sqlText: string) => ACCOUNT_WRITE.test(sqlText);
/** Whether a statement may change a student's notifications. */
export const writesNotifications = (sqlText: string) => NOTIFICATION_WRITE.test(sqlText);

/** Whether a statement may change a student's grants or topic progress. */
export const writesStanding = (sqlText: string) => STANDING_WRITE.test(sqlText);

const PARAM = /^\$(\d+)$/;

/**
 * The one user a write touches, when the statement says so plainly — a one-row
 * `insert into "t" (…, "user_id", …) values (…, $n, …)` (not `do update`), or an update or delete of one table whose
 * where clause pins `"t"."user_id" = $n` (`"users"."id"` for the users table), with no `or`, no
 * sub-select and the column named nowhere else — else null (anyone may have changed). Drizzle
 * writes its statements that way; whatever another writer sends is heard from the database per
 * row (the triggers).
 */
export function userOfWrite(sqlText: string, params: readonly unknown[]): number | null {
  const text = sqlText.trim();
  const asUser = (placeholder: string | undefined) => {
    const index = placeholder === undefined ? null : PARAM.exec(placeholder.trim());
    const id = index ? Number(params[Number(index[1]) - 1]) : NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  };
  const keyOf = (table: string) => (table === "users" ? "id" : "user_id");
  const insert = /^insert\s+into\s+"(\w+)"\s*\(([^()]*)\)\s*values\s*\(([^()]*)\)(?!\s*,)/i.exec(text);
  if (insert) {
    const columns = insert[2]!.split(",").map((c) => c.trim());
    const values = insert[3]!.split(",");
    const at = columns.indexOf(`"${keyOf(insert[1]!)}"`);
    // `on conflict … do update` changes the row already there, whosever it is.
    if (/\bdo\s+update\b/i.test(text)) return null;
    return columns.length === values.length && at >= 0 ? asUser(values[at]) : null;
  }
  // What a write answers (`returning …`) names columns without choosing rows.
  const chosen = text.replace(/\sreturning\s[\s\S]*$/i, "");
  const write = /^(?:update|delete\s+from)\s+"(\w+)"\s/i.exec(chosen);
  if (!write || /\bselect\b|\bor\b/i.test(chosen)) return null;
  const table = write[1]!;
  const key = keyOf(table);
  const pinned = [...chosen.matchAll(new RegExp(`"(\\w+)"\\."${key}"\\s*=\\s*(\\$\\d+)`, "g"))];
  const mentions = chosen.split(`"${key}"`).length - 1;
  if (pinned.length !== 1 || mentions !== 1 || pinned[0]![1] !== table) return null;
  return asUser(pinned[0]![2]);
}

// A write this process sends about one user (points for a view, a notice, a first view of a
// topic) forgets only that user; anything less plain forgets everyone.
export function createAccountChanges() {
  return createChangeFeed(writesAccounts, userOfWrite);
}

export function createNotificationChanges() {
  return createChangeFeed(writesNotifications, userOfWrite);
}

export function createStandingChanges() {
  return createChangeFeed(writesStanding, userOfWrite);
}

/**
 * Changes of one kind, per user (see AccountChanges); `writes` tells this process's statements
 * that make them, `userOf` (when given) the one user such a statement touches, or null.
 */
function createChangeFeed(writes: (sqlText: string) => boolean, userOf: (sqlText: string, params: readonly unknown[]) => number | null = () => null) {
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
    statement(sqlText: string, params?: readonly unknown[]): void;
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
    statement(sqlText, params = []) {
      if (writes(sqlText)) emit(userOf(sqlText, params));
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

export type AccountFeed = ReturnType<typeof createChangeFeed>;

/** Delay before listening again after the connection was lost (doubling up to the maximum). */
const RECONNECT_MS = { first: 250, max: 30_000 };
/**
 * A notification sent through the pool must come back on the listening connection: checked
 * before trusting it and then every PROBE_EVERY_MS. A LISTEN that hears nothing (a pooler in
 * transaction mode between the app and PostgreSQL, a connection silently cut) would otherwise
 * leave the cache trusting answers no one invalidates.
 */
const PROBE_EVERY_MS = 30_000;
const PROBE_WAIT_MS = 5_000;
const PROBE_PREFIX = "probe:";

/**
 * PostgreSQL: one connection outside the pool that LISTENs; live only once a probe sent with
 * `notify` (through the pool) has come back on it, and as long as the probes keep coming back.
 * Down → not live, then it reconnects.
 */
export function listenOnPostgres(
  url: string,
  feeds: Record<string, AccountFeed>,
  onError: (error: Error) => void,
  connectMs: number,
  notify: (channel: string, payload: string) => Promise<void>,
): Promise<void> {
  const channels = Object.keys(feeds);
  const probeChannel = channels[0]!;
  // One connection for every channel: they are live, lost and closed together.
  const setLive = (live: boolean) => Object.values(feeds).forEach((feed) => feed.setLive(live));
  const notHeard = () => new Error(`a notification sent through the pool did not arrive within ${PROBE_WAIT_MS / 1000} s`);
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MS.first;
  let timer: NodeJS.Timeout | undefined;
  const probes = new Map<string, () => void>();

  /** Sends a probe through the pool; true when this connection heard it in time. */
  async function probe(): Promise<boolean> {
    const payload = `${PROBE_PREFIX}${randomUUID()}`;
    let wait: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      probes.set(payload, () => resolve(true));
      wait = setTimeout(() => resolve(false), PROBE_WAIT_MS);
      wait.unref();
    });
    try {
      await notify(probeChannel, payload);
      return await heard;
    } catch {
      return false;
    } finally {
      clearTimeout(wait);
      probes.delete(payload);
    }
  }

  const lost = (error?: Error) => {
    if (error) onError(error);
    setLive(false);
    const dead = client;
    client = null;
    if (dead) void discard(dead);
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect().catch(lost);
    }, delay);
    timer.unref();
    delay = Math.min(delay * 2, RECONNECT_MS.max);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: "fz-account-changes",
      connectionTimeoutMillis: connectMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    next.on("error", lost);
    next.on("end", () => {
      if (client === next) lost();
    });
    next.on("notification", (message) => {
      const target = feeds[message.channel];
      if (!target) return;
      // Every instance hears every probe: its own are answered, the others' change nothing.
      if (message.payload?.startsWith(PROBE_PREFIX)) probes.get(message.payload)?.();
      else target.heard(message.payload);
    });
    try {
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      if (!(await probe())) throw notHeard();
    } catch (error) {
      void discard(next);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    delay = RECONNECT_MS.first;
    setLive(true);
  }

  const checker = setInterval(() => {
    if (!client || closed) return;
    void probe().then((ok) => {
      if (!ok && client && !closed) lost(notHeard());
    });
  }, PROBE_EVERY_MS);
  checker.unref();

  // Closing any of the feeds ends the connection (a second close finds nothing to do).
  const stop = async () => {
    if (closed) return;
    closed = true;
    clearInterval(checker);
    if (timer) clearTimeout(timer);
    setLive(false);
    const last = client;
    client = null;
    if (last) await discard(last);
  };
  for (const feed of Object.values(feeds)) feed.onClose(stop);
  // The first attempt is awaited; a failure, then or later, only disables the cache until it is back.
  return connect().catch(lost);
}

/** Ends a client whose errors and events no longer matter. */
function discard(client: pg.Client): Promise<void> {
  client.removeAllListeners();
  client.on("error", () => {});
  return client.end().catch(() => {});
}
