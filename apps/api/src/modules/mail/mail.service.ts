import type { FastifyBaseLogger } from "fastify";
import type { OutboxMessage, OutboxMessageDetail } from "@fz/contracts/mail";
import type { Database } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import type { JobRunner, Task } from "../../plugins/jobs";
import type { MailConfig } from "./mail.config";
import * as repo from "./mail.repository";
import {
  type ReceiptAmounts,
  type RenderedMail,
  accessExpiringMail,
  accountChangeMail,
  checkoutReminderMail,
  orderReceiptMail,
  passwordResetMail,
  verifyEmailMail,
  weeklySummaryMail,
} from "./mail.templates";
import { type SmtpTransport, createSmtpTransport } from "./mail.transport";

export type MailKind = "verify_email" | "password_reset" | "order_receipt" | "access_expiring" | "checkout_reminder" | "account_change" | "weekly_summary";

export interface MailDeps {
  db: Database;
  config: MailConfig;
  log?: Pick<FastifyBaseLogger, "error" | "warn">;
  /** Tests pass their own; otherwise built from the configuration (null: outbox only). */
  smtp?: SmtpTransport | null;
  /** Where a delivery that failed for a passing reason is queued for another attempt (the job runner). */
  queue?: Pick<JobRunner, "enqueue">;
  /** Wait before the first retry; it doubles for each of the next ones (MAIL_RETRY_DELAY_SECONDS). */
  retryDelaySeconds?: number;
}

export interface SendResult {
  id: number;
  /** False only when the SMTP server refused or could not be reached. */
  delivered: boolean;
  /** Not delivered yet, but queued: the failure looked passing and the message is retried in the background. */
  retrying: boolean;
}

/** The task that retries SMTP deliveries (plugins/jobs.ts). */
export const MAIL_DELIVERY_TASK = "mail-delivery";
/** Retries after the first queued attempt: with a 60 s start, about 30 minutes of trying in all. */
const MAIL_RETRY_LIMIT = 4;
/** A message still undelivered after this long is dropped: its links have expired anyway. */
const PENDING_MAX_AGE_MS = 24 * 3_600_000;

/**
 * SMTP's own rule: a 5xx reply is final (no such mailbox, rejected content, bad credentials);
 * a 4xx reply (greylisting, a full queue) and a server that cannot be reached at all are worth
 * another try later.
 */
export function isPassingFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return !(typeof code === "number" && code >= 500);
}

const describeError = (err: unknown) => (err instanceof Error ? err.message.slice(0, 500) : "unknown error");

function toMessage(row: repo.OutboxRow): OutboxMessage {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    transport: row.transport,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    error: row.error,
  };
}

/**
 * The one way the API sends e-mail. With SMTP configured, nodemailer delivers and the outbox
 * keeps the envelope and outcome; without it the message (bodies included) lands in the
 * outbox table, which an admin reads, so the product runs with no mail server at all.
 */
export interface MailService {
  /**
   * Never throws for a delivery failure: it is recorded, logged and reported as
   * `delivered: false`. A passing failure (see isPassingFailure) keeps the bodies in the outbox
   * row and queues the message for retries with a growing wait (`retrying: true`).
   */
  send(to: string, kind: MailKind, mail: RenderedMail): Promise<SendResult>;
  /** One queued attempt at a message the first delivery missed (the job runner calls it). */
  deliveryTask: Task<{ id: number }>;
  /** The link to confirm the address (web page /verificar-correo). */
  sendVerifyEmail(to: string, input: { firstName: string; token: string; hours: number }): Promise<SendResult>;
  /** The link to choose a new password (web page /restablecer-contrasena). */
  sendPasswordReset(to: string, input: { firstName: string; token: string; minutes: number }): Promise<SendResult>;
  sendOrderReceipt(to: string, input: { firstName: string; orderId: number; items: string[]; total: string | null; paidAt: Date } & ReceiptAmounts): Promise<SendResult>;
  /** A change an administrator made to the student's access, points or orders, or a payment given back, with the reason. */
  sendAccountChange(to: string, input: { firstName: string; subject: string; paragraphs: string[]; reason: string | null; path: string; action: string }): Promise<SendResult>;
  /** The one reminder of a cart left unpaid (the checkout reminder job). */
  sendCheckoutReminder(to: string, input: { firstName: string; items: string[]; whatsappLink: string }): Promise<SendResult>;
  /** The student's week of practice (the weekly summary job); says where to turn it off. */
  sendWeeklySummary(to: string, input: { firstName: string; subject: string; paragraphs: string[]; list: string[] }): Promise<SendResult>;
  sendAccessExpiring(to: string, input: { firstName: string; what: string; endsAt: Date; path: string }): Promise<SendResult>;
  listOutbox(to: string | undefined, limit: number, offset: number): Promise<{ total: number; items: OutboxMessage[] }>;
  getOutboxMessage(id: number): Promise<OutboxMessageDetail>;
  /** Closes the SMTP connection (the module's onClose). */
  close(): void;
}

export function createMailService({
  db,
  config,
  log,
  smtp = config.smtp ? createSmtpTransport(config.smtp) : null,
  queue,
  retryDelaySeconds = 60,
}: MailDeps): MailService {
  /** A web page of ours with query parameters (`/verificar-correo?token=…`). */
  function link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${config.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  async function send(to: string, kind: MailKind, mail: RenderedMail): Promise<SendResult> {
    if (!smtp) {
      const row = await repo.insertMessage(db, { ...mail, to, kind, transport: "outbox", sentAt: new Date() });
      return { id: row.id, delivered: true, retrying: false };
    }
    try {
      const { messageId } = await smtp.send({ from: config.from, to, ...mail });
      const row = await repo.insertMessage(db, { to, kind, subject: mail.subject, transport: "smtp", messageId, sentAt: new Date() });
      return { id: row.id, delivered: true, retrying: false };
    } catch (err) {
      const error = describeError(err);
      const retry = Boolean(queue) && isPassingFailure(err);
      log?.[retry ? "warn" : "error"]({ err, kind }, retry ? "SMTP delivery failed, will retry" : "SMTP delivery failed");
      const row = await repo.insertMessage(db, { to, kind, subject: mail.subject, transport: "smtp", error, ...(retry ? { html: mail.html, text: mail.text } : {}) });
      if (!retry) return { id: row.id, delivered: false, retrying: false };
      try {
        await queue!.enqueue(MAIL_DELIVERY_TASK, { id: row.id }, { delaySeconds: retryDelaySeconds });
        return { id: row.id, delivered: false, retrying: true };
      } catch (queueErr) {
        log?.error({ err: queueErr, kind }, "could not queue an e-mail for another attempt");
        await repo.recordFailure(db, row.id, error, { keepBodies: false });
        return { id: row.id, delivered: false, retrying: false };
      }
    }
  }

  const deliveryTask: Task<{ id: number }> = {
    name: MAIL_DELIVERY_TASK,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds,
    async run({ id }, { retry, last }) {
      const row = await repo.findMessage(db, id);
      // Already delivered, given up, or SMTP no longer configured: nothing to do.
      if (!smtp || !row || row.sentAt || row.html === null || row.text === null) return;
      try {
        const { messageId } = await smtp.send({ from: config.from, to: row.to, subject: row.subject, html: row.html, text: row.text });
        await repo.markDelivered(db, id, messageId);
      } catch (err) {
        const giveUp = last || !isPassingFailure(err);
        await repo.recordFailure(db, id, describeError(err), { keepBodies: !giveUp });
        if (giveUp) {
          log?.error({ err, kind: row.kind, retry }, "SMTP delivery abandoned");
          return;
        }
        throw err;
      }
    },
    async pending() {
      const cutoff = new Date(Date.now() - PENDING_MAX_AGE_MS);
      await repo.abandonPendingBefore(db, cutoff, "Abandonado: no se pudo entregar en 24 horas.");
      const ids = await repo.pendingDeliveries(db, cutoff, 1_000);
      return ids.map((id) => ({ id }));
    },
  };

  return {
    send,
    deliveryTask,

    sendVerifyEmail(to: string, input: { firstName: string; token: string; hours: number }): Promise<SendResult> {
      return send(to, "verify_email", verifyEmailMail({ ...input, link: link("/verificar-correo", { token: input.token }) }));
    },

    sendPasswordReset(to: string, input: { firstName: string; token: string; minutes: number }): Promise<SendResult> {
      return send(to, "password_reset", passwordResetMail({ ...input, link: link("/restablecer-contrasena", { token: input.token }) }));
    },

    sendOrderReceipt(to: string, input: { firstName: string; orderId: number; items: string[]; total: string | null; paidAt: Date } & ReceiptAmounts): Promise<SendResult> {
      return send(to, "order_receipt", orderReceiptMail({ ...input, link: link("/academia") }));
    },

    sendAccountChange(to: string, input: { firstName: string; subject: string; paragraphs: string[]; reason: string | null; path: string; action: string }): Promise<SendResult> {
      return send(to, "account_change", accountChangeMail({ ...input, link: link(input.path) }));
    },

    sendCheckoutReminder(to: string, input: { firstName: string; items: string[]; whatsappLink: string }): Promise<SendResult> {
      return send(to, "checkout_reminder", checkoutReminderMail({ ...input, cartLink: link("/academia/carrito"), settingsLink: link("/academia/notificaciones") }));
    },

    sendWeeklySummary(to: string, input: { firstName: string; subject: string; paragraphs: string[]; list: string[] }): Promise<SendResult> {
      return send(to, "weekly_summary", weeklySummaryMail({ ...input, link: link("/academia/practica"), settingsLink: link("/academia/notificaciones") }));
    },

    sendAccessExpiring(to: string, input: { firstName: string; what: string; endsAt: Date; path: string }): Promise<SendResult> {
      return send(to, "access_expiring", accessExpiringMail({ ...input, link: link(input.path) }));
    },

    async listOutbox(to: string | undefined, limit: number, offset: number): Promise<{ total: number; items: OutboxMessage[] }> {
      const { total, rows } = await repo.listMessages(db, to, limit, offset);
      return { total, items: rows.map(toMessage) };
    },

    async getOutboxMessage(id: number): Promise<OutboxMessageDetail> {
      const row = await repo.findMessage(db, id);
      if (!row) throw notFound("El mensaje no existe.");
      return { ...toMessage(row), html: row.html, text: row.text };
    },

    close(): void {
      smtp?.close();
    },
  };
}
