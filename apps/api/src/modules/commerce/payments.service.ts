import type { IncomingHttpHeaders } from "node:http";
import type { Order } from "@fz/contracts/commerce";
import type { Database, Tx } from "@fz/db/client";
import type { DomainEvents, EventBus } from "../../lib/events";
import { AppError, notFound } from "../../lib/errors";
import { type AccessService, MAX_GRANT_MONTHS } from "../access/access.service";
import * as cartRepo from "./cart.repository";
import "./commerce.events";
import type { CommerceLog } from "./commerce.log";
import * as repo from "./orders.repository";
import { toOrder } from "./orders.mappers";
import type { CouponsService } from "./coupons.service";
import { InvalidSignatureError, type PaymentEvent, ProviderRequestError, RefundUnsupportedError, type WebhookQuery } from "./providers/payment-provider";
import type { PaymentProviders } from "./providers/payment-providers";
import type { JobRunner, Task } from "../../plugins/jobs";

/** A tutorial is bought to keep; access windows are bounded, so "to keep" is the longest window. */
export const TUTORIAL_ACCESS_MONTHS = MAX_GRANT_MONTHS;

/** The reference every grant of an order carries: a refund finds and closes them by it. */
export const orderReference = (orderId: number) => `order:${orderId}`;

/**
 * Which states each outcome may leave. A confirmed payment wins over an earlier failure: the
 * money was taken. A payment whose coupon can no longer be honoured goes to `refund_due`
 * instead of `paid` (decision 025), and from there to `refunded` once the money is back.
 */
const FROM: Record<"paid" | "failed" | "cancelled" | "refunded" | "refund_due", repo.OrderStatus[]> = {
  paid: ["pending", "failed", "cancelled"],
  refund_due: ["pending", "failed", "cancelled"],
  failed: ["pending"],
  cancelled: ["pending"],
  refunded: ["paid", "refund_due"],
};

/** The task that gives back a payment whose coupon could not be honoured, retried while the provider fails. */
export const REFUND_DUE_TASK = "commerce.refund-due";

interface ApplyOptions {
  /** Administrator acting by hand: an impossible transition is an error (rolled back), not a silent no-op. */
  adminId?: number;
  /** Why (an administrator's refund): kept on the order and told to the student. */
  reason?: string;
  /** Runs inside the transaction once the order moved (the admin console's audit entry commits with it). */
  inTransaction?: InTransactionHook;
}

/** Called with the order before and after the transition, in the transaction that applies it. */
export type InTransactionHook = (tx: Tx, before: repo.OrderRow, after: repo.OrderRow) => Promise<void>;

interface Applied {
  /** What the event did (also stored on its payment_events row). */
  outcome: string;
  order: repo.OrderRow | null;
  paid?: DomainEvents["order.paid"];
  refunded?: DomainEvents["order.refunded"];
  refundDue?: DomainEvents["order.refund_due"];
}

export interface PaymentsDeps {
  db: Database;
  /** A paid order opens what it sold; a refund closes it again. */
  access: Pick<AccessService, "grantAccess" | "closeGrantsByReference">;
  events: EventBus;
  providers: Pick<PaymentProviders, "get">;
  /** The order's coupon use: honoured or refused when the payment arrives, consumed or released. */
  coupons: Pick<CouponsService, "refusalAtPayment" | "consumeForOrder" | "releaseForOrder">;
  log: Pick<CommerceLog, "error" | "warn">;
  /** Where a refund that failed for a passing reason is queued again (plugins/jobs.ts); none: logged only. */
  queue?: Pick<JobRunner, "enqueue">;
}

/**
 * The one path from "the provider says so" to the order's state and the student's access:
 * webhooks, the sandbox and the administrator's manual actions all go through one `apply`.
 */
export interface PaymentsService {
  /** Gives back a payment whose coupon could not be honoured (the job runner retries it). */
  refundDueTask: Task<{ orderId: number }>;
  /**
   * A provider's webhook: verified on the raw bytes (400 and nothing changes otherwise), then
   * applied once. A provider this deployment has not configured answers 503; a provider API
   * that cannot be read back answers 502, so the provider delivers again later.
   */
  handleWebhook(providerName: string, rawBody: Buffer, headers: IncomingHttpHeaders, query?: WebhookQuery): Promise<string>;
  /** For the administrators' console: the same path a provider's "paid" takes, granting once. */
  markOrderPaidManually(orderId: number, adminId: number, hooks?: { inTransaction?: InTransactionHook }): Promise<Order>;
  /** Gives the money back at the provider, then closes the access the order granted. */
  refundOrder(orderId: number, adminId: number, hooks?: { inTransaction?: InTransactionHook; reason?: string }): Promise<Order>;
}

export function createPaymentsService({ db, access, events, providers, coupons, log, queue }: PaymentsDeps): PaymentsService {
  async function grantOrder(tx: Tx, order: repo.OrderRow, items: repo.OrderItemRow[], adminId: number | undefined) {
    for (const item of items) {
      const scope = item.kind === "level" ? "level" : item.kind === "purchase_all" ? "course" : "video";
      await access.grantAccess(
        {
          userId: order.userId,
          scope,
          targetId: item.targetId,
          months: item.kind === "tutorial" ? TUTORIAL_ACCESS_MONTHS : item.months!,
          source: "order",
          createdBy: adminId ?? null,
          reference: orderReference(order.id),
        },
        tx,
      );
    }
  }

  async function applyIn(tx: Tx, event: PaymentEvent, options: ApplyOptions): Promise<Applied> {
    const eventRowId = await repo.insertPaymentEvent(tx, {
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      outcome: "received",
      payload: event.payload ?? null,
    });
    // Seen before (a retry, a replay, a parallel delivery that lost the race): acted on once already.
    if (eventRowId === undefined) return { outcome: "duplicate", order: null };
    const settle = async (outcome: string, order: repo.OrderRow | null) => {
      await repo.settlePaymentEvent(tx, eventRowId, order?.id ?? null, outcome);
      return { outcome, order };
    };

    const provider = event.provider === "manual" ? null : event.provider;
    const lookup: repo.OrderLookup | null =
      event.orderId !== null
        ? { id: event.orderId }
        : provider && event.reference
          ? { provider, reference: event.reference }
          : provider && event.paymentId
            ? { provider, paymentId: event.paymentId }
            : null;
    const order = lookup ? await repo.lockOrder(tx, lookup) : undefined;
    if (!order) return settle(event.outcome === "ignored" ? "ignored" : "unknown_order", null);
    // A provider speaks only for its own orders (and its own session of them).
    if (provider && order.provider !== provider) return settle("provider_mismatch", order);
    if (provider && event.reference && order.providerReference && event.reference !== order.providerReference) return settle("reference_mismatch", order);
    if (event.outcome === "ignored") return settle("ignored", order);

    if (event.outcome === "paid" && event.amountMinor !== null && (event.amountMinor !== order.totalMinor || event.currency !== order.currency)) {
      log.error({ orderId: order.id, eventId: event.eventId, amount: event.amountMinor, currency: event.currency }, "paid amount does not match the order");
      return settle("amount_mismatch", order);
    }
    const now = new Date();
    // The money arrived, but the order's coupon use may have gone to another order meanwhile (decision 025).
    const refusal = event.outcome === "paid" && FROM.paid.includes(order.status) ? await coupons.refusalAtPayment(tx, order, now) : null;
    const target: "paid" | "failed" | "cancelled" | "refunded" | "refund_due" = refusal ? "refund_due" : event.outcome;
    const values =
      target === "paid" || target === "refund_due"
        ? {
            status: target,
            paidAt: now,
            providerPaymentId: event.paymentId ?? order.providerPaymentId,
            settledBy: options.adminId ?? order.settledBy,
            statusReason: refusal,
          }
        : target === "refunded"
          ? // "Settled by" is who confirmed the payment by hand; a refund does not rewrite it (the audit log says who refunded).
            { status: target, refundedAt: now, statusReason: options.reason ?? order.statusReason }
          : { status: target };
    const updated = await repo.transition(tx, order.id, FROM[target], values);
    if (!updated) {
      // Late, out of order or repeated: the order keeps its state ("failed" after "paid" changes nothing).
      if (options.adminId !== undefined && order.status !== target) {
        throw new AppError("conflict", `El pedido está ${STATUS_WORDS[order.status]}: no se puede marcar como ${STATUS_WORDS[target]}.`);
      }
      return settle(`ignored_${order.status}`, order);
    }

    const applied: Applied = await settle(target, updated);
    if (target === "paid") {
      const items = await repo.itemsOf(tx, [order.id]);
      await grantOrder(tx, updated, items, options.adminId);
      await cartRepo.deleteProducts(tx, order.userId, items.flatMap((i) => (i.productId === null ? [] : [i.productId])));
      // The coupon's use counts only now that the money is confirmed.
      await coupons.consumeForOrder(tx, order.id, order.userId);
      applied.paid = {
        userId: order.userId,
        orderId: order.id,
        currency: order.currency,
        totalMinor: order.totalMinor,
        paidAt: now,
        items: items.map((i) => ({ productId: i.productId, kind: i.kind, months: i.months, target: { id: i.targetId, slug: i.targetSlug }, amountMinor: i.unitAmountMinor })),
      };
    } else if (target === "refund_due") {
      // Nothing is granted; the coupon's use stays with whoever holds it.
      await coupons.releaseForOrder(tx, order.id);
      applied.refundDue = { userId: order.userId, orderId: order.id, reason: refusal! };
    } else if (target === "refunded") {
      await access.closeGrantsByReference(orderReference(order.id), tx, now);
      applied.refunded = { userId: order.userId, orderId: order.id, refundedAt: now, reason: updated.statusReason, byAdmin: options.adminId !== undefined && order.status === "paid" };
    } else {
      // Failed or cancelled: the coupon's use goes back for someone else.
      await coupons.releaseForOrder(tx, order.id);
    }
    await options.inTransaction?.(tx, order, updated);
    return applied;
  }

  /** One transaction per event; the domain events leave only after it commits. */
  async function apply(event: PaymentEvent, options: ApplyOptions = {}): Promise<Applied> {
    const applied = await db.transaction((tx) => applyIn(tx, event, options));
    if (applied.paid) await events.emit("order.paid", applied.paid);
    if (applied.refunded) await events.emit("order.refunded", applied.refunded);
    if (applied.refundDue) {
      await events.emit("order.refund_due", applied.refundDue);
      const { orderId } = applied.refundDue;
      // Given back at once when the provider answers; otherwise queued and retried.
      await giveBack(orderId).catch(async (err: unknown) => {
        log.warn({ err, orderId }, "refund of a payment whose coupon was refused failed; queued");
        await queue?.enqueue(REFUND_DUE_TASK, { orderId }, { delaySeconds: 60 });
      });
    }
    return applied;
  }

  /**
   * Gives back a `refund_due` payment at its provider, then records the refund. A provider that
   * cannot refund from here (Wompi's PSE and Nequi) leaves the order `refund_due` for the back
   * office; any other failure throws, so the task tries again.
   */
  async function giveBack(orderId: number): Promise<void> {
    const order = await repo.findOrder(db, orderId);
    if (!order || order.status !== "refund_due") return;
    if (order.provider !== "manual") {
      const provider = providers.get(order.provider);
      if (!provider) throw new Error(`provider ${order.provider} is not configured`);
      try {
        await provider.refund({ id: order.id, providerPaymentId: order.providerPaymentId });
      } catch (err) {
        if (err instanceof RefundUnsupportedError) {
          log.warn({ orderId }, "provider cannot refund this payment from here; left for the back office");
          return;
        }
        throw err;
      }
    }
    await apply({
      provider: order.provider,
      eventId: `${order.provider}-refund-${orderId}`,
      type: `${order.provider}.refunded`,
      outcome: "refunded",
      orderId,
      reference: null,
      paymentId: null,
      amountMinor: null,
      currency: null,
      payload: { reason: "coupon_refused" },
    });
  }

  const refundDueTask: Task<{ orderId: number }> = {
    name: REFUND_DUE_TASK,
    retryLimit: 10,
    retryDelaySeconds: 60,
    run: ({ orderId }) => giveBack(orderId),
    pending: async () => (await repo.refundDueOrderIds(db)).map((orderId) => ({ orderId })),
  };

  async function orderView(order: repo.OrderRow): Promise<Order> {
    return toOrder(order, await repo.itemsOf(db, [order.id]));
  }

  return {
    refundDueTask,

    async handleWebhook(providerName: string, rawBody: Buffer, headers: IncomingHttpHeaders, query: WebhookQuery = {}): Promise<string> {
      const provider = providers.get(providerName);
      if (!provider) throw new AppError("service_unavailable", "Ese medio de pago no está configurado en esta academia.");
      let event: PaymentEvent;
      try {
        event = await provider.parseWebhook(rawBody, headers, query);
      } catch (err) {
        if (err instanceof InvalidSignatureError) {
          log.warn({ provider: providerName, reason: err.message }, "webhook signature refused");
          throw new AppError("invalid_signature");
        }
        if (err instanceof ProviderRequestError) {
          log.error({ err, provider: providerName }, "payment provider could not be read back");
          throw new AppError("payment_provider_error");
        }
        throw err;
      }
      return (await apply(event)).outcome;
    },

    async markOrderPaidManually(orderId: number, adminId: number, hooks: { inTransaction?: InTransactionHook } = {}): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw notFound("El pedido no existe.");
      if (order.status === "paid") return orderView(order);
      if (order.status === "refunded") throw new AppError("conflict", "Un pedido reembolsado no se puede marcar como pagado.");
      // The student (or the provider) cancelled it: a payment that arrives later still counts
      // (a provider's webhook), but an administrator does not revive it by hand.
      if (order.status === "cancelled") throw new AppError("conflict", "Un pedido cancelado no se puede marcar como pagado.");
      const applied = await apply(
        { provider: "manual", eventId: `manual-paid-${orderId}`, type: "manual.paid", outcome: "paid", orderId, reference: null, paymentId: null, amountMinor: null, currency: null, payload: { adminId } },
        { adminId, inTransaction: hooks.inTransaction },
      );
      return orderView(applied.order ?? (await repo.findOrder(db, orderId))!);
    },

    async refundOrder(orderId: number, adminId: number, hooks: { inTransaction?: InTransactionHook; reason?: string } = {}): Promise<Order> {
      const order = await repo.findOrder(db, orderId);
      if (!order) throw notFound("El pedido no existe.");
      if (order.status === "refunded") return orderView(order);
      if (order.status !== "paid" && order.status !== "refund_due") throw new AppError("conflict", "Solo se puede reembolsar un pedido pagado.");
      const provider = order.provider === "manual" ? undefined : providers.get(order.provider);
      try {
        await provider?.refund({ id: order.id, providerPaymentId: order.providerPaymentId });
      } catch (err) {
        if (err instanceof RefundUnsupportedError) {
          throw new AppError("conflict", `${provider?.option.label ?? "El medio de pago"} no permite devolver este pago desde aquí (solo anula pagos con tarjeta). Haz la devolución en su panel; el pedido seguirá pagado hasta entonces.`);
        }
        log.error({ err, orderId }, "provider refund failed");
        throw new AppError("payment_provider_error");
      }
      // Recorded under the order's own provider: the money goes back where it came from.
      const applied = await apply(
        { provider: order.provider, eventId: `${order.provider}-refund-${orderId}`, type: `${order.provider}.refunded`, outcome: "refunded", orderId, reference: null, paymentId: null, amountMinor: null, currency: null, payload: { adminId } },
        { adminId, inTransaction: hooks.inTransaction, reason: hooks.reason },
      );
      return orderView(applied.order ?? (await repo.findOrder(db, orderId))!);
    },
  };
}

const STATUS_WORDS: Record<repo.OrderStatus, string> = {
  pending: "pendiente",
  paid: "pagado",
  failed: "rechazado",
  cancelled: "cancelado",
  refunded: "reembolsado",
  refund_due: "con devolución en curso",
};
