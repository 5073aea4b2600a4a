import type { FastifyBaseLogger } from "fastify";
import type { OutboxMessage, OutboxMessageDetail } from "@fz/contracts/mail";
import type { Database } from "@fz/db/client";
import { notFound } from "../../lib/errors";
import type { MailConfig } from "./mail.config";
import * as repo from "./mail.repository";
import { type RenderedMail, accessExpiringMail, orderReceiptMail, passwordResetMail, verifyEmailMail } from "./mail.templates";
import { type SmtpTransport, createSmtpTransport } from "./mail.transport";

export type MailKind = "verify_email" | "password_reset" | "order_receipt" | "access_expiring";

export interface MailDeps {
  db: Database;
  config: MailConfig;
  log?: Pick<FastifyBaseLogger, "error" | "warn">;
  /** Tests pass their own; otherwise built from the configuration (null: outbox only). */
  smtp?: SmtpTransport | null;
}

export interface SendResult {
  id: number;
  /** False only when the SMTP server refused or could not be reached. */
  delivered: boolean;
}

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

export type MailService = ReturnType<typeof createMailService>;

/**
 * The one way the API sends e-mail. With SMTP configured, nodemailer delivers and the outbox
 * keeps the envelope and outcome; without it the message (bodies included) lands in the
 * outbox table, which an admin reads, so the product runs with no mail server at all.
 */
export function createMailService({ db, config, log, smtp = config.smtp ? createSmtpTransport(config.smtp) : null }: MailDeps) {
  /** A web page of ours with query parameters (`/verificar-correo?token=…`). */
  function link(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, `${config.publicUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }

  /** Never throws for a delivery failure: it is recorded, logged and reported as `delivered: false`. */
  async function send(to: string, kind: MailKind, mail: RenderedMail): Promise<SendResult> {
    if (!smtp) {
      const row = await repo.insertMessage(db, { ...mail, to, kind, transport: "outbox", sentAt: new Date() });
      return { id: row.id, delivered: true };
    }
    try {
      const { messageId } = await smtp.send({ from: config.from, to, ...mail });
      const row = await repo.insertMessage(db, { to, kind, subject: mail.subject, transport: "smtp", messageId, sentAt: new Date() });
      return { id: row.id, delivered: true };
    } catch (err) {
      log?.error({ err, kind }, "SMTP delivery failed");
      const error = err instanceof Error ? err.message.slice(0, 500) : "unknown error";
      const row = await repo.insertMessage(db, { to, kind, subject: mail.subject, transport: "smtp", error });
      return { id: row.id, delivered: false };
    }
  }

  return {
    send,

    /** The link to confirm the address (web page /verificar-correo). */
    sendVerifyEmail(to: string, input: { firstName: string; token: string; hours: number }): Promise<SendResult> {
      return send(to, "verify_email", verifyEmailMail({ ...input, link: link("/verificar-correo", { token: input.token }) }));
    },

    /** The link to choose a new password (web page /restablecer-contrasena). */
    sendPasswordReset(to: string, input: { firstName: string; token: string; minutes: number }): Promise<SendResult> {
      return send(to, "password_reset", passwordResetMail({ ...input, link: link("/restablecer-contrasena", { token: input.token }) }));
    },

    sendOrderReceipt(to: string, input: { firstName: string; orderId: number; items: string[]; total: string | null; paidAt: Date }): Promise<SendResult> {
      return send(to, "order_receipt", orderReceiptMail({ ...input, link: link("/academia") }));
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
