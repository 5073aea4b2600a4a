import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@fz/db/schema";

/**
 * The ownership map the lint rule `local/table-owners` reads (apps/api/table-owners.json, issue
 * 36): every table of the schema has exactly one owning module, and the allow-list names only
 * files that exist and tables of other modules.
 */
const apiDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = join(apiDir, "..", "..");
const map = JSON.parse(readFileSync(join(apiDir, "table-owners.json"), "utf8")) as { owners: Record<string, string[]>; allowed: Record<string, string[]> };
const tables = (Object.values(schema) as unknown[])
  .flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []))
  .sort();
const modules = readdirSync(join(apiDir, "src", "modules"));

describe("table owners", () => {
  it("gives every table of the schema exactly one owning module, and names no other", () => {
    const owned = Object.values(map.owners).flat();
    expect([...owned].sort()).toEqual(tables);
    expect(new Set(owned).size).toBe(owned.length);
  });

  it("names only modules that exist", () => {
    for (const module of Object.keys(map.owners)) expect(modules).toContain(module);
  });

  it("allows only existing repositories, and only tables another module owns", () => {
    const ownerOf = new Map(Object.entries(map.owners).flatMap(([module, names]) => names.map((name) => [name, module] as const)));
    for (const [file, names] of Object.entries(map.allowed)) {
      expect(existsSync(join(repoRoot, file)), file).toBe(true);
      const module = /^apps\/api\/src\/modules\/([^/]+)\/[^/]+\.repository\.ts$/.exec(file)?.[1];
      expect(module, file).toBeDefined();
      for (const name of names) {
        expect(ownerOf.has(name), `${file}: ${name}`).toBe(true);
        expect(ownerOf.get(name), `${file}: ${name}`).not.toBe(module);
      }
    }
  });
});
