import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@fz/db/client";
import { instruments } from "@fz/db/schema";
import { preparedPerDb } from "./lib/prepared";

/**
 * On PGlite a statement built by `preparedPerDb` runs as a named statement, parsed and planned
 * once (packages/db pglite-planned.ts, decision 030): the same rows as before, errors as
 * before, and never inside another caller's transaction.
 */
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase();
  await handle.migrate();
}, 60_000);
afterAll(async () => {
  await handle.close();
});

const bySlug = preparedPerDb((db) =>
  db
    .select({ id: instruments.id, slug: instruments.slug, name: instruments.name, at: sql<Date>`now()`.mapWith((v) => new Date(v)) })
    .from(instruments)
    .where(eq(instruments.slug, sql.placeholder("slug")))
    .prepare("test_instrument_by_slug"),
);
const insert = preparedPerDb((db) =>
  db
    .insert(instruments)
    .values({ slug: sql.placeholder("slug"), name: sql.placeholder("name") })
    .returning({ id: instruments.id })
    .prepare("test_instrument_insert"),
);

describe("prepared statements on PGlite", () => {
  it("answer the same rows as an unprepared query, execution after execution", async () => {
    await insert(handle.db).execute({ slug: "planned-a", name: "Acordeón" });
    for (let i = 0; i < 8; i += 1) {
      const [row] = await bySlug(handle.db).execute({ slug: "planned-a" });
      const [plain] = await handle.db.select({ id: instruments.id, name: instruments.name }).from(instruments).where(eq(instruments.slug, "planned-a"));
      expect(row).toMatchObject({ slug: "planned-a", name: "Acordeón", id: plain!.id });
      expect(row!.at).toBeInstanceOf(Date);
    }
    expect(await bySlug(handle.db).execute({ slug: "no-existe" })).toEqual([]);
    // Parsed once: PGlite's one session holds it as a named statement, executed since.
    const named = await handle.db.execute<{ statement: string }>(sql`select statement from pg_prepared_statements where name like 'fz_planned_%'`);
    const texts = (named as unknown as { rows: { statement: string }[] }).rows.map((r) => r.statement);
    expect(texts.some((text) => text.includes('from "instruments"') && text.includes('"slug" = $1'))).toBe(true);
  });

  it("fail like any statement (a unique violation) and run again afterwards", async () => {
    await insert(handle.db).execute({ slug: "planned-b", name: "Caja" });
    const error = await insert(handle.db)
      .execute({ slug: "planned-b", name: "Caja" })
      .then(() => null, (e: unknown) => e as { cause?: { code?: string }; code?: string });
    expect(error?.cause?.code ?? error?.code).toBe("23505");
    await insert(handle.db).execute({ slug: "planned-c", name: "Guacharaca" });
    expect(await bySlug(handle.db).execute({ slug: "planned-c" })).toHaveLength(1);
  });

  it("wait for a transaction in progress instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(instruments).values({ slug: "planned-tx", name: "Transacción" });
      await held;
      tx.rollback();
    }).catch(() => undefined);
    // Started while the transaction holds the database: it must see the state after the rollback.
    const read = bySlug(handle.db).execute({ slug: "planned-tx" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await read).toEqual([]);
  });
});
