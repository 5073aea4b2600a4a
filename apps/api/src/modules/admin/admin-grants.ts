import type { AdminGrant } from "@fz/contracts/admin/students";
import type { Database } from "@fz/db/client";
import type { AuditService } from "../audit/audit.service";
import * as repo from "./admin-students.repository";

export interface GrantLike {
  id: number;
  scope: "course" | "level" | "video" | "all";
  targetId: number | null;
  source: "order" | "points" | "admin";
  createdBy: number | null;
  reference: string | null;
  startsAt: Date;
  endsAt: Date;
  createdAt: Date;
}

/** Grants in the back office's shape: what they open (title), who gave them, the admin's note. */
export async function describeGrants(db: Database, audit: AuditService, grants: GrantLike[], now = new Date()): Promise<AdminGrant[]> {
  const ids = { course: [] as number[], level: [] as number[], video: [] as number[] };
  for (const g of grants) if (g.scope !== "all" && g.targetId !== null) ids[g.scope].push(g.targetId);
  const creators = [...new Set(grants.flatMap((g) => (g.createdBy === null ? [] : [g.createdBy])))];
  const [targets, emails, notes] = await Promise.all([
    repo.grantTargets(db, ids),
    repo.emailsOf(db, creators),
    audit.grantNotes(grants.filter((g) => g.source === "admin").map((g) => g.id)),
  ]);
  return grants.map((g) => {
    const target = g.scope === "all" || g.targetId === null ? undefined : targets[g.scope].get(g.targetId);
    const creator = g.createdBy === null ? undefined : emails.get(g.createdBy);
    return {
      id: g.id,
      scope: g.scope,
      target: target ?? null,
      target_id: g.targetId,
      source: g.source,
      created_by: g.createdBy !== null && creator ? { id: g.createdBy, email: creator } : null,
      reference: g.reference,
      note: notes.get(g.id) ?? null,
      starts_at: g.startsAt.toISOString(),
      ends_at: g.endsAt.toISOString(),
      is_current: g.startsAt <= now && g.endsAt > now,
      created_at: g.createdAt.toISOString(),
    };
  });
}
