import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, paginated } from "@fz/contracts/common";
import {
  registrationLog,
  registrationLogQuery,
  registrationLogRequest,
  socialSignupRequest,
  socialSignupResponse,
} from "@fz/contracts/social-auth";
import { pageWindow, toPage } from "../../lib/pagination";
import type { RegistrationLogService } from "./registration-log.service";
import type { SocialAuthService } from "./social.service";

export interface SocialRoutesOptions {
  social: SocialAuthService;
  registrationLogs: RegistrationLogService;
  signInRateLimitPerIp: number;
}

/** Anonymous failure reports are cheap to send: bound them per IP. */
const REGISTRATION_LOG_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };

export default async function socialRoutes(app: FastifyInstance, options: SocialRoutesOptions) {
  const { social, registrationLogs } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/students/social_signup/",
    {
      config: { rateLimit: { max: options.signInRateLimitPerIp, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Iniciar sesión o registrarse con Google o Facebook (token de ID del servicio de acceso)",
        body: socialSignupRequest,
        response: {
          200: socialSignupResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request) => social.signIn(request.body.token_id),
  );

  r.post(
    "/api/students/registration-logs/",
    {
      config: { rateLimit: REGISTRATION_LOG_RATE_LIMIT },
      preHandler: app.optionalAuth,
      schema: {
        tags: ["auth"],
        summary: "Registrar un intento de registro (éxito: con sesión; fallo: también anónimo)",
        // The token is optional: read when sent, a visitor without one is served too.
        security: [{}, { bearerAuth: [] }],
        body: registrationLogRequest,
        response: {
          200: registrationLog,
          201: registrationLog,
          400: errorResponse,
          401: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { log, created } = await registrationLogs.record(request.body, request.currentUser);
      return reply.status(created ? 201 : 200).send(log);
    },
  );

  r.get(
    "/api/students/registration-logs/",
    {
      // Before query validation: an anonymous caller learns nothing about the parameters.
      onRequest: app.requireRole("admin"),
      schema: {
        tags: ["auth"],
        summary: "Intentos de registro (solo administradores)",
        security: [{ bearerAuth: [] }],
        querystring: registrationLogQuery,
        response: { 200: paginated(registrationLog), 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await registrationLogs.list(request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );
}
