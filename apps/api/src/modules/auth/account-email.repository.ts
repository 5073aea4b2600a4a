import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database, Tx } from "@fz/db/client";
import { emailTokens, users } from "@fz/db/schema";

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)["purpose"];
type Executor = Database | Tx;

export async function insertToken(
  db: Executor,
  values: { userId: number; purpose: EmailTokenPurpose; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/**
 * Spends a token: one conditional update, so two requests with the same link cannot both
 * succeed. Unknown, used, expired and wrong-purpose tokens all return undefined.
 */
export async function consumeToken(
  tx: Tx,
  tokenHash: string,
  purpose: EmailTokenPurpose,
  now: Date,
): Promise<{ userId: number; email: string } | undefined> {
  const [row] = await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row;
}

/** Every other outstanding link of that purpose stops working (a reset done, a newer link). */
export async function spendOutstanding(tx: Executor, userId: number, purpose: EmailTokenPurpose, now: Date): Promise<void> {
  await tx
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** True only the first time (the address still has to be the one the link was sent to). */
export async function markEmailVerified(tx: Tx, userId: number, email: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordHash(tx: Tx, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
