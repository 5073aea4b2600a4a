import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/errors";

export const UNSTORABLE_TEXT_MESSAGE = "El texto enviado contiene caracteres no permitidos (por ejemplo, el carácter nulo).";

// In a `u` regular expression a well-formed pair is one code point, so \p{Cs} matches only lone halves.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this must find.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/**
 * PostgreSQL (and PGlite) refuse NUL (U+0000) in `text` and `jsonb`; a lone UTF-16 surrogate
 * cannot be encoded as UTF-8 at all, so the driver would silently store U+FFFD instead.
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/**
 * Parsed JSON, form fields, query strings and router params (whose objects have custom or null
 * prototypes); never a stream or binary data (raw uploads and webhooks are checked by their own code).
 */
function isWalkable(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return false;
  return typeof (value as { pipe?: unknown }).pipe !== "function";
}

/**
 * True when a string anywhere in a parsed input (keys included) cannot be stored. Iterative,
 * so a deeply nested JSON body cannot overflow the stack.
 */
export function containsUnstorableText(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (!isStorableText(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (isWalkable(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (!isStorableText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

function headersContainNul(request: FastifyRequest): boolean {
  for (const value of Object.values(request.headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === "string" && item.includes("\u0000"))) return true;
  }
  return false;
}

/**
 * The one gate for text the database cannot keep: a hook that runs before validation on every
 * route (declared schema or not), over the path parameters, the query, the parsed body and
 * the headers. The refusal is a plain 400 of the error shape, so the repositories never see
 * such a string and no SQL failure reaches the logs.
 */
export default fp(async function textInputPlugin(app: FastifyInstance) {
  // Synchronous: `done`, not a promise per request (docs/decisions/011, amendment of 2026-11-27).
  app.addHook("preValidation", (request, _reply, done) => {
    if (
      containsUnstorableText(request.params) ||
      containsUnstorableText(request.query) ||
      containsUnstorableText(request.body) ||
      headersContainNul(request)
    ) {
      done(new AppError("validation_error", UNSTORABLE_TEXT_MESSAGE));
      return;
    }
    done();
  });
}, { name: "text-input" });
