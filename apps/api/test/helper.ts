import { readFileSync } from "node:fs";
import type { FastifyInstance, FastifyServerOptions, InjectOptions, LightMyRequestResponse } from "fastify";
import { inject } from "vitest";
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from "@fz/db/client";
import { seedReference } from "@fz/db/seed/reference";
import { users } from "@fz/db/schema";
import { buildApp } from "../src/app";
import { loadEnv } from "../src/config/env";
import { createAccessService } from "../src/modules/access/access.service";
import { hashPassword } from "../src/modules/auth/password";

export const TEST_JWT_SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789";

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  db: DatabaseHandle["db"];
  close(): Promise<void>;
}

/** Empties every table of the public schema (PostgreSQL runs share one database). */
async function truncateAll(handle: DatabaseHandle) {
  await handle.exec(`
    DO $$ DECLARE stmt text; BEGIN
      SELECT 'TRUNCATE ' || string_agg(format('%I.%I', schemaname, tablename), ', ') || ' RESTART IDENTITY CASCADE'
        INTO stmt FROM pg_tables WHERE schemaname = 'public';
      IF stmt IS NOT NULL THEN EXECUTE stmt; END IF;
    END $$;`);
}

async function openTestDatabase(options: Partial<DatabaseOptions> = {}): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const handle = await openDatabase({ url, poolSize: 20, countStatements: true, ...options });
    await truncateAll(handle);
    return handle;
  }
  const handle = await openDatabase({ countStatements: true, template: pgliteTemplate() });
  // Nothing to do when the template is current; a migration added since still applies.
  await handle.migrate();
  return handle;
}

let template: Blob | undefined;

/** The migrated database the global setup dumped (see test/global-setup.ts), read once per worker. */
function pgliteTemplate(): Blob | undefined {
  const file = inject("pgliteTemplate");
  if (!file) return undefined;
  template ??= new Blob([readFileSync(file)]);
  return template;
}

/**
 * A real app on a real database (PGlite in memory, or PostgreSQL with TEST_DATABASE_URL).
 * `logger` lets a test capture what is logged (pino options with a `stream`); `database` adds
 * options of the PostgreSQL handle (the fault tests name its sessions and hear its failures).
 */
export async function build(
  envOverrides: Record<string, string> = {},
  options: { logger?: FastifyServerOptions["logger"]; database?: Partial<DatabaseOptions> } = {},
): Promise<TestContext> {
  const handle = await openTestDatabase(options.database);
  await seedReference(handle.db);
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...envOverrides });
  const app = await buildApp({ env, db: handle.db, jwtSecret: TEST_JWT_SECRET, logger: options.logger, accountChanges: handle.accountChanges, notificationChanges: handle.notificationChanges, standingChanges: handle.standingChanges });
  await app.ready();
  return {
    app,
    handle,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

let counter = 0;

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
}

/** A user straight in the database (factory); role may be null to test 'Usuario no valido'. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<CreatedUser> {
  counter += 1;
  const password = overrides.password ?? "Contrasena-Segura-1";
  const email = overrides.email ?? `estudiante${counter}-${Date.now()}@example.com`;
  const { password: _ignored, ...rest } = overrides;
  const [row] = await ctx.db
    .insert(users)
    .values({
      email,
      firstName: "Ana",
      lastName: "Pérez",
      role: "student",
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning({ id: users.id });
  return { id: row!.id, email, password };
}

/** Signs in through the real endpoint and returns the token pair. */
export async function login(ctx: TestContext, user: { email: string; password: string }) {
  const response = await ctx.app.inject({ method: "POST", url: "/api/token/", payload: user });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json() as { access: string; refresh: string; user: { id: number; role: string } };
}

/** A new student, signed in; with a month of access to everything unless `granted` is false. */
export async function signedInStudent(ctx: TestContext, { granted = true }: { granted?: boolean } = {}) {
  const user = await createUser(ctx);
  if (granted) await createAccessService(ctx.db).grantAccess({ userId: user.id, scope: "all", months: 1, source: "admin" });
  return { id: user.id, ...(await login(ctx, user)) };
}

/** `app.inject` with a Bearer token. */
export function injectWithToken(
  ctx: TestContext,
  token: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** How many SQL statements `request` sent through the test database's handle. */
export async function statementsOf(ctx: TestContext, request: () => Promise<unknown>): Promise<number> {
  const before = ctx.handle.statementCount();
  await request();
  return ctx.handle.statementCount() - before;
}
