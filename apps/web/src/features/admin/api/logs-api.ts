import type { AuditEntry } from "@fz/contracts/admin";
import type { OutboxMessage, OutboxMessageDetail } from "@fz/contracts/mail";
import type { RegistrationLog, SocialProvider } from "@fz/contracts/social-auth";
import { api } from "@/lib/api-client";
import type { Camel } from "@/lib/case";
import type { Paginated } from "@/lib/server-api";

/** What the back office reads but never changes: registration attempts, the audit log, the outbox. */
export type RegistrationLogItem = Camel<RegistrationLog>;
export type AuditEntryItem = Camel<AuditEntry>;
export type OutboxMessageItem = Camel<OutboxMessage>;
export type OutboxMessageDetailItem = Camel<OutboxMessageDetail>;

export const LOGS_PAGE_SIZE = 25;

export function listRegistrationLogs(
  query: { page: number; isFailed?: boolean; provider?: SocialProvider },
  signal?: AbortSignal,
) {
  return api.get<Paginated<RegistrationLogItem>>("/api/students/registration-logs/", {
    query: { ...query, pageSize: LOGS_PAGE_SIZE },
    signal,
  });
}

export function listAuditEntries(query: { page: number; entity?: string; entityId?: string; action?: string; actor?: number }, signal?: AbortSignal) {
  return api.get<Paginated<AuditEntryItem>>("/api/admin/audit/", { query: { ...query, pageSize: LOGS_PAGE_SIZE }, signal });
}

export function listOutbox(query: { page: number; to?: string }, signal?: AbortSignal) {
  return api.get<Paginated<OutboxMessageItem>>("/api/mail/outbox/", { query: { ...query, pageSize: LOGS_PAGE_SIZE }, signal });
}

export function getOutboxMessage(id: number, signal?: AbortSignal) {
  return api.get<OutboxMessageDetailItem>(`/api/mail/outbox/${id}/`, { signal });
}
