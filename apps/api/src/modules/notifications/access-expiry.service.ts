import type { Database } from "@fz/db/client";
import type { Job } from "../../plugins/jobs";
import type { MailService } from "../mail/mail.service";
import * as repo from "./access-expiry.repository";
import type { NotificationsService } from "./notifications.service";
import { formatLongDate } from "../../lib/dates";

/** Students are warned this long before a window ends (spec: "7 days before"). */
export const EXPIRY_NOTICE_DAYS = 7;
/** Windows that ended longer ago than this are not announced (a server that was down for a while). */
export const EXPIRED_LOOKBACK_DAYS = 7;
const BATCH = 200;
const DAY_MS = 86_400_000;

/** What the grant opens, in words, and the academy page that shows it. */
function describe(grant: repo.EndingGrant): { what: string; path: string } {
  switch (grant.scope) {
    case "level":
      return { what: `el nivel «${grant.levelTitle ?? "sin título"}»`, path: `/academia/niveles/${grant.targetId}` };
    case "course":
      return { what: `todos los niveles de «${grant.courseTitle ?? "el curso"}»`, path: grant.courseSlug ? `/academia/cursos/${grant.courseSlug}` : "/academia" };
    case "video":
      return { what: `el tutorial «${grant.videoTitle ?? "sin título"}»`, path: `/academia/tutoriales/${grant.targetId}` };
    default:
      return { what: "toda la academia", path: "/academia" };
  }
}

export interface AccessExpiryDeps {
  db: Database;
  notifications: Pick<NotificationsService, "notify">;
  mail: Pick<MailService, "sendAccessExpiring">;
}

export interface AccessExpiryJob extends Job {
  run(now?: Date): Promise<{ expiring: number; expired: number }>;
}

/**
 * Tells students that an access window ends within EXPIRY_NOTICE_DAYS (notification + e-mail)
 * and that it ended (notification). One notice per grant and kind (dedupe key), so the job may
 * run as often as wanted, on as many servers as wanted.
 */
export function createAccessExpiryJob({ db, notifications, mail }: AccessExpiryDeps): AccessExpiryJob {
  return {
    name: "access-expiry",

    async run(now: Date = new Date()): Promise<{ expiring: number; expired: number }> {
      let expiring = 0;
      let expired = 0;
      const soon = await repo.endingGrants(db, now, new Date(now.getTime() + EXPIRY_NOTICE_DAYS * DAY_MS), "access_expiring:", BATCH);
      for (const grant of soon) {
        const { what, path } = describe(grant);
        const created = await notifications.notify({
          userId: grant.userId,
          kind: "access_expiring",
          title: "Tu acceso está por vencer",
          body: `Tu acceso a ${what} vence el ${formatLongDate(grant.endsAt)}. Renuévalo o canjea tus puntos para seguir aprendiendo.`,
          link: path,
          dedupeKey: `access_expiring:${grant.grantId}`,
        });
        // Only the run that inserted the notice sends the e-mail.
        if (!created) continue;
        expiring += 1;
        await mail.sendAccessExpiring(grant.email, { firstName: grant.firstName, what, endsAt: grant.endsAt, path });
      }
      const ended = await repo.endingGrants(db, new Date(now.getTime() - EXPIRED_LOOKBACK_DAYS * DAY_MS), now, "access_expired:", BATCH);
      for (const grant of ended) {
        const { what, path } = describe(grant);
        const created = await notifications.notify({
          userId: grant.userId,
          kind: "access_expired",
          title: "Tu acceso venció",
          body: `Tu acceso a ${what} venció el ${formatLongDate(grant.endsAt)}. Renuévalo cuando quieras para continuar donde lo dejaste.`,
          link: path,
          dedupeKey: `access_expired:${grant.grantId}`,
        });
        if (created) expired += 1;
      }
      return { expiring, expired };
    },
  };
}
