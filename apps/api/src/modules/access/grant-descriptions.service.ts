import type { AdminGrant } from "@fz/contracts/admin/students";
import type { AuditService } from "../audit/audit.service";
import type { AuthService } from "../auth/auth.service";
import type { CatalogueLookupsService } from "../catalogue/catalogue-lookups.service";
import type { Grant } from "./access.service";

export interface GrantDescriptionsDeps {
  /** What each grant opens, by title. */
  titles: Pick<CatalogueLookupsService, "titlesOf">;
  /** Who gave it. */
  auth: Pick<AuthService, "emailsOf">;
  /** The administrator's note. */
  audit: Pick<AuditService, "grantNotes">;
}

/** Grants in the back office's shape (a student's file, an order's page): what they open, who gave them, the note. */
export type GrantDescriptions = (grants: Grant[], now?: Date) => Promise<AdminGrant[]>;

export function createGrantDescriptions({ titles, auth, audit }: GrantDescriptionsDeps): GrantDescriptions {
  return async function describeGrants(grants: Grant[], now = new Date()): Promise<AdminGrant[]> {
    const ids = { course: [] as number[], level: [] as number[], video: [] as number[] };
    for (const g of grants) if (g.scope !== "all" && g.targetId !== null) ids[g.scope].push(g.targetId);
    const creators = [...new Set(grants.flatMap((g) => (g.createdBy === null ? [] : [g.createdBy])))];
    const [targets, emails, notes] = await Promise.all([
      titles.titlesOf(ids),
      auth.emailsOf(creators),
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
  };
}
