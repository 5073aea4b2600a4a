import type { Page } from "@fz/contracts/common";
import type { AuditEntry } from "@fz/contracts/admin/audit";
import type { OutboxMessage, OutboxMessageDetail } from "@fz/contracts/mail";
import type { RegistrationLog, SocialProvider } from "@fz/contracts/social-auth";
import type { Camel } from "@/lib/case";
import { api } from "@/store/api";

/** What the back office reads but never changes: registration attempts, the audit log, the outbox. */
export type RegistrationLogItem = Camel<RegistrationLog>;
export type AuditEntryItem = Camel<AuditEntry>;
export type OutboxMessageItem = Camel<OutboxMessage>;
export type OutboxMessageDetailItem = Camel<OutboxMessageDetail>;

export const LOGS_PAGE_SIZE = 25;

export const logsApi = api.injectEndpoints({
  endpoints: (build) => ({
    registrationLogs: build.query<Page<RegistrationLogItem>, { page: number; isFailed?: boolean; provider?: SocialProvider }>({
      query: (query) => ({ path: "/api/students/registration-logs/", query: { ...query, pageSize: LOGS_PAGE_SIZE } }),
      providesTags: ["AdminLog"],
    }),
    auditEntries: build.query<Page<AuditEntryItem>, { page: number; entity?: string; entityId?: string; action?: string; actor?: number }>({
      query: (query) => ({ path: "/api/admin/audit/", query: { ...query, pageSize: LOGS_PAGE_SIZE } }),
      providesTags: ["AdminLog"],
    }),
    outbox: build.query<Page<OutboxMessageItem>, { page: number; to?: string }>({
      query: (query) => ({ path: "/api/mail/outbox/", query: { ...query, pageSize: LOGS_PAGE_SIZE } }),
      providesTags: ["AdminLog"],
    }),
    outboxMessage: build.query<OutboxMessageDetailItem, number>({
      query: (id) => `/api/mail/outbox/${id}/`,
      providesTags: ["AdminLog"],
    }),
  }),
});

export const { useRegistrationLogsQuery, useAuditEntriesQuery, useOutboxQuery, useOutboxMessageQuery } = logsApi;
