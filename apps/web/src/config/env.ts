import * as z from "zod/mini";

/**
 * The web app's configuration, validated once at start-up.
 *
 * Client-visible variables are listed one by one: Next inlines `process.env.NEXT_PUBLIC_*`
 * only where the full name is written out, and it does so at build time (changing them
 * needs a rebuild).
 */
const clientSchema = z.object({
  // WhatsApp number in international format, digits only (no "+", spaces or dashes).
  NEXT_PUBLIC_WHATSAPP_NUMBER: z._default(
    z.string().check(z.regex(/^\d{8,15}$/, "debe tener solo dígitos (8 a 15), con el indicativo del país")),
    "573001234567",
  ),
});

const serverSchema = z.object({
  // Where server-side code reaches the API; the browser always uses same-origin `/api/...`.
  INTERNAL_API_URL: z.optional(z.url("debe ser una URL http(s) válida")),
  PORT: z._default(z.string().check(z.regex(/^\d{1,5}$/, "debe ser un número de puerto")), "3000"),
});

function parseOrExplain<T extends z.ZodMiniType>(schema: T, input: Record<string, unknown>, kind: string): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Configuración ${kind} no válida:\n${problems.join("\n")}`);
}

function emptyAsUnset(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

export const clientEnv = parseOrExplain(
  clientSchema,
  { NEXT_PUBLIC_WHATSAPP_NUMBER: emptyAsUnset(process.env.NEXT_PUBLIC_WHATSAPP_NUMBER) },
  "del cliente",
);

export type ServerEnv = z.infer<typeof serverSchema>;

/** Server-only variables; parsed on first use so the browser bundle never evaluates them. */
let serverEnv: ServerEnv | undefined;
export function getServerEnv(): ServerEnv {
  serverEnv ??= parseOrExplain(
    serverSchema,
    { INTERNAL_API_URL: emptyAsUnset(process.env.INTERNAL_API_URL), PORT: emptyAsUnset(process.env.PORT) },
    "del servidor",
  );
  return serverEnv;
}
