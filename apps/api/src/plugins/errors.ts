import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isTransientDatabaseError } from "@fz/db/faults";
import { AppError, ERROR_CODES, type ErrorCode, UNAVAILABLE_MESSAGE } from "../lib/errors";

/** Seconds a client waits before trying again after the database failed under it (a failover takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Maps Fastify's own error codes (URL decoding, body parsing, limits) onto ours. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_BAD_URL: { code: "invalid_url" },
  FST_ERR_INVALID_URL: { code: "invalid_url" },
  FST_ERR_MAX_PARAM_LENGTH: { code: "uri_too_long" },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "invalid_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "invalid_json",
    message: "El cuerpo de la solicitud está vacío: envía un objeto JSON o quita la cabecera Content-Type.",
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "bad_request",
    message: "El tamaño declarado (Content-Length) no coincide con el contenido enviado.",
  },
};

/** Refusals a 5xx can still be expected for (a feature not configured, a dependency down that logged itself). */
const EXPECTED_UNAVAILABLE = new Set<ErrorCode>(["service_unavailable"]);

/**
 * PostgreSQL refusals that input caused and a schema did not catch (an id beyond `integer`, a
 * LIKE pattern ending in a backslash, a value too long for an index, a reference to nothing):
 * a client error, not a fault. Class 22 is "data exception"; 54000 "program limit exceeded".
 */
const DATABASE_INPUT_ERRORS: { match: (code: string) => boolean; code: ErrorCode; message: string }[] = [
  { match: (code) => code.startsWith("22") || code === "54000", code: "validation_error", message: "Uno de los valores enviados no es válido o está fuera de rango." },
  { match: (code) => code === "23503", code: "validation_error", message: "Uno de los elementos indicados no existe." },
  { match: (code) => code === "23505", code: "conflict", message: ERROR_CODES.conflict.message },
];

/** The SQLSTATE of a database error, looked for through drizzle's wrapper (`cause`). */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A dependency's client gave up waiting (AbortSignal.timeout, the S3 client's deadlines). */
function isDeadlineMissed(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if ((current as { name?: unknown }).name === "TimeoutError") return true;
  }
  return false;
}

/** The driver's own words (drizzle's wrapper quotes the whole statement). */
function innermostMessage(error: unknown): string | undefined {
  let message: string | undefined;
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const text = (current as { message?: unknown }).message;
    if (typeof text === "string") message = text;
  }
  return message;
}

const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * `{ errors, code }`, and `fields` (the request field → its message) when a refusal only the
 * server can make is about fields a form shows — an e-mail already taken, a country that does
 * not exist: the form puts each message at its field (issue 35.11). Schema refusals carry no
 * `fields`: the forms validate with the same contract before sending.
 */
export function sendError(reply: FastifyReply, code: ErrorCode, messages?: string[], fields?: Record<string, string>) {
  const entry = ERROR_CODES[code];
  const body = fields && Object.keys(fields).length > 0 ? { errors: messages ?? [entry.message], code, fields } : { errors: messages ?? [entry.message], code };
  return reply.status(entry.status).type("application/json").send(body);
}


function validationMessages(error: FastifyError): string[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [ERROR_CODES.validation_error.message];
  const messages = error.validation.map((issue) => {
    // A missing or non-object body yields one issue at the root: say it plainly.
    if (issue.instancePath === "/" && error.validationContext === "body") {
      return "El cuerpo de la solicitud debe ser un objeto JSON.";
    }
    return issue.message ?? ERROR_CODES.validation_error.message;
  });
  return [...new Set(messages)];
}

/** Our code for a status Fastify (or a plugin) chose; the first code of the table with that status. */
function codeForStatus(status: number): ErrorCode | undefined {
  return (Object.keys(ERROR_CODES) as ErrorCode[]).find((key) => ERROR_CODES[key].status === status);
}

/**
 * Every failure leaves as `{ errors: [...], code }` with Spanish messages. Client errors and
 * expected refusals are logged at info/warn (without stacks or SQL); only real faults at
 * error, with the request id, and their details are never sent.
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds !== undefined) reply.header("retry-after", String(error.retryAfterSeconds));
    if (error.code === "upload_aborted") {
      // A client hanging up mid-upload is expected, not a fault of ours.
      request.log.info("upload aborted by the client");
    } else if (error.statusCode < 500) {
      request.log.info({ code: error.code, statusCode: error.statusCode }, "request refused");
    } else if (EXPECTED_UNAVAILABLE.has(error.code)) {
      request.log.warn({ code: error.code, statusCode: error.statusCode, reason: innermostMessage(error) }, "service unavailable");
    } else {
      request.log.error({ err: error, reqId: request.id }, "request failed");
    }
    return sendError(reply, error.code, error.messages, error.fields);
  }
  if (error.validation) {
    request.log.info({ code: "validation_error", context: error.validationContext }, "request refused");
    return sendError(reply, "validation_error", validationMessages(error));
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  const status = error.statusCode;
  if (mapped || (error instanceof SyntaxError && status === 400) || (status && status >= 400 && status < 500)) {
    // Fastify's own client errors: the message names the fault (bad URL, size) and is safe to log.
    request.log.info({ code: error.code, statusCode: status, reason: error.message }, "client error");
    if (mapped) return sendError(reply, mapped.code, mapped.message ? [mapped.message] : undefined);
    if (error instanceof SyntaxError) return sendError(reply, "invalid_json");
    const code = codeForStatus(status!);
    if (code) return sendError(reply, code);
    // A 4xx status our table does not name keeps its status with the generic message.
    return reply.status(status!).type("application/json").send({ errors: [ERROR_CODES.bad_request.message], code: "bad_request" });
  }
  if (isTransientDatabaseError(error) || isDeadlineMissed(error)) {
    // A lost connection (failover, restart, a pooler recycling it) or a statement/lock deadline:
    // its transaction was rolled back by the server; or another dependency (the object store)
    // out of reach or past its deadline. The client tries again (decision 024).
    request.log.warn({ sqlState: sqlState(error), reason: innermostMessage(error), reqId: request.id }, "database unavailable");
    reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    return sendError(reply, "service_unavailable", [UNAVAILABLE_MESSAGE]);
  }
  const state = sqlState(error);
  const input = state ? DATABASE_INPUT_ERRORS.find((entry) => entry.match(state)) : undefined;
  if (input) {
    // Worth a look (a schema could refuse it earlier) but not an alert; the SQL stays out of the log.
    request.log.warn({ sqlState: state, reason: (error.cause as Error | undefined)?.message }, "database refused the input");
    return sendError(reply, input.code, [input.message]);
  }
  request.log.error({ err: error, reqId: request.id }, "unhandled error");
  return sendError(reply, "server_error");
}

/**
 * Methods with a route at this concrete path. The web catch-all (`/*`, every method) does not
 * count: its wildcard swallows the whole `/api/...` path, while a real wildcard route under
 * `/api/` leaves only the tail in `*`.
 */
function allowedMethods(app: FastifyInstance, path: string): string[] {
  return ROUTE_METHODS.filter((method) => {
    try {
      const route = app.findRoute({ method, url: path });
      if (!route) return false;
      const wildcard = (route.params as Record<string, string | undefined>)["*"];
      return !(wildcard !== undefined && wildcard.startsWith("api"));
    } catch {
      return false;
    }
  });
}

/**
 * An unknown `/api` path is a 404; a known path asked with a method it does not have is a 405
 * with `Allow` listing the ones it does.
 */
export function sendNotFound(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split("?")[0] ?? "/";
  if (path === "/api" || path.startsWith("/api/")) {
    const allowed = allowedMethods(app, path).filter((method) => method !== request.method);
    if (allowed.length > 0) {
      reply.header("allow", allowed.join(", "));
      return sendError(reply, "method_not_allowed");
    }
  }
  return sendError(reply, "not_found");
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed request line or
 * headers, oversized headers, timeouts): the same shape, written on the socket.
 */
export function clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const code: ErrorCode =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? "request_timeout" : error.code === "HPE_HEADER_OVERFLOW" ? "headers_too_large" : "bad_request";
  const entry = ERROR_CODES[code];
  const body = JSON.stringify({ errors: [entry.message], code });
  this.log.info({ code: error.code }, "malformed request refused");
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${entry.status} ${STATUS_CODES[entry.status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The one error handler and the JSON 404/405, installed before any route so every route inherits them. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => sendNotFound(app, request, reply));

  // Every 429 says when to come back, whichever limiter answered it (the rate-limit plugin sets
  // its own; a limiter that did not know gets a minute).
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (reply.statusCode === 429 && !reply.hasHeader("retry-after")) reply.header("retry-after", "60");
    done(null, payload);
  });
}, { name: "errors" });
