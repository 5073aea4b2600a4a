import { accountReads } from "@/features/account/api/account-reads";
import { readAsStudent } from "@/lib/server-session";
import type { SessionUser } from "@/lib/session";

/** The student behind the `token` cookie, as `whoami` answers now; undefined when the API refuses it. */
export async function readSessionUser(token: string): Promise<SessionUser | undefined> {
  return (await readAsStudent<{ user: SessionUser }>(token, accountReads.whoami()))?.user;
}
