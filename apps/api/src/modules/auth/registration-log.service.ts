import type { RegistrationLog, RegistrationLogQuery, RegistrationLogRequest } from "@fz/contracts/social-auth";
import type { Database } from "@fz/db/client";
import { AppError } from "../../lib/errors";
import type { UserRow } from "./auth.repository";
import * as repo from "./social.repository";

export function toRegistrationLogDto(row: repo.RegistrationLogRow): RegistrationLog {
  return {
    id: row.id,
    provider: row.provider,
    user: row.userEmail,
    user_id: row.userId,
    is_failed: row.isFailed,
    failed_error: row.failedError,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The spec's "registration-logs" collection. Successes are written by `social_signup` when it
 * creates a user; the web's own call for the same user (spec §4 step 3) finds that entry and
 * writes nothing. Failures come from the web, which sees errors the API never does (a closed
 * popup, a refused provider), so the API does not log failures itself.
 */
export interface RegistrationLogService {
  /** A failure as the web reports it, or the signed-in user's success (once: a repeat finds the first). */
  record(input: RegistrationLogRequest, currentUser: UserRow | null): Promise<{ log: RegistrationLog; created: boolean }>;
  list(query: RegistrationLogQuery, limit: number, offset: number): Promise<{ total: number; items: RegistrationLog[] }>;
}

export function createRegistrationLogService(db: Database): RegistrationLogService {
  return {
    async record(
      input: RegistrationLogRequest,
      currentUser: UserRow | null,
    ): Promise<{ log: RegistrationLog; created: boolean }> {
      if (input.is_failed) {
        const row = await repo.insertRegistrationLog(db, {
          provider: input.provider,
          userEmail: input.user ?? null,
          userId: currentUser?.id ?? null,
          isFailed: true,
          failedError: input.failed_error ?? null,
        });
        if (!row) throw new Error("a failure log cannot conflict");
        return { log: toRegistrationLogDto(row), created: true };
      }
      // A success is about the signed-in user, whatever e-mail the client sent.
      if (!currentUser) throw new AppError("not_authenticated");
      const row = await repo.insertRegistrationLog(db, {
        provider: input.provider,
        userEmail: currentUser.email,
        userId: currentUser.id,
        isFailed: false,
      });
      if (row) return { log: toRegistrationLogDto(row), created: true };
      const existing = await repo.findSuccessLog(db, currentUser.id);
      if (!existing) throw new AppError("conflict");
      return { log: toRegistrationLogDto(existing), created: false };
    },

    async list(query: RegistrationLogQuery, limit: number, offset: number) {
      const { total, items } = await repo.listRegistrationLogs(
        db,
        { isFailed: query.is_failed, provider: query.provider },
        limit,
        offset,
      );
      return { total, items: items.map(toRegistrationLogDto) };
    },
  };
}
