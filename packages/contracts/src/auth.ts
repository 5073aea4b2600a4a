import { z } from "zod";

export const USER_ROLES = ["student", "admin", "teacher"] as const;
export const userRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof userRole>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string({ error: "El correo electrónico es obligatorio" })
  .trim()
  .min(1, { error: "El correo electrónico es obligatorio" })
  .max(254, { error: "El correo electrónico es demasiado largo" })
  .pipe(z.email({ error: "El correo electrónico no es válido" }))
  .transform((value) => value.toLowerCase());

const name = (label: string) =>
  z
    .string({ error: `${label} es obligatorio` })
    .trim()
    .min(1, { error: `${label} es obligatorio` })
    .max(80, { error: `${label} no puede tener más de 80 caracteres` });

const optionalId = (label: string) =>
  z
    .number({ error: `${label} no es válido` })
    .int({ error: `${label} no es válido` })
    .positive({ error: `${label} no es válido` })
    .nullish();

/**
 * A password being chosen (registration, reset, any later change): its length, and not only
 * blanks — eight spaces pass a length check but are no secret. Kept as typed (not trimmed):
 * spaces inside a passphrase are the user's choice.
 */
export const newPassword = z
  .string({ error: "La contraseña es obligatoria" })
  .min(PASSWORD_MIN_LENGTH, { error: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres` })
  .max(PASSWORD_MAX_LENGTH, { error: `La contraseña no puede tener más de ${PASSWORD_MAX_LENGTH} caracteres` })
  .refine((value) => value.trim().length > 0, { error: "La contraseña no puede tener solo espacios" });

export const registerRequest = z.object({
  email,
  password: newPassword,
  first_name: name("El nombre"),
  last_name: name("El apellido"),
  country_id: optionalId("El país"),
  instrument_id: optionalId("El instrumento"),
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const tokenRequest = z.object({
  email,
  password: z.string({ error: "La contraseña es obligatoria" }).min(1, { error: "La contraseña es obligatoria" }),
});
export type TokenRequest = z.infer<typeof tokenRequest>;

export const refreshRequest = z.object({
  refresh: z.string({ error: "El token de actualización es obligatorio" }).min(1, {
    error: "El token de actualización es obligatorio",
  }),
});
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const user = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: userRole,
  country_id: z.number().int().nullable(),
  instrument_id: z.number().int().nullable(),
  email_verified: z.boolean(),
  points: z.number().int(),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

/** `POST /api/token/`, `/api/token/refresh/` and registration answer the same shape. */
export const tokenResponse = z.object({
  access: z.string(),
  refresh: z.string(),
  user,
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const whoamiResponse = z.object({ user });

/** Deleting one's own account: the password says it is really them (a social-only account types its e-mail). */
export const accountDeleteRequest = z.object({
  password: z.string({ error: "Escribe tu contraseña para confirmar" }).min(1, { error: "Escribe tu contraseña para confirmar" }).max(PASSWORD_MAX_LENGTH, { error: "La contraseña no es correcta" }),
});
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequest>;
