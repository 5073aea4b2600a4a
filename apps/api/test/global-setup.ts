import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump, openDatabase } from "@fz/db/client";

declare module "vitest" {
  interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tarball) every test file starts its own database from. */
    pgliteTemplate: string;
  }
}

/**
 * Migrate once per run. PostgreSQL: a fresh schema for the whole run (files then run one after
 * another on truncated tables). PGlite: one migrated database dumped to a file; each test file
 * loads its own in-memory copy (~0.6 s) instead of running initdb and the migrations (~3–6 s).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const handle = await openDatabase({ url, poolSize: 1 });
    try {
      await handle.exec("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
      await handle.migrate();
    } finally {
      await handle.close();
    }
    project.provide("pgliteTemplate", "");
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "fz-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
