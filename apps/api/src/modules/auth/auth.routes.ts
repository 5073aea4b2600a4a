import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@fz/contracts/common";
import {
  accountDeleteRequest,
  refreshRequest,
  registerRequest,
  tokenRequest,
  tokenResponse,
  whoamiResponse,
} from "@fz/contracts/auth";
import { AppError } from "../../lib/errors";
import { frozenAnswers } from "../../lib/frozen-answers";
import { type AuthService, toUserDto } from "./auth.service";
import type { AuthThrottle } from "./throttle.service";

export interface AuthRoutesOptions {
  auth: AuthService;
  throttle: AuthThrottle;
  /** Sign-in attempts per address per minute (all of them, right or wrong). */
  loginRateLimitPerIp: number;
  /** Registration requests per address per hour (all of them, refused ones too). */
  registerRequestsPerIp: number;
}

const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

export default async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { auth, throttle } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const whoamiAnswers = frozenAnswers();

  r.post(
    "/api/users/register/",
    {
      config: { rateLimit: { max: options.registerRequestsPerIp, timeWindow: "1 hour" } },
      schema: {
        tags: ["auth"],
        summary: "Crear una cuenta de estudiante e iniciar sesión",
        body: registerRequest,
        response: { 201: tokenResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await throttle.beforeRegistration(request.ip);
      const session = await auth.register(request.body);
      await throttle.registered(request.ip);
      return reply.status(201).send(session);
    },
  );

  r.post(
    "/api/token/",
    {
      config: { rateLimit: { max: options.loginRateLimitPerIp, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Iniciar sesión con correo y contraseña",
        body: tokenRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => {
      const { email } = request.body;
      const delayMs = await throttle.beforeSignIn(email, request.ip);
      if (delayMs > 0) request.log.info({ delayMs }, "sign-in slowed: many recent failures on this account");
      try {
        const session = await auth.login(request.body);
        await throttle.signInSucceeded(email, request.ip);
        return session;
      } catch (error) {
        if (error instanceof AppError && error.code === "invalid_credentials") await throttle.signInFailed(email, request.ip);
        throw error;
      }
    },
  );

  r.post(
    "/api/token/refresh/",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Renovar la sesión (rota el token de actualización)",
        body: refreshRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => auth.refresh(request.body.refresh),
  );

  r.post(
    "/api/token/logout/",
    {
      schema: {
        tags: ["auth"],
        summary: "Cerrar sesión (revoca el token de actualización)",
        body: refreshRequest,
        response: { 204: z.null(), 400: errorResponse },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body.refresh);
      return reply.status(204).send(null);
    },
  );

  r.get(
    "/api/users/whoami/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "El usuario con sesión iniciada",
        security: [{ bearerAuth: [] }],
        response: { 200: whoamiResponse, 401: errorResponse },
      },
    },
    // Synchronous: nothing to wait for once the guard has the user, so no promise per request.
    (request) => {
      const user = request.currentUser;
      if (!user) throw new AppError("not_authenticated");
      // A standing session's user is the session cache's frozen row: its answer is built and
      // encoded once for as long as that row is remembered (lib/frozen-answers.ts).
      return whoamiAnswers(user, "whoami", () => ({ user: toUserDto(user) }));
    },
  );

  r.delete(
    "/api/users/me/",
    {
      // Before the body is validated: a visitor hears 401.
      onRequest: app.authenticate,
      schema: {
        tags: ["auth"],
        summary: "Eliminar mi cuenta (con mi contraseña): se borran mis datos, mis grabaciones y mis subidas pendientes",
        security: [{ bearerAuth: [] }],
        body: accountDeleteRequest,
        response: { 204: z.null(), 400: errorResponse, 401: errorResponse, 403: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const user = request.currentUser;
      if (!user) throw new AppError("not_authenticated");
      await auth.deleteAccount(user.id, request.body.password);
      return reply.status(204).send(null);
    },
  );
}
