import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Env } from "../../config/env";

export interface MailConfig {
  /** The From header ("FZ Academia <no-reply@…>"). */
  from: string;
  /** SMTP when configured; null keeps every message in the local outbox table. */
  smtp: string | SMTPTransport.Options | null;
  /** Base of the links in the messages (the web pages that take the tokens). */
  publicUrl: string;
}

/** SMTP_URL wins; otherwise SMTP_HOST with its port, TLS and credentials; otherwise the outbox. */
export function resolveMailConfig(env: Env): MailConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  let smtp: MailConfig["smtp"] = null;
  if (env.SMTP_URL) {
    smtp = env.SMTP_URL;
  } else if (env.SMTP_HOST) {
    smtp = {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      // Port 465 speaks TLS from the first byte; 587 and 25 upgrade with STARTTLS.
      secure: env.SMTP_SECURE ?? env.SMTP_PORT === 465,
      ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? "" } } : {}),
    };
  }
  return { from: env.MAIL_FROM, smtp, publicUrl };
}
