import { ApiError } from "@/lib/api-error";
import type { Session } from "@/lib/session";

export const INVALID_USER_MESSAGE = "Usuario no valido";

/**
 * Spec §5: after login (or social sign-up, or a refresh) a response without a user or
 * without a role is rejected as an invalid user, with status 401.
 */
export function assertValidLogin(data: unknown): asserts data is Session {
  // Read as unknown on purpose: this guards against answers that break the contract.
  const candidate = data as { access?: unknown; user?: { role?: unknown } | null } | null | undefined;
  const role = candidate?.user?.role;
  if (!candidate?.access || !candidate.user || typeof role !== "string" || role === "") {
    throw new ApiError(401, { errors: [INVALID_USER_MESSAGE], code: "invalid_user" }, INVALID_USER_MESSAGE);
  }
}
