import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@fz/db/client";
import * as schema from "@fz/db/schema";
import { type TestContext, build, createUser, login, TEST_JWT_SECRET } from "../test/helper";
import { buildApp } from "./app";
import { loadEnv } from "./config/env";

/*
 * The hot list queries, exactly as the API sends them, must be answered from an index once the
 * tables are big: every request below runs through a second app whose database logs its SQL,
 * and each statement is EXPLAINed (with its parameters) after the tables hold a few ten
 * thousand rows and VACUUM ANALYZE has run, so the planner chooses as it would in production. The
 * plans may not read a big table whole (Seq Scan). The total of an unfiltered list is read from
 * the counters a trigger keeps (user_counts), not counted.
 * Both drivers: PGlite is PostgreSQL's own planner too.
 */

const STUDENTS = 20_000;
const ROWS = 60_000;
const BIG_TABLES = new Set(["users", "notifications", "points_ledger", "access_grants"]);

let ctx: TestContext;
let app: FastifyInstance;
let captured: { sql: string; params: unknown[] }[] = [];
let adminToken: string;
let studentToken: string;
let studentId: number;

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

async function explain(sqlText: string, params: unknown[]): Promise<PlanNode> {
  const client = (ctx.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const result = await (client as pg.Pool).query(`EXPLAIN (FORMAT JSON) ${sqlText}`, params as unknown[]);
  const raw = (result.rows[0] as Record<string, unknown>)["QUERY PLAN"];
  const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return plan[0]!.Plan;
}

/** The request's statements on the big tables, each with its plan's scans. */
async function plansOf(url: string, token: string) {
  captured = [];
  const response = await app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  const statements = captured.filter((s) => /^select/i.test(s.sql) && [...BIG_TABLES].some((t) => s.sql.includes(`"${t}"`)));
  const plans = [];
  for (const statement of statements) {
    const nodes = nodesOf(await explain(statement.sql, statement.params));
    plans.push({ sql: statement.sql, nodes });
  }
  return { body: response.json(), plans };
}

/** Seq Scans of a big table, with the statement they belong to (for the failure message). */
function seqScans(plans: { sql: string; nodes: PlanNode[] }[]) {
  return plans.flatMap((p) =>
    p.nodes.filter((n) => n["Node Type"] === "Seq Scan" && BIG_TABLES.has(n["Relation Name"] ?? "")).map((n) => `${n["Relation Name"]}: ${p.sql}`),
  );
}

const usedIndexes = (plans: { nodes: PlanNode[] }[]) => new Set(plans.flatMap((p) => p.nodes.map((n) => n["Index Name"]).filter(Boolean)));

beforeAll(async () => {
  ctx = await build();
  const logger = { logQuery: (sqlText: string, params: unknown[]) => captured.push({ sql: sqlText, params }) };
  const client = (ctx.db as unknown as { $client: unknown }).$client;
  const db = (
    ctx.handle.kind === "postgres" ? drizzlePg(client as pg.Pool, { schema, logger }) : drizzlePglite(client as PGlite, { schema, logger })
  ) as unknown as Database;
  app = await buildApp({ env: loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }), db, jwtSecret: TEST_JWT_SECRET });
  await app.ready();

  const admin = await createUser(ctx, { role: "admin" });
  const student = await createUser(ctx, { firstName: "Estudiante", lastName: "Muñoz" });
  studentId = student.id;
  // Bulk rows in SQL (fast on both drivers): students with Spanish names over three years,
  // notifications and ledger rows spread over everyone, fifty of each for our student, and an
  // access grant for three students in four (the admin list shows who has access).
  await ctx.handle.exec(`
    INSERT INTO users (email, first_name, last_name, role, created_at, last_login_at)
    SELECT 'plan' || g || '@example.com',
           (ARRAY['María','José','Andrés','Lucía','Julián','Sofía','Óscar','Inés'])[1 + g % 8],
           (ARRAY['Pérez','Gómez','Núñez','Zúñiga','Castaño','Ibáñez','Rojas','Díaz','López','Peña','Ortiz'])[1 + g % 11] || ' ' || g,
           'student', now() - (g || ' minutes')::interval, CASE WHEN g % 4 <> 0 THEN now() - (g || ' seconds')::interval END
    FROM generate_series(1, ${STUDENTS}) g;
    INSERT INTO notifications (user_id, kind, title, body, unread, created_at)
    SELECT ${student.id} + 1 + g % ${STUDENTS}, 'blog_post', 'Aviso', 'Cuerpo', g % 3 = 0, now() - (g || ' seconds')::interval
    FROM generate_series(1, ${ROWS}) g;
    INSERT INTO notifications (user_id, kind, title, body, unread, created_at)
    SELECT ${student.id}, 'reward_available', 'Recompensa', 'Cuerpo', g % 2 = 0, now() - (g || ' hours')::interval
    FROM generate_series(1, 50) g;
    INSERT INTO points_ledger (user_id, delta, reason, idempotency_key, balance_after, created_at)
    SELECT ${student.id} + 1 + g % ${STUDENTS}, 10, 'topic_viewed', 'plan:' || g, 10, now() - (g || ' seconds')::interval
    FROM generate_series(1, ${ROWS}) g;
    INSERT INTO points_ledger (user_id, delta, reason, idempotency_key, balance_after, created_at)
    SELECT ${student.id}, 10, 'topic_viewed', 'plan:mine:' || g, 10 * g, now() - (g || ' hours')::interval
    FROM generate_series(1, 50) g;
    INSERT INTO access_grants (user_id, scope, target_id, starts_at, ends_at, source)
    SELECT id, 'all', NULL, now() - interval '10 days', now() + interval '20 days', 'admin'
    FROM users WHERE email LIKE 'plan%' AND id % 4 <> 0;`);
  // What autovacuum does in production: statistics, the visibility map and GIN's own counts
  // (without them the planner prices the trigram index as if it were empty). One statement
  // each: VACUUM refuses a multi-statement (transaction) block.
  for (const table of ["users", "notifications", "points_ledger", "access_grants"]) await ctx.handle.exec(`VACUUM ANALYZE ${table}`);
  adminToken = (await login(ctx, admin)).access;
  studentToken = (await login(ctx, student)).access;
}, 300_000);
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe("hot list queries use an index at scale", () => {
  it("admin students: the default order, by name both ways, by e-mail, by last sign-in", async () => {
    for (const [ordering, index] of [
      ["-created_at", "users_created_at_idx"],
      ["created_at", "users_created_at_idx"],
      ["name", "users_name_order_idx"],
      ["-name", "users_name_order_idx"],
      ["email", "users_email_key"],
      ["-last_login_at", "users_last_login_idx"],
    ] as const) {
      const { body, plans } = await plansOf(`/api/students/?ordering=${ordering}`, adminToken);
      expect(body.count).toBe(STUDENTS + 1);
      expect(seqScans(plans), ordering).toEqual([]);
      expect(usedIndexes(plans).has(index), `${ordering}: ${[...usedIndexes(plans)].join(", ")}`).toBe(true);
      // The cursor page behind `next` seeks the same index.
      const next = await plansOf(body.next, adminToken);
      const nextList = next.plans;
      expect(seqScans(nextList), `${ordering} next`).toEqual([]);
      // A numbered page deep in the list walks the same index for the ids it skips.
      const deep = await plansOf(`/api/students/?ordering=${ordering}&page=400`, adminToken);
      expect(deep.body.results).toHaveLength(20);
      expect(seqScans(deep.plans), `${ordering} page=400`).toEqual([]);
      expect(usedIndexes(deep.plans).has(index), `${ordering} page=400`).toBe(true);
      expect(usedIndexes(nextList).has(index), `${ordering} next`).toBe(true);
    }
  });

  it("admin students: a search (accents and case ignored), list and count, through the trigram index", async () => {
    // Selective searches, as an admin looking for someone types them. (A single word found in a
    // tenth of all students is read faster whole, and the planner rightly does so for the count.)
    for (const q of ["zúñiga 1234", "MARÍA 4320", "plan777@"]) {
      const { body, plans } = await plansOf(`/api/students/?q=${encodeURIComponent(q)}&ordering=name`, adminToken);
      expect(body.count, q).toBeGreaterThan(0);
      expect(seqScans(plans), q).toEqual([]);
      const count = plans.find((p) => /^select count\(\*\)/i.test(p.sql))!;
      expect(usedIndexes([count]).has("users_search_trgm_idx"), q).toBe(true);
    }
  });

  it("the bell's count and latest id, a student's notifications and their cursor page", async () => {
    const bell = await plansOf("/api/notifications/unread-count/", studentToken);
    expect(bell.body).toMatchObject({ unread_count: 25 });
    expect(seqScans(bell.plans)).toEqual([]);
    // The per-request re-read of the user also checks the token's session (refresh-token family).
    expect(usedIndexes(bell.plans)).toEqual(
      new Set(["users_pkey", "refresh_tokens_family_idx", "refresh_tokens_user_idx", "notifications_user_unread_idx", "notifications_user_id_idx"]),
    );

    const list = await plansOf("/api/notifications/", studentToken);
    expect(list.body).toMatchObject({ count: 50, unread_count: 25 });
    expect(seqScans(list.plans)).toEqual([]);
    expect(usedIndexes(list.plans).has("notifications_user_created_idx")).toBe(true);
    // The page and its two counts are one statement (one round trip), each side on its index.
    expect(list.plans.filter((p) => /"notifications"/.test(p.sql))).toHaveLength(1);
    expect(usedIndexes(list.plans).has("notifications_user_id_idx")).toBe(true);
    const next = await plansOf(list.body.next, studentToken);
    expect(seqScans(next.plans)).toEqual([]);
  });

  it("points history: the student's and the admin's view, with the cursor page", async () => {
    for (const [url, token] of [
      ["/api/points/history/", studentToken],
      [`/api/students/${studentId}/points/`, adminToken],
    ] as const) {
      const { body, plans } = await plansOf(url, token);
      expect(body.count, url).toBe(50);
      expect(seqScans(plans), url).toEqual([]);
      expect(usedIndexes(plans).has("points_ledger_user_created_idx"), url).toBe(true);
      const next = await plansOf(body.next, token);
      expect(seqScans(next.plans), `${url} next`).toEqual([]);
    }
  });
});
