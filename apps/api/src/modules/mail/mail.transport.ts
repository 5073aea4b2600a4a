import { createRequire } from "node:module";
import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

// nodemailer's own reading of an smtp:// URL (host, port, TLS, credentials, ?options).
const { parseConnectionUrl } = createRequire(import.meta.url)("nodemailer/lib/shared") as {
  parseConnectionUrl(url: string): SMTPTransport.Options;
};

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** What actually talks to a mail server. The outbox needs none: the table is its mailbox. */
export interface SmtpTransport {
  send(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  close(): void;
}

// A student may be waiting (the verification e-mail of a registration): a server out of reach or
// silent costs at most 5 s, then the message waits in the outbox for the retry queue (decision 024).
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

export function createSmtpTransport(smtp: string | SMTPTransport.Options): SmtpTransport {
  // Not `{ url, ...TIMEOUTS }`: given a `url`, nodemailer reads only the URL and drops every other
  // option, so the deadlines never applied (a silent server held a registration 30 s).
  const transporter = nodemailer.createTransport({ ...(typeof smtp === "string" ? parseConnectionUrl(smtp) : smtp), ...TIMEOUTS });
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      return { messageId: info.messageId ?? null };
    },
    close() {
      transporter.close();
    },
  };
}
