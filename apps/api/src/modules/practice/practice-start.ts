import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * Proof of when a practice began (docs/decisions/021). When a tool's page opens, the server
 * signs { student, start id, instant }; the session that follows sends it back. The server
 * then knows — without trusting the browser's clock or storing anything — how long ago the
 * page opened, so a session cannot claim more minutes than that, and the start id (unique in
 * the table) lets one opened page log one session.
 */
export interface PracticeStartClaims {
  userId: number;
  startId: string;
  startedAt: Date;
}

export interface PracticeStartSigner {
  issue(userId: number, now: Date): { token: string; claims: PracticeStartClaims };
  /** The claims of a token this server signed for `userId`, or null (forged, another student's, or too old). */
  verify(token: string, userId: number, now: Date): PracticeStartClaims | null;
}

/** A start older than this is refused (a page left open overnight starts again). */
export const START_TTL_MS = 12 * 60 * 60 * 1000;

export function createPracticeStartSigner(secret: string): PracticeStartSigner {
  const key = createHmac("sha256", secret).update("fz-academia:practice-start").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  return {
    issue(userId, now) {
      const claims = { userId, startId: randomUUID(), startedAt: now };
      const payload = Buffer.from(JSON.stringify([userId, claims.startId, now.getTime()])).toString("base64url");
      return { token: `${payload}.${sign(payload)}`, claims };
    },
    verify(token, userId, now) {
      const [payload, signature, extra] = token.split(".");
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return null;
      }
      if (!Array.isArray(parsed) || parsed.length !== 3) return null;
      const [owner, startId, at] = parsed as unknown[];
      if (owner !== userId || typeof startId !== "string" || typeof at !== "number") return null;
      if (at > now.getTime() + 5_000 || now.getTime() - at > START_TTL_MS) return null;
      return { userId, startId, startedAt: new Date(at) };
    },
  };
}
