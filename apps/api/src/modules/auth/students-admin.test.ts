import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessGrants, countries, instruments, users } from "@fz/db/schema";
import { createCourse, createLevel, type LevelFixture } from "../../../test/academy-factory";
import { type TestContext, build, createUser, injectWithToken, login } from "../../../test/helper";

let ctx: TestContext;
let admin: { id: number; token: string };
let level: LevelFixture;
let course: Awaited<ReturnType<typeof createCourse>>;
let colombia: number;
let mexico: number;
let guitar: number;
let accordion: number;

const as = (token: string, method: "GET" | "POST", url: string, payload?: object) => injectWithToken(ctx, token, { method, url, payload });
const asAdmin = (method: "GET" | "POST", url: string, payload?: object) => as(admin.token, method, url, payload);

async function auditOf(entity: string, entityId: number | string) {
  const response = await asAdmin("GET", `/api/admin/audit/?entity=${entity}&entity_id=${entityId}`);
  expect(response.statusCode).toBe(200);
  return response.json().results as { action: string; actor: { id: number }; before: unknown; after: unknown }[];
}

beforeAll(async () => {
  ctx = await build();
  const adminUser = await createUser(ctx, { role: "admin", firstName: "Fabián", lastName: "Zuleta" });
  admin = { id: adminUser.id, token: (await login(ctx, adminUser)).access };
  course = await createCourse(ctx);
  level = await createLevel(ctx, course.id, { topics: 3, free: 1 });
  const countryRows = await ctx.db.select().from(countries);
  const instrumentRows = await ctx.db.select().from(instruments);
  colombia = countryRows.find((c) => c.code === "CO")!.id;
  mexico = countryRows.find((c) => c.code === "MX")!.id;
  guitar = instrumentRows[0]!.id;
  accordion = instrumentRows[1]!.id;
});
afterAll(() => ctx.close());

describe("students list", () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    const make = async (key: string, values: Parameters<typeof createUser>[1]) => [key, (await createUser(ctx, values)).id] as const;
    ids = Object.fromEntries(
      await Promise.all([
        make("jose", { firstName: "José", lastName: "Núñez", email: "jose.nunez@example.com", countryId: colombia, instrumentId: accordion, createdAt: new Date("2026-01-10T15:00:00Z") }),
        make("maria", { firstName: "María", lastName: "Gómez", email: "maria@example.com", countryId: mexico, instrumentId: guitar, createdAt: new Date("2026-02-20T15:00:00Z") }),
        make("andres", { firstName: "Andrés", lastName: "Díaz", email: "andres@otro.co", countryId: colombia, instrumentId: guitar, createdAt: new Date("2026-03-05T15:00:00Z"), isActive: false }),
      ]),
    );
    await ctx.db.insert(accessGrants).values({
      userId: ids.maria!,
      scope: "level",
      targetId: level.level.id,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
      source: "order",
    });
  });

  const emails = async (query: string) => {
    const response = await asAdmin("GET", `/api/students/?page_size=100&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as { email: string }[]).map((s) => s.email).filter((e) => e.endsWith("@example.com") || e.endsWith("@otro.co"));
  };

  it("searches names and e-mails without caring about accents or case", async () => {
    expect(await emails("q=jose")).toEqual(["jose.nunez@example.com"]);
    expect(await emails("q=NUNEZ")).toEqual(["jose.nunez@example.com"]);
    expect(await emails("q=maría gómez")).toEqual(["maria@example.com"]);
    expect(await emails("q=andres%40otro")).toEqual(["andres@otro.co"]);
    expect(await emails("q=100%25")).toEqual([]);
  });

  it("filters by country, instrument, access, registration dates and status", async () => {
    expect((await emails(`country=${colombia}`)).sort()).toEqual(["andres@otro.co", "jose.nunez@example.com"]);
    expect(await emails(`country=${colombia}&instrument=${guitar}`)).toEqual(["andres@otro.co"]);
    expect(await emails("has_access=true")).toEqual(["maria@example.com"]);
    expect(await emails("has_access=false&q=example")).toEqual(["jose.nunez@example.com"]);
    expect(await emails("registered_from=2026-02-01&registered_to=2026-02-28")).toEqual(["maria@example.com"]);
    expect(await emails("registered_to=2026-01-10")).toEqual(["jose.nunez@example.com"]);
    expect(await emails("status=deactivated")).toEqual(["andres@otro.co"]);
  });

  it("sorts by name, e-mail, registration and last sign-in, both ways", async () => {
    const all = ["andres@otro.co", "jose.nunez@example.com", "maria@example.com"];
    expect(await emails("ordering=name")).toEqual(all);
    expect(await emails("ordering=-name")).toEqual([...all].reverse());
    expect(await emails("ordering=email")).toEqual(all);
    expect(await emails("ordering=created_at")).toEqual(["jose.nunez@example.com", "maria@example.com", "andres@otro.co"]);
    expect(await emails("ordering=-created_at")).toEqual(["andres@otro.co", "maria@example.com", "jose.nunez@example.com"]);
  });

  it("paginates and answers the row shape", async () => {
    const response = await asAdmin("GET", "/api/students/?page_size=1&ordering=email");
    const page = response.json();
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(page.results).toHaveLength(1);
    expect(page.next).toContain("cursor=");
    expect(page.results[0]).toMatchObject({ email: "andres@otro.co", is_active: false, country: { id: colombia }, has_active_access: false, role: "student" });
    const second = (await asAdmin("GET", page.next)).json();
    expect(second.results[0]).toMatchObject({ email: "jose.nunez@example.com" });
    expect((await asAdmin("GET", "/api/students/?page_size=1&ordering=email&page=2")).json().results).toEqual(second.results);
  });

  it("walks each ordering with cursors, filters kept, the same rows as numbered pages", async () => {
    // Same names and the same registration instant: the id breaks the ties.
    const instant = new Date("2026-04-01T12:00:00Z");
    for (let i = 0; i < 5; i++) {
      await createUser(ctx, { firstName: "Lucía", lastName: "Peña", email: `lucia.pena${i}@cursor.test`, createdAt: instant });
    }
    for (const ordering of ["name", "-name", "email", "-email", "created_at", "-created_at", "-last_login_at"]) {
      const numbered = (await asAdmin("GET", `/api/students/?page_size=100&q=pena&ordering=${ordering}`)).json().results.map((s: { id: number }) => s.id);
      const walked: number[] = [];
      let link: string | null = `/api/students/?page_size=2&q=pena&ordering=${ordering}`;
      while (link) {
        const response = await asAdmin("GET", link);
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json();
        expect(page.count).toBe(5);
        walked.push(...page.results.map((s: { id: number }) => s.id));
        link = page.next;
      }
      expect(walked, ordering).toEqual(numbered);
      // Numbered pages past the first take their ids first, then the rows (a deferred join).
      const paged: number[] = [];
      for (let number = 1; number <= 3; number++) {
        const response = await asAdmin("GET", `/api/students/?page_size=2&q=pena&ordering=${ordering}&page=${number}`);
        expect(response.statusCode, response.body).toBe(200);
        paged.push(...response.json().results.map((s: { id: number }) => s.id));
      }
      expect(paged, ordering).toEqual(numbered);
    }
    // Last sign-in pages by number only (it has nulls); a cursor of another ordering is refused.
    const byLogin = (await asAdmin("GET", "/api/students/?page_size=2&q=pena&ordering=-last_login_at")).json();
    expect(byLogin.next).toContain("page=2");
    const byName = (await asAdmin("GET", "/api/students/?page_size=2&q=pena&ordering=name")).json();
    const cursor = new URL(byName.next, "http://x").searchParams.get("cursor");
    for (const ordering of ["-name", "email", "-last_login_at"]) {
      const response = await asAdmin("GET", `/api/students/?ordering=${ordering}&cursor=${cursor}`);
      expect(response.statusCode, ordering).toBe(400);
      expect(response.json().errors[0]).toMatch(/cursor de paginación/);
    }
  });

  it("the totals of the lists filtered by role and status alone stay exact, whatever writes the accounts", async () => {
    // Those totals come from user_counts, kept by a trigger; this compares them with a count.
    const queries = { "role=all": sql`true`, "": sql`role = 'student'`, "role=admin": sql`role = 'admin'`, "status=deactivated": sql`role = 'student' and not is_active`, "role=all&status=active": sql`is_active` };
    const check = async (moment: string) => {
      for (const [query, where] of Object.entries(queries)) {
        const response = await asAdmin("GET", `/api/students/?page_size=1&${query}`);
        expect(response.statusCode, response.body).toBe(200);
        const [row] = await ctx.db.select({ n: count() }).from(users).where(where);
        expect(response.json().count, `${moment}: ${query}`).toBe(row!.n);
      }
    };
    await check("at first");
    const made = await Promise.all(Array.from({ length: 6 }, (_, i) => createUser(ctx, { email: `cuenta${i}@conteo.test` })));
    await check("after registrations");
    // By hand in SQL, past the API: a deactivation, a promotion, an account losing its role, a deletion.
    await ctx.db.execute(sql`update users set is_active = false where id = ${made[0]!.id}`);
    await ctx.db.execute(sql`update users set role = 'admin' where id = ${made[1]!.id}`);
    await ctx.db.execute(sql`update users set role = null where id = ${made[2]!.id}`);
    await ctx.db.execute(sql`update users set first_name = 'Otro' where id = ${made[3]!.id}`);
    await ctx.db.execute(sql`delete from users where id = ${made[4]!.id}`);
    await check("after SQL by hand");
    // Opposite moves at the same time (deactivations and reactivations) neither deadlock nor drift.
    const moves = await Promise.all(
      made.flatMap((user, i) => [
        asAdmin("POST", `/api/students/${user.id}/${i % 2 === 0 ? "reactivate" : "deactivate"}/`),
        asAdmin("POST", `/api/students/${user.id}/${i % 2 === 0 ? "deactivate" : "reactivate"}/`),
      ]),
    );
    expect(moves.map((m) => m.statusCode).filter((code) => code !== 200 && code !== 404)).toEqual([]);
    await check("after concurrent moves");
  });

  it("refuses bad filters with Spanish messages", async () => {
    for (const query of ["ordering=password", "registered_from=2026-02-30", "registered_from=ayer", "has_access=si", "registered_from=2026-03-01&registered_to=2026-02-01"]) {
      const response = await asAdmin("GET", `/api/students/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe("validation_error");
    }
  });
});

describe("acting on a student", () => {
  it("grants a month of a level: the student sees it open, with source admin and who gave it", async () => {
    const user = await createUser(ctx);
    const student = (await login(ctx, user)).access;
    expect((await as(student, "GET", `/api/levels/${level.level.id}/`)).json().access.has_access).toBe(false);

    const granted = await asAdmin("POST", `/api/students/${user.id}/grants/`, { scope: "level", target_id: level.level.id, months: 1, note: "Cortesía por el concierto" });
    expect(granted.statusCode, granted.body).toBe(201);
    expect(granted.json()).toMatchObject({ source: "admin", created_by: { id: admin.id }, note: "Cortesía por el concierto", is_current: true, target: { id: level.level.id } });
    // The grant names the course of its level (a level title such as "Básico" repeats in every course).
    expect(granted.json().target.course).toEqual({ id: course.id, slug: course.slug, title: course.title });
    const other = await createUser(ctx);
    const courseGrant = (await asAdmin("POST", `/api/students/${other.id}/grants/`, { scope: "course", target_id: course.id, months: 1 })).json();
    expect(courseGrant.target).toMatchObject({ id: course.id, course: { id: course.id } });

    const view = (await as(student, "GET", `/api/levels/${level.level.id}/`)).json();
    expect(view.access.has_access).toBe(true);
    const temary = (await as(student, "GET", `/api/levels/${level.level.id}/temary/`)).json();
    expect(temary.results.every((t: { is_locked: boolean }) => !t.is_locked)).toBe(true);

    // Extending: the new window starts where the first one ends.
    const extended = (await asAdmin("POST", `/api/students/${user.id}/grants/`, { scope: "level", target_id: level.level.id, months: 2 })).json();
    expect(extended.starts_at).toBe(granted.json().ends_at);

    const detail = (await asAdmin("GET", `/api/students/${user.id}/`)).json();
    expect(detail.grants).toHaveLength(2);
    expect(detail.progress).toEqual([expect.objectContaining({ level: expect.objectContaining({ id: level.level.id }), total: 3, viewed: 0 })]);
    const [entry] = await auditOf("access_grant", granted.json().id);
    expect(entry).toMatchObject({ action: "student.grant", actor: { id: admin.id }, before: null, after: { user_id: user.id, note: "Cortesía por el concierto" } });
  });

  it("refuses grants to unknown content or with both or neither duration", async () => {
    const user = await createUser(ctx);
    expect((await asAdmin("POST", `/api/students/${user.id}/grants/`, { scope: "level", target_id: 999_999, months: 1 })).statusCode).toBe(404);
    expect((await asAdmin("POST", `/api/students/${user.id}/grants/`, { scope: "level", target_id: level.level.id })).statusCode).toBe(400);
    const both = await asAdmin("POST", `/api/students/${user.id}/grants/`, { scope: "level", target_id: level.level.id, months: 1, ends_at: "2030-01-01T00:00:00Z" });
    expect(both.statusCode).toBe(400);
    expect(both.json().errors[0]).toMatch(/meses|fecha/);
    expect((await asAdmin("POST", "/api/students/999999/grants/", { scope: "level", target_id: level.level.id, months: 1 })).statusCode).toBe(404);
  });

  it("adjusts points with a reason: the student sees the balance and the ledger entry; never below zero", async () => {
    const user = await createUser(ctx);
    const student = (await login(ctx, user)).access;
    const added = await asAdmin("POST", `/api/students/${user.id}/points/`, { delta: 500, reason: "Ganó el concurso de marzo", idempotency_key: "concurso-marzo-1" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ balance: 500, created: true, entry: { delta: 500, reason: "adjustment", reference: "Ganó el concurso de marzo" } });
    // The same key again (a double click) changes nothing.
    const replay = await asAdmin("POST", `/api/students/${user.id}/points/`, { delta: 500, reason: "Ganó el concurso de marzo", idempotency_key: "concurso-marzo-1" });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ balance: 500, created: false });

    expect((await as(student, "GET", "/api/points/")).json().amount).toBe(500);
    const history = (await as(student, "GET", "/api/points/history/")).json();
    // The history reads as the administrator wrote it, not «Ajuste de puntos» (issue 35).
    expect(history.results[0]).toMatchObject({ delta: 500, reason: "adjustment", description: "Ganó el concurso de marzo" });

    const tooMuch = await asAdmin("POST", `/api/students/${user.id}/points/`, { delta: -501, reason: "Corrección" });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toContain("por debajo de cero");
    expect((await as(student, "GET", "/api/points/")).json().amount).toBe(500);
    expect((await asAdmin("POST", `/api/students/${user.id}/points/`, { delta: 0, reason: "Nada" })).statusCode).toBe(400);

    const adminHistory = (await asAdmin("GET", `/api/students/${user.id}/points/`)).json();
    expect(adminHistory.count).toBe(1);
    const [entry] = await auditOf("points_ledger", added.json().entry.id);
    expect(entry).toMatchObject({ action: "student.points_adjust", before: { balance: 0 }, after: { balance: 500, delta: 500 } });
  });

  it("deactivation ends every session at once; reactivation lets the student back in", async () => {
    const user = await createUser(ctx);
    const session = await login(ctx, user);
    expect((await as(session.access, "GET", "/api/users/whoami/")).statusCode).toBe(200);

    const deactivated = await asAdmin("POST", `/api/students/${user.id}/deactivate/`);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json().is_active).toBe(false);

    const whoami = await as(session.access, "GET", "/api/users/whoami/");
    expect(whoami.statusCode).toBe(401);
    expect(whoami.json().code).toBe("account_disabled");
    const refresh = await ctx.app.inject({ method: "POST", url: "/api/token/refresh/", payload: { refresh: session.refresh } });
    expect(refresh.statusCode).toBe(401);
    const signIn = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().code).toBe("account_disabled");

    // Deactivating twice changes nothing and logs nothing more.
    expect((await asAdmin("POST", `/api/students/${user.id}/deactivate/`)).statusCode).toBe(200);
    expect((await asAdmin("POST", `/api/students/${user.id}/reactivate/`)).json().is_active).toBe(true);
    expect((await ctx.app.inject({ method: "POST", url: "/api/token/", payload: { email: user.email, password: user.password } })).statusCode).toBe(200);
    // The old refresh token stays revoked.
    expect((await ctx.app.inject({ method: "POST", url: "/api/token/refresh/", payload: { refresh: session.refresh } })).statusCode).toBe(401);

    const entries = await auditOf("user", user.id);
    expect(entries.map((e) => e.action)).toEqual(["student.reactivate", "student.deactivate"]);
    expect(entries[1]).toMatchObject({ before: { is_active: true }, after: { is_active: false, sessions_revoked: true } });
  });

  it("an admin cannot deactivate their own account", async () => {
    const response = await asAdmin("POST", `/api/students/${admin.id}/deactivate/`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(["No puedes desactivar tu propia cuenta."]);
    const [row] = await ctx.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, admin.id));
    expect(row!.isActive).toBe(true);
  });

  it("answers 404 for an unknown student and lists the audit log by actor", async () => {
    expect((await asAdmin("GET", "/api/students/999999/")).statusCode).toBe(404);
    expect((await asAdmin("GET", "/api/students/abc/")).statusCode).toBe(400);
    const mine = (await asAdmin("GET", `/api/admin/audit/?actor=${admin.id}&page_size=100`)).json();
    expect(mine.count).toBeGreaterThan(0);
    expect(mine.results.every((e: { actor: { id: number } }) => e.actor.id === admin.id)).toBe(true);
  });
});
