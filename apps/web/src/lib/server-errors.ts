import { isApiError } from "@/lib/api-error";

/** A refusal the server tied to fields: its code and each field's message (camelCase names). */
export interface FieldRefusal {
  code: string | null;
  fields: Record<string, string>;
  /** The same, by the wire's (snake_case) names, for forms whose values are the contract's. */
  wireFields: Record<string, string>;
}

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function bodyOf(error: unknown): unknown {
  if (isApiError(error)) return error.body;
  // RTK Query's error: { status, data }.
  if (error && typeof error === "object" && "data" in error) return (error as { data: unknown }).data;
  return undefined;
}

/**
 * The field messages of a refused request (`{errors, code, fields}`, issue 35.11), or null when
 * the refusal is not about fields. A form shows these at their fields and keeps them there,
 * instead of a toast that vanishes (and covers the fields on a phone); anything else goes to
 * the error toasts as before.
 */
export function fieldRefusal(error: unknown): FieldRefusal | null {
  const body = bodyOf(error);
  if (!body || typeof body !== "object") return null;
  const { fields, code } = body as { fields?: unknown; code?: unknown };
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return null;
  const out: Record<string, string> = {};
  const wire: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof message === "string" && message.trim() !== "") {
      out[camel(name)] = message;
      wire[name] = message;
    }
  }
  return Object.keys(out).length > 0 ? { code: typeof code === "string" ? code : null, fields: out, wireFields: wire } : null;
}
