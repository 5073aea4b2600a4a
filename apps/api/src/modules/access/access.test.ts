import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants } from "@fz/db/schema";
import { createCourse, createLevel, createVideo } from "../../../test/academy-factory";
import { type TestContext, build, createUser } from "../../../test/helper";
import { AppError } from "../../lib/errors";
import { type AccessService, type GrantWindow, accessSetFromGrants, addMonths, createAccessService } from "./access.service";

let ctx: TestContext;
let access: AccessService;
let courseId: number;
let levelId: number;
let otherLevelId: number;
let videoId: number;

const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await build();
  access = createAccessService(ctx.db);
  const course = await createCourse(ctx);
  courseId = course.id;
  levelId = (await createLevel(ctx, course.id)).level.id;
  otherLevelId = (await createLevel(ctx, (await createCourse(ctx)).id)).level.id;
  videoId = (await createVideo(ctx)).id;
});
afterAll(async () => {
  await ctx.close();
});

const student = async () => ({ id: (await createUser(ctx)).id, role: "student" as const });

describe("addMonths", () => {
  it("adds calendar months in UTC, clamping to the end of shorter months", () => {
    expect(addMonths(new Date("2026-01-31T10:00:00Z"), 1).toISOString()).toBe("2026-02-28T10:00:00.000Z");
    expect(addMonths(new Date("2028-01-31T10:00:00Z"), 1).toISOString()).toBe("2028-02-29T10:00:00.000Z");
    expect(addMonths(new Date("2026-03-15T00:00:00Z"), 4).toISOString()).toBe("2026-07-15T00:00:00.000Z");
    expect(addMonths(new Date("2026-11-30T23:59:59Z"), 3).toISOString()).toBe("2027-02-28T23:59:59.000Z");
    expect(addMonths(new Date("2026-05-10T08:00:00Z"), 12).toISOString()).toBe("2027-05-10T08:00:00.000Z");
  });
});

describe("grantAccess", () => {
  it("starts now when there is no current grant", async () => {
    const user = await student();
    const before = Date.now();
    const grant = await access.grantAccess({ userId: user.id, scope: "level", targetId: levelId, months: 1, source: "admin" });
    expect(grant.startsAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(grant.endsAt.toISOString()).toBe(addMonths(grant.startsAt, 1).toISOString());
    expect(await access.hasLevelAccess(user, levelId)).toBe(true);
    expect(await access.hasLevelAccess(user, otherLevelId)).toBe(false);
  });

  it("extends from the end of the current grant for the same target, not from today", async () => {
    const user = await student();
    const first = await access.grantAccess({ userId: user.id, scope: "level", targetId: levelId, months: 1, source: "order", reference: "pedido-1" });
    const second = await access.grantAccess({ userId: user.id, scope: "level", targetId: levelId, months: 4, source: "points" });
    expect(second.startsAt.toISOString()).toBe(first.endsAt.toISOString());
    expect(second.endsAt.toISOString()).toBe(addMonths(first.endsAt, 4).toISOString());
    // A different target is its own window.
    const course = await access.grantAccess({ userId: user.id, scope: "course", targetId: courseId, months: 1, source: "admin" });
    expect(course.startsAt.getTime()).toBeLessThan(first.endsAt.getTime());
    // The effective end seen by the catalogue follows the chain.
    const set = await access.accessSet(user);
    expect(set.levels.get(levelId)?.toISOString()).toBe(second.endsAt.toISOString());
    expect(set.courses.get(courseId)?.toISOString()).toBe(course.endsAt.toISOString());
  });

  it("does not extend from an expired grant", async () => {
    const user = await student();
    await ctx.db.insert(accessGrants).values({
      userId: user.id,
      scope: "level",
      targetId: levelId,
      startsAt: new Date(Date.now() - 40 * DAY),
      endsAt: new Date(Date.now() - 10 * DAY),
      source: "order",
    });
    expect(await access.hasLevelAccess(user, levelId)).toBe(false);
    const renewed = await access.grantAccess({ userId: user.id, scope: "level", targetId: levelId, months: 1, source: "order" });
    expect(renewed.startsAt.getTime()).toBeGreaterThan(Date.now() - 5000);
    expect(await access.hasLevelAccess(user, levelId)).toBe(true);
  });

  it("chains parallel grants for the same target instead of overlapping them", async () => {
    const user = await student();
    const grants = await Promise.all(
      Array.from({ length: 4 }, () => access.grantAccess({ userId: user.id, scope: "video", targetId: videoId, months: 1, source: "order" })),
    );
    const sorted = grants.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.startsAt.toISOString()).toBe(sorted[i - 1]!.endsAt.toISOString());
    expect(sorted[3]!.endsAt.toISOString()).toBe(addMonths(addMonths(addMonths(addMonths(sorted[0]!.startsAt, 1), 1), 1), 1).toISOString());
    expect(await access.currentGrants(user.id)).toHaveLength(1);
  });

  it("accepts an explicit end and refuses one that adds nothing", async () => {
    const user = await student();
    const endsAt = new Date(Date.now() + 10 * DAY);
    const grant = await access.grantAccess({ userId: user.id, scope: "all", endsAt, source: "admin" });
    expect(grant.endsAt.toISOString()).toBe(endsAt.toISOString());
    expect(grant.targetId).toBeNull();
    await expect(access.grantAccess({ userId: user.id, scope: "all", endsAt: new Date(Date.now() + 5 * DAY), source: "admin" })).rejects.toMatchObject({
      code: "validation_error",
      messages: ["El estudiante ya tiene acceso hasta esa fecha o una posterior."],
    });
  });

  it("validates its input with Spanish messages", async () => {
    const user = await student();
    const cases: [Parameters<AccessService["grantAccess"]>[0], string][] = [
      [{ userId: user.id, scope: "level", months: 1, source: "admin" }, "Indica a qué se concede el acceso."],
      [{ userId: user.id, scope: "level", targetId: levelId, source: "admin" }, "Indica la duración del acceso en meses o la fecha de fin, no ambas."],
      [{ userId: user.id, scope: "level", targetId: levelId, months: 0, source: "admin" }, "La duración del acceso debe ser de 1 a 120 meses."],
      [{ userId: user.id, scope: "level", targetId: 999_999, months: 1, source: "admin" }, "El contenido al que se quiere dar acceso no existe."],
      [{ userId: 999_999, scope: "all", months: 1, source: "admin" }, "El estudiante no existe."],
    ];
    for (const [input, message] of cases) {
      const error = await access.grantAccess(input).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).messages).toEqual([message]);
    }
    expect(await access.grantsOfUser(user.id)).toEqual([]);
  });
});

describe("coverage", () => {
  it("opens a level through its course, through 'all', and everything for an admin", async () => {
    const byCourse = await student();
    await access.grantAccess({ userId: byCourse.id, scope: "course", targetId: courseId, months: 1, source: "admin" });
    expect(await access.hasLevelAccess(byCourse, levelId)).toBe(true);
    expect(await access.hasLevelAccess(byCourse, otherLevelId)).toBe(false);
    expect(await access.hasVideoAccess(byCourse, videoId)).toBe(false);

    const byAll = await student();
    await access.grantAccess({ userId: byAll.id, scope: "all", months: 1, source: "admin" });
    expect(await access.hasLevelAccess(byAll, otherLevelId)).toBe(true);
    expect(await access.hasVideoAccess(byAll, videoId)).toBe(true);

    const admin = { id: (await createUser(ctx, { role: "admin" })).id, role: "admin" };
    expect(await access.hasLevelAccess(admin, otherLevelId)).toBe(true);
    expect(await access.hasLevelAccess(null, levelId)).toBe(false);
  });

  it("closes access when the grant has not started yet or has ended", async () => {
    const user = await student();
    await ctx.db.insert(accessGrants).values([
      { userId: user.id, scope: "level", targetId: levelId, startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 30 * DAY), source: "order" },
      { userId: user.id, scope: "video", targetId: videoId, startsAt: new Date(Date.now() - 30 * DAY), endsAt: new Date(Date.now() - 1000), source: "order" },
    ]);
    expect(await access.hasLevelAccess(user, levelId)).toBe(false);
    expect(await access.hasVideoAccess(user, videoId)).toBe(false);
    expect(await access.currentGrants(user.id)).toEqual([]);
  });
});

describe("a remembered list of grants (decision 059)", () => {
  const viewer = { id: 1, role: "student" as const };
  const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
  const grants: GrantWindow[] = Object.freeze([
    { scope: "level" as const, targetId: 7, startsAt: at(0), endsAt: at(30) },
    { scope: "level" as const, targetId: 8, startsAt: at(20), endsAt: at(40) },
  ]) as GrantWindow[];

  it("gives the same set until one of its grants starts or ends, then the set of that moment", () => {
    const first = accessSetFromGrants(viewer, grants, at(10));
    expect(accessSetFromGrants(viewer, grants, at(19))).toBe(first);
    expect(first.levels.has(8)).toBe(false);
    const started = accessSetFromGrants(viewer, grants, at(20));
    expect(started).not.toBe(first);
    expect([...started.levels.keys()].sort()).toEqual([7, 8]);
    const ended = accessSetFromGrants(viewer, grants, at(30));
    expect([...ended.levels.keys()]).toEqual([8]);
    // An earlier clock than the one it was computed at is computed again.
    expect(accessSetFromGrants(viewer, grants, at(5)).levels.has(8)).toBe(false);
  });

  it("a list that is not remembered (not frozen) is computed every time", () => {
    const fresh = [...grants];
    expect(accessSetFromGrants(viewer, fresh, at(10))).not.toBe(accessSetFromGrants(viewer, fresh, at(10)));
  });
});
