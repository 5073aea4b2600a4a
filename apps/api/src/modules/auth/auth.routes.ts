import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@fz/contracts/common";
import {
  refreshRequest,
  registerRequest,
  tokenRequest,
  tokenResponse,
  whoamiResponse,
} from "@fz/contracts/auth";
import { AppError } from "../../lib/errors";
import { type AuthService, toUserDto } from "./auth.service";

export interface AuthRoutesOptions {
  auth: AuthService;
  loginRateLimitPerIp: number;
  loginRateLimitPerAccount: number;
}

const errors = { 400: errorResponse, 401: errorResponse, 429: errorResponse };

export default async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { auth } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Per account: a password-guessing run spread over many IPs still stops. (The plugin runs
  // one limiter per request, so this second counter is checked by hand.)
  const accountLimiter = app.createRateLimit({
    max: options.loginRateLimitPerAccount,
    timeWindow: "15 minutes",
    keyGenerator: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      return `login-account:${typeof body?.email === "string" ? body.email.trim().toLowerCase() : ""}`;
    },
  });
  const perAccount = async (request: FastifyRequest) => {
    const result = await accountLimiter(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError(
        "rate_limited",
        `Demasiados intentos para esta cuenta. Intente de nuevo en ${Math.max(1, Math.ceil(result.ttl / 60_000))} minuto(s).`,
      );
    }
  };

  r.post(
    "/api/users/register/",
    {
      schema: {
        tags: ["auth"],
        summary: "Crear una cuenta de estudiante e iniciar sesión",
        body: registerRequest,
        response: { 201: tokenResponse, 400: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body)),
  );

  r.post(
    "/api/token/",
    {
      config: { rateLimit: { max: options.loginRateLimitPerIp, timeWindow: "1 minute" } },
      preHandler: perAccount,
      schema: {
        tags: ["auth"],
        summary: "Iniciar sesión con correo y contraseña",
        body: tokenRequest,
        response: { 200: tokenResponse, ...errors },
      },
    },
    async (request) => auth.login(request.body),
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
    async (request) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      return { user: toUserDto(request.currentUser) };
    },
  );
}
