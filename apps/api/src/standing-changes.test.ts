import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userOfWrite, writesAccounts, writesStanding } from "@fz/db/account-changes";
import { accessGrants, topicProgress, users } from "@fz/db/schema";
import { createCourse, createLevel, type LevelFixture } from "../test/academy-factory";
import { type TestContext, build, createUser } from "../test/helper";
import * as accessRepo from "./modules/access/access.repository";
import * as learningRepo from "./modules/learning/learning.repository";

/**
 * A write this process sends is heard by the change feeds before it runs (decision 013, 059):
 * as the one user it names when the statement pins one, else as "anyone". These run the
 * repositories' own writes through the real handle and read what each feed heard.
 */
let ctx: TestContext;
let level: LevelFixture;

beforeAll(async () => {
  ctx = await build();
  level = await createLevel(ctx, (await createCourse(ctx)).id, { topics: 2 });
});
afterAll(async () => {
  await ctx.close();
});

/** What `feed` heard while `write` ran: user ids, null for "anyone". */
async function heardDuring(feed: "standingChanges" | "accountChanges", write: () => Promise<unknown>) {
  const heard: (number | null)[] = [];
  const stop = ctx.handle[feed].subscribe((userId) => heard.push(userId));
  try {
    await write();
  } finally {
    stop();
  }
  return heard;
}

describe("the repositories' writes name their student", () => {
  it("a first view, a touch and a finish name the student (the database's own notice names them too)", async () => {
    const me = await createUser(ctx);
    const theme = level.themes[0]!;
    const first = await heardDuring("standingChanges", () => learningRepo.recordView(ctx.db, me.id, theme.id, level.level.id));
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((id) => id === me.id)).toBe(true);
    expect(new Set(await heardDuring("standingChanges", () => learningRepo.recordView(ctx.db, me.id, theme.id, level.level.id)))).toEqual(new Set([me.id]));
    expect(new Set(await heardDuring("standingChanges", () => learningRepo.markFinished(ctx.db, me.id, theme.id)))).toEqual(new Set([me.id]));
  });

  it("a grant, and closing it, name the student; closing an order's grants forgets everyone", async () => {
    const me = await createUser(ctx);
    const now = new Date();
    let grantId = 0;
    const granted = await heardDuring("standingChanges", async () => {
      grantId = (await accessRepo.insertGrant(ctx.db, { userId: me.id, scope: "all", targetId: null, startsAt: now, endsAt: new Date(now.getTime() + 86_400_000), source: "admin", reference: "order:prueba" })).id;
    });
    expect(new Set(granted)).toEqual(new Set([me.id]));
    const closed = await heardDuring("standingChanges", () => ctx.db.transaction((tx) => accessRepo.closeGrant(tx, me.id, grantId, new Date())));
    expect(new Set(closed)).toEqual(new Set([me.id]));
    const byReference = await heardDuring("standingChanges", () => ctx.db.transaction((tx) => accessRepo.closeGrantsByReference(tx, "order:prueba", new Date())));
    expect(byReference).toContain(null);
  });

  it("an account write pinned to one user names them; reading does not count", async () => {
    const me = await createUser(ctx);
    const update = ctx.db.update(users).set({ pointsBalance: sql`${users.pointsBalance} + 5` }).where(sql`${users.id} = ${me.id}`);
    expect(new Set(await heardDuring("accountChanges", () => update))).toEqual(new Set([me.id]));
    // (The database's own notice of the update may arrive later: reading is checked on its text.)
    expect(writesAccounts(ctx.db.select().from(users).limit(1).toSQL().sql)).toBe(false);
  });
});

describe("a statement that is not plain forgets everyone", () => {
  const grant = { userId: 7, scope: "all" as const, targetId: null, startsAt: new Date(), endsAt: new Date(Date.now() + 1000), source: "admin" as const };
  const cases: [string, () => { sql: string; params: unknown[] }][] = [
    ["a one-row insert", () => ctx.db.insert(accessGrants).values(grant).toSQL()],
    ["an update pinned to the user", () => ctx.db.update(topicProgress).set({ finishedAt: new Date() }).where(sql`${topicProgress.userId} = ${7} and ${topicProgress.themeId} = ${3}`).toSQL()],
  ];
  it.each(cases)("%s names the user", (_, build) => {
    const { sql: text, params } = build();
    expect(writesStanding(text)).toBe(true);
    expect(userOfWrite(text, params)).toBe(7);
  });

  const vague: [string, () => { sql: string; params: unknown[] }][] = [
    ["several rows", () => ctx.db.insert(accessGrants).values([grant, { ...grant, userId: 8 }]).toSQL()],
    ["an `or`", () => ctx.db.update(topicProgress).set({ finishedAt: new Date() }).where(sql`${topicProgress.userId} = ${7} or ${topicProgress.themeId} = ${3}`).toSQL()],
    ["a sub-select", () => ctx.db.delete(accessGrants).where(sql`${accessGrants.userId} = ${7} and ${accessGrants.targetId} in (select id from levels)`).toSQL()],
    ["a user moved", () => ctx.db.update(topicProgress).set({ userId: 9 }).where(sql`${topicProgress.userId} = ${7}`).toSQL()],
    ["an insert that may update another's row", () => ctx.db.insert(accessGrants).values(grant).onConflictDoUpdate({ target: accessGrants.id, set: { endsAt: new Date() } }).toSQL()],
    ["no user", () => ctx.db.delete(accessGrants).where(sql`${accessGrants.reference} = ${"order:1"}`).toSQL()],
    ["another table's user", () => ctx.db.update(accessGrants).set({ endsAt: new Date() }).where(sql`"topic_progress"."user_id" = ${7}`).toSQL()],
  ];
  it.each(vague)("%s: null", (_, build) => {
    const { sql: text, params } = build();
    expect(userOfWrite(text, params)).toBeNull();
  });

  it("a write inside a CTE is still a write", () => {
    expect(writesStanding('with x as (select 1) update "topic_progress" set "finished_at" = now()')).toBe(true);
    expect(writesStanding('select * from "topic_progress" where "user_id" = $1')).toBe(false);
    expect(userOfWrite('with x as (select 1) update "topic_progress" set "finished_at" = now() where "topic_progress"."user_id" = $1', [7])).toBeNull();
  });
});
