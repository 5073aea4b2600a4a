import type { Order } from "@fz/contracts/commerce";
import type { Database } from "@fz/db/client";
import { AppError } from "../../lib/errors";
import * as repo from "./orders.repository";
import { toOrder } from "./orders.mappers";
import type { SandboxDecision, SandboxProvider } from "./providers/sandbox.provider";

export interface SandboxCheckoutDeps {
  db: Database;
  /** Delivers the decision to our webhook, signed like the provider's. */
  sandbox: Pick<SandboxProvider, "deliver">;
}

/**
 * The provider's side of the sandbox: its hosted page reads the order behind a session and,
 * on a decision, notifies our webhook over HTTP like any provider (then shows the result).
 */
export interface SandboxCheckoutService {
  /** The order behind a checkout session, or null. */
  load(session: string): Promise<Order | null>;
  /**
   * Delivers the decision for a pending order and answers the order as it stands after
   * our webhook handled it. A decided order is not sent again (the page shows its result).
   */
  decide(session: string, decision: SandboxDecision, webhookUrl: string | null): Promise<{ order: Order | null; delivered: boolean }>;
}

export function createSandboxCheckoutService({ db, sandbox }: SandboxCheckoutDeps): SandboxCheckoutService {
  async function load(session: string): Promise<Order | null> {
    const order = await repo.findOrderByReference(db, "sandbox", session);
    return order ? toOrder(order, await repo.itemsOf(db, [order.id])) : null;
  }

  return {
    load,

    async decide(session: string, decision: SandboxDecision, webhookUrl: string | null): Promise<{ order: Order | null; delivered: boolean }> {
      const order = await repo.findOrderByReference(db, "sandbox", session);
      if (!order) return { order: null, delivered: false };
      if (order.status === "pending") {
        if (!webhookUrl) throw new AppError("service_unavailable", "La pasarela de pruebas no sabe a dónde enviar el resultado (SANDBOX_WEBHOOK_URL).");
        await sandbox.deliver(webhookUrl, decision, { id: order.id, reference: session, totalMinor: order.totalMinor, currency: order.currency });
        return { order: await load(session), delivered: true };
      }
      return { order: toOrder(order, await repo.itemsOf(db, [order.id])), delivered: false };
    },
  };
}
