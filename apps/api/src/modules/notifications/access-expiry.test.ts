import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, mailOutbox, notifications, users } from "@fz/db/schema";
import { createCourse, createLevel, createVideo } from "../../../test/academy-factory";
import { type TestContext, build, createUser } from "../../../test/helper";
import { type AccessService, createAccessService } from "../access/access.service";

let ctx: TestContext;
let access: AccessService;
let levelId: number;
let courseTitle: string;
let levelTitle: string;
let videoId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  ctx = await build();
  access = createAccessService(ctx.db);
  const course = await createCourse(ctx, { title: "Acordeón vallenato" });
  const level = await createLevel(ctx, course.id);
  courseTitle = course.title;
  levelTitle = level.level.title;
  levelId = level.level.id;
  videoId = (await createVideo(ctx, { title: "La gota fría" })).id;
});
afterAll(async () => {
  await ctx.close();
});

const noticesOf = (userId: number) => ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, "access_expiring")));

/** A window that began 30 days ago and ends `endsInDays` from now (negative: already over), written directly. */
async function grantWindow(userId: number, endsInDays: number, target: { scope: "level" | "video"; targetId: number } = { scope: "level", targetId: levelId }) {
  const now = Date.now();
  await ctx.db.insert(accessGrants).values({
    userId,
    ...target,
    startsAt: new Date(now - 30 * DAY),
    endsAt: new Date(now + endsInDays * DAY),
    source: "admin",
  });
}

describe("access expiry notices", () => {
  it("a grant ending in 3 days: one notification and one e-mail, however often the job runs", async () => {
    const user = await createUser(ctx, { firstName: "Camila" });
    await access.grantAccess({ userId: user.id, scope: "level", targetId: levelId, endsAt: new Date(Date.now() + 3 * DAY), source: "admin" });
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();

    const notices = await noticesOf(user.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: "access_expiring", title: "Tu acceso está por vencer", link: `/academia/niveles/${levelId}`, unread: true });
    expect(notices[0]!.body).toContain(`el nivel «${courseTitle} · ${levelTitle}» vence el`);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Tu acceso está por vencer — FZ Academia");
    expect(mails[0]!.text).toContain("Hola, Camila:");
    expect(mails[0]!.text).toContain(`http://localhost:3000/academia/niveles/${levelId}`);
  });

  it("says nothing when a renewal continues the window, or when the end is more than 7 days away", async () => {
    const renewed = await createUser(ctx);
    await access.grantAccess({ userId: renewed.id, scope: "level", targetId: levelId, endsAt: new Date(Date.now() + 3 * DAY), source: "admin" });
    await access.grantAccess({ userId: renewed.id, scope: "level", targetId: levelId, months: 1, source: "points" });
    const later = await createUser(ctx);
    await access.grantAccess({ userId: later.id, scope: "level", targetId: levelId, endsAt: new Date(Date.now() + 10 * DAY), source: "admin" });
    await ctx.app.jobs.runOnce();
    expect(await noticesOf(renewed.id)).toEqual([]);
    expect(await noticesOf(later.id)).toEqual([]);
    expect(await mailsTo(renewed.email)).toEqual([]);
  });

  it("tells when a window has ended (notification only), but not about old ones or inactive students", async () => {
    const ended = await createUser(ctx);
    await grantWindow(ended.id, -1, { scope: "video", targetId: videoId });
    const old = await createUser(ctx);
    await grantWindow(old.id, -20);
    const inactive = await createUser(ctx);
    await grantWindow(inactive.id, 2);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
    await ctx.app.jobs.runOnce();
    await ctx.app.jobs.runOnce();

    const notices = await noticesOf(ended.id);
    expect(notices.map((n) => [n.kind, n.title, n.link])).toEqual([["access_expired", "Tu acceso venció", `/academia/tutoriales/${videoId}`]]);
    expect(notices[0]!.body).toContain("el tutorial «La gota fría» venció el");
    expect(await mailsTo(ended.email)).toEqual([]);
    expect(await noticesOf(old.id)).toEqual([]);
    expect(await noticesOf(inactive.id)).toEqual([]);
  });
});
