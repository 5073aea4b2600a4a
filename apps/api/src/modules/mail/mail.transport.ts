import nodemailer from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";

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

// A slow or silent server must not hold a request (or the job) for minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createSmtpTransport(smtp: string | SMTPTransport.Options): SmtpTransport {
  const transporter = nodemailer.createTransport(
    typeof smtp === "string" ? { url: smtp, ...TIMEOUTS } : { ...smtp, ...TIMEOUTS },
  );
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
