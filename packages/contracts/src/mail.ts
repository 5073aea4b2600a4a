import { z } from "zod";
import { newPassword } from "./auth";
import { pageQuery, paginated } from "./common";

/** Transactional e-mail: the admin's view of the outbox, e-mail verification, password reset. */

export const MAIL_KINDS = ["verify_email", "password_reset", "order_receipt", "access_expiring", "checkout_reminder"] as const;

export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  /** `outbox`: kept here for an admin to read; `smtp`: handed to the SMTP server. */
  transport: z.enum(["smtp", "outbox"]),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** With the bodies; null for messages sent through SMTP (their links are not kept). */
export const outboxMessageDetail = outboxMessage.extend({
  html: z.string().nullable(),
  text: z.string().nullable(),
});
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetail>;

export const outboxQuery = pageQuery.extend({
  to: z.string().trim().toLowerCase().max(254, { error: "El correo electrónico es demasiado largo" }).optional(),
});
export const outboxResponse = paginated(outboxMessage);

const token = z
  .string({ error: "El enlace no es válido" })
  .trim()
  .min(1, { error: "El enlace no es válido" })
  .max(200, { error: "El enlace no es válido" });

export const verifyEmailRequest = z.object({ token });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

export const verifyEmailResponse = z.object({ detail: z.string(), email_verified: z.literal(true) });

export const passwordResetRequest = z.object({
  email: z
    .string({ error: "El correo electrónico es obligatorio" })
    .trim()
    .min(1, { error: "El correo electrónico es obligatorio" })
    .max(254, { error: "El correo electrónico es demasiado largo" })
    .pipe(z.email({ error: "El correo electrónico no es válido" }))
    .transform((value) => value.toLowerCase()),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

export const passwordResetConfirm = z.object({
  token,
  password: newPassword,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirm>;

