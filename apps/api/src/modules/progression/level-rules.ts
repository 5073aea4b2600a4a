import type { Database } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import * as repo from "./progression.repository";

export type LevelRules = NonNullable<Awaited<ReturnType<typeof repo.levelRules>>>;

/** A level's unlocking mode and its topics' rules; a 404 for a level that does not exist. */
export async function rulesOf(db: Database, levelId: number): Promise<LevelRules> {
  const rules = await repo.levelRules(db, levelId);
  if (!rules) throw notFound("El nivel no existe.");
  return rules;
}
