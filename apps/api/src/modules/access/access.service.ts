import type { AccountChanges, Database, Tx } from "@fz/db/client";
import { badRequest, notFound } from "../../lib/errors";
import { createUserCache } from "../../lib/user-cache";
import * as repo from "./access.repository";

export type AccessScope = repo.AccessScope;
export type AccessSource = repo.GrantRow["source"];
export type Grant = repo.GrantRow;

/** Who is asking: the signed-in user (admins see everything) or nobody. */
export interface Viewer {
  id: number;
  role: string | null;
}

export interface GrantInput {
  userId: number;
  scope: AccessScope;
  /** Course, level or video id; omitted (null) for scope 'all'. */
  targetId?: number | null;
  /** Either a number of calendar months… */
  months?: number;
  /** …or an explicit end. */
  endsAt?: Date;
  source: AccessSource;
  createdBy?: number | null;
  /** Order id, points-ledger key… whatever paid for it. */
  reference?: string | null;
}

/** What one viewer can open right now, with the effective end of each window. */
export interface AccessSet {
  admin: boolean;
  all: Date | null;
  courses: Map<number, Date>;
  levels: Map<number, Date>;
  videos: Map<number, Date>;
}

export interface Coverage {
  hasAccess: boolean;
  /** Effective end (renewals already queued included); null for admins and without access. */
  endsAt: Date | null;
}

export const MAX_GRANT_MONTHS = 120;
const EMPTY: AccessSet = { admin: false, all: null, courses: new Map(), levels: new Map(), videos: new Map() };

/** Calendar months in UTC, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(date.getTime());
  const day = date.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

function later(a: Date | null | undefined, b: Date | null | undefined): Date | null {
  if (!a) return b ?? null;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * Effective end of the windows for one target: start from the current windows and follow
 * renewals that begin before the reached end (a renewal starts where the last one ends).
 */
function chainEnd(grants: readonly GrantWindow[], now: Date): Date | null {
  let end: Date | null = null;
  for (const g of grants) if (g.startsAt <= now && g.endsAt > now) end = later(end, g.endsAt);
  if (!end) return null;
  for (const g of grants) if (g.startsAt <= end && g.endsAt > end) end = g.endsAt;
  return end;
}

export function coverageOfLevel(set: AccessSet, level: { id: number; courseId: number }): Coverage {
  if (set.admin) return { hasAccess: true, endsAt: null };
  const end = later(later(set.all, set.courses.get(level.courseId)), set.levels.get(level.id));
  return { hasAccess: end !== null, endsAt: end };
}

export function coverageOfVideo(set: AccessSet, videoId: number): Coverage {
  if (set.admin) return { hasAccess: true, endsAt: null };
  const end = later(set.all, set.videos.get(videoId));
  return { hasAccess: end !== null, endsAt: end };
}

/** The grant fields the access rules read. */
export type GrantWindow = Pick<Grant, "scope" | "targetId" | "startsAt" | "endsAt">;

/**
 * What a viewer can open, from their grants that have not ended yet (in start order). The
 * one rule for access: `accessSet` reads the grants itself; a caller that already read them
 * in a larger statement (the topic page) passes them here.
 */
export function accessSetFromGrants(viewer: Viewer | null, grants: readonly GrantWindow[], at?: Date): AccessSet {
  if (!viewer) return EMPTY;
  if (viewer.role === "admin") return { ...EMPTY, admin: true };
  // A remembered (frozen) list of grants gives the same set until one of them starts or ends.
  // The clock as a number: in the server, Next.js wraps the global Date, and a `new Date()` per
  // remembered GET cost more than the rest of this check (decision 063).
  const nowMs = at?.getTime() ?? Date.now();
  const known = setsOfGrants.get(grants);
  if (known && nowMs >= known.from && nowMs < known.until) return known.set;
  const now = at ?? new Date(nowMs);
  const groups = new Map<string, GrantWindow[]>();
  for (const g of grants) {
    if (g.endsAt <= now) continue;
    const key = `${g.scope}:${g.targetId ?? ""}`;
    groups.set(key, [...(groups.get(key) ?? []), g]);
  }
  const set: AccessSet = { admin: false, all: null, courses: new Map(), levels: new Map(), videos: new Map() };
  for (const list of groups.values()) {
    const end = chainEnd(list, now);
    const first = list[0]!;
    if (!end) continue;
    if (first.scope === "all") set.all = end;
    else if (first.scope === "course") set.courses.set(first.targetId!, end);
    else if (first.scope === "level") set.levels.set(first.targetId!, end);
    else set.videos.set(first.targetId!, end);
  }
  if (Object.isFrozen(grants)) setsOfGrants.set(grants, { from: now.getTime(), until: nextChange(grants, now), set });
  return set;
}

/** Sets computed from remembered grant lists, valid from `from` until `until` (epoch ms). */
const setsOfGrants = new WeakMap<readonly GrantWindow[], { from: number; until: number; set: AccessSet }>();

/** The first moment after `now` at which one of these grants starts or ends. */
function nextChange(grants: readonly GrantWindow[], now: Date): number {
  let next = Number.POSITIVE_INFINITY;
  for (const g of grants) {
    for (const at of [g.startsAt.getTime(), g.endsAt.getTime()]) if (at > now.getTime() && at < next) next = at;
  }
  return next;
}

/**
 * Access grants: the one place that decides whether a student may open a level, a course's
 * levels or a tutorial. Commerce (paid orders), points (redeemed rewards) and admin call
 * `grantAccess`; the catalogue reads `accessSet` / `hasLevelAccess` / `hasVideoAccess`.
 */
export interface AccessService {
  accessSet(viewer: Viewer | null, now?: Date): Promise<AccessSet>;
  /** Pass `tx` to grant inside the caller's transaction (an order marked paid, points spent). */
  grantAccess(input: GrantInput, tx?: Tx): Promise<Grant>;
  /** Grants whose window contains now (starts_at <= now < ends_at). */
  currentGrants(userId: number, now?: Date): Promise<Grant[]>;
  grantsOfUser(userId: number): Promise<Grant[]>;
  /** The grants an order created (they carry `order:<id>`, the reference a refund closes them by). */
  grantsByReference(reference: string): Promise<Grant[]>;
  /**
   * SQL for a statement on `users` (the back office's students): whether the row's user has
   * an access open at `now`, as a filter and as a column.
   */
  userRowHasAccess(now: Date): repo.UserRowSql;
  userRowHasAccessColumn(now: Date): repo.UserRowSql;
  /** Closes one of the user's grants now (an administrator's revocation); undefined when there is nothing open to close. */
  closeGrant(tx: Tx, userId: number, grantId: number, now?: Date): Promise<Grant | undefined>;
  /** Takes back what `reference` paid for (a refund); pass `tx` to do it in the caller's transaction. */
  closeGrantsByReference(reference: string, tx?: Tx, now?: Date): Promise<number>;
  hasLevelAccess(viewer: Viewer | null, levelId: number): Promise<boolean>;
  hasVideoAccess(viewer: Viewer | null, videoId: number): Promise<boolean>;
  /** Stops its cache listening (the app closes). */
  close(): void;
}

/**
 * `changes`: the database handle's feed of writes to grants and topic progress (decision 059).
 * With it, a student's open grants are remembered per process until one of theirs changes (a
 * grant that expires meanwhile is dropped by `accessSetFromGrants`, which reads the clock);
 * without it, every call reads them.
 */
export function createAccessService(db: Database, changes?: AccountChanges | null): AccessService {
  const openGrantsCache = createUserCache<{ grants: GrantWindow[] }>(changes ?? undefined);

  async function grantIn(tx: Tx, input: GrantInput): Promise<Grant> {
    const targetId = input.scope === "all" ? null : (input.targetId ?? null);
    if (input.scope !== "all" && targetId === null) throw badRequest("Indica a qué se concede el acceso.");
    if ((input.months === undefined) === (input.endsAt === undefined)) {
      throw badRequest("Indica la duración del acceso en meses o la fecha de fin, no ambas.");
    }
    if (input.months !== undefined && (!Number.isInteger(input.months) || input.months < 1 || input.months > MAX_GRANT_MONTHS)) {
      throw badRequest(`La duración del acceso debe ser de 1 a ${MAX_GRANT_MONTHS} meses.`);
    }
    if (!(await repo.lockUser(tx, input.userId))) throw notFound("El estudiante no existe.");
    if (targetId !== null && !(await repo.targetExists(tx, input.scope, targetId))) {
      throw notFound("El contenido al que se quiere dar acceso no existe.");
    }
    const now = new Date();
    // A renewal starts where the access the student already has ends, not today.
    const startsAt = (await repo.latestEnd(tx, input.userId, input.scope, targetId, now)) ?? now;
    const endsAt = input.months !== undefined ? addMonths(startsAt, input.months) : input.endsAt!;
    if (endsAt <= startsAt) throw badRequest("El estudiante ya tiene acceso hasta esa fecha o una posterior.");
    return repo.insertGrant(tx, {
      userId: input.userId,
      scope: input.scope,
      targetId,
      startsAt,
      endsAt,
      source: input.source,
      createdBy: input.createdBy ?? null,
      reference: input.reference ?? null,
    });
  }

  async function accessSet(viewer: Viewer | null, now?: Date): Promise<AccessSet> {
    if (!viewer) return EMPTY;
    if (viewer.role === "admin") return { ...EMPTY, admin: true };
    // A caller's own clock reads the grants open at that moment; the present ones are remembered.
    if (now) return accessSetFromGrants(viewer, await repo.openGrants(db, viewer.id, now), now);
    const read = new Date();
    const open = await openGrantsCache.get(viewer.id, "open-grants", async () => ({ grants: await repo.openGrants(db, viewer.id, read) }), () => true);
    return accessSetFromGrants(viewer, open!.grants, new Date());
  }

  return {
    accessSet,
    close: () => openGrantsCache.close(),

    async grantAccess(input: GrantInput, tx?: Tx): Promise<Grant> {
      return tx ? grantIn(tx, input) : db.transaction((t) => grantIn(t, input));
    },

    async currentGrants(userId: number, now: Date = new Date()): Promise<Grant[]> {
      return repo.currentGrants(db, userId, now);
    },

    async grantsOfUser(userId: number): Promise<Grant[]> {
      return repo.grantsOfUser(db, userId);
    },

    grantsByReference: (reference: string): Promise<Grant[]> => repo.grantsByReference(db, reference),

    userRowHasAccess: repo.userRowHasAccess,
    userRowHasAccessColumn: repo.userRowHasAccessColumn,

    closeGrant: (tx: Tx, userId: number, grantId: number, now: Date = new Date()) => repo.closeGrant(tx, userId, grantId, now),

    async closeGrantsByReference(reference: string, tx?: Tx, now: Date = new Date()): Promise<number> {
      return tx ? repo.closeGrantsByReference(tx, reference, now) : db.transaction((t) => repo.closeGrantsByReference(t, reference, now));
    },

    async hasLevelAccess(viewer: Viewer | null, levelId: number): Promise<boolean> {
      if (viewer?.role === "admin") return true;
      const courseId = await repo.levelCourseId(db, levelId);
      if (courseId === undefined || !viewer) return false;
      return coverageOfLevel(await accessSet(viewer), { id: levelId, courseId }).hasAccess;
    },

    async hasVideoAccess(viewer: Viewer | null, videoId: number): Promise<boolean> {
      if (viewer?.role === "admin") return true;
      if (!viewer) return false;
      return coverageOfVideo(await accessSet(viewer), videoId).hasAccess;
    },
  };
}
