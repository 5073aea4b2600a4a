import type { Level } from "@fz/contracts/catalogue";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";

export type LevelSummary = Pick<Camel<Level>, "slug" | "title" | "course" | "prices">;

/** The public level behind a level slug, to name it in the register modal. */
export async function fetchLevelSummary(slug: string, signal?: AbortSignal): Promise<LevelSummary> {
  return api.get<LevelSummary>(`/api/levels_public/${encodeURIComponent(slug)}/`, { auth: false, signal });
}
