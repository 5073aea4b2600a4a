import { eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { pointsLedger, users } from "../schema";

/**
 * Demo balances, so a reward can be redeemed right after `npm start` (a month of a level
 * costs 8000). Written as a ledger entry with its balance move, like every other change of
 * points; the idempotency key makes a second run a no-op.
 */
export const DEMO_POINTS: readonly { email: string; points: number }[] = [{ email: "estudiante@fzacademia.com", points: 9000 }];

export async function seedPoints(db: Database): Promise<void> {
  for (const { email, points } of DEMO_POINTS) {
    await db.transaction(async (tx) => {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for("update");
      if (!user) return;
      const key = `seed.demo:${user.id}`;
      const done = await tx.select({ id: pointsLedger.id }).from(pointsLedger).where(eq(pointsLedger.idempotencyKey, key));
      if (done.length > 0) return;
      const [moved] = await tx
        .update(users)
        .set({ pointsBalance: sql`${users.pointsBalance} + ${points}` })
        .where(eq(users.id, user.id))
        .returning({ balance: users.pointsBalance });
      await tx.insert(pointsLedger).values({
        userId: user.id,
        delta: points,
        reason: "adjustment",
        reference: "demo",
        note: "Puntos de bienvenida de la demostración",
        idempotencyKey: key,
        balanceAfter: moved!.balance,
      });
    });
  }
}
