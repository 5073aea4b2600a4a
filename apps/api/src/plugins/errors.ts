import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, ERROR_CODES, type ErrorCode } from "../lib/errors";

/** Maps Fastify's own error codes (body parsing, limits) onto ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "invalid_json",
  FST_ERR_CTP_EMPTY_JSON_BODY: "invalid_json",
  FST_ERR_CTP_BODY_TOO_LARGE: "payload_too_large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "unsupported_media_type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "bad_request",
};

export function sendError(reply: FastifyReply, code: ErrorCode, messages?: string[]) {
  const entry = ERROR_CODES[code];
  return reply.status(entry.status).type("application/json").send({ errors: messages ?? [entry.message], code });
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

/**
 * The one error handler: every failure leaves as `{ errors: [...], code }` with Spanish
 * messages; 5xx details are logged with the request id and never sent.
 */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, "request failed");
      return sendError(reply, error.code, error.messages);
    }
    if (error.validation) return sendError(reply, "validation_error", validationMessages(error));
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return sendError(reply, mapped);
    if (error instanceof SyntaxError && error.statusCode === 400) return sendError(reply, "invalid_json");
    if (error.statusCode === 429) return sendError(reply, "rate_limited");
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "client error");
      const code = (Object.keys(ERROR_CODES) as ErrorCode[]).find(
        (key) => ERROR_CODES[key].status === error.statusCode,
      );
      return sendError(reply, code ?? "bad_request");
    }
    request.log.error({ err: error, reqId: request.id }, "unhandled error");
    return sendError(reply, "server_error");
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, "not_found"));
});
