import { z } from "zod";
import { pageQuery } from "../common";
import { queryId } from "./fields";

/** Wire schemas of the back office's audit log. Every path needs the admin role. */

export const auditQuery = pageQuery.extend({
  actor: queryId("El administrador").optional(),
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(40).optional(),
  action: z.string().trim().max(60).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
