import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, okResponse } from "@fz/contracts/common";
import { passwordResetConfirm, passwordResetRequest, verifyEmailRequest, verifyEmailResponse } from "@fz/contracts/mail";
import { AppError, rateLimited } from "../../lib/errors";
import type { AccountEmailService } from "./account-email.service";

export interface AccountEmailRoutesOptions {
  accountEmail: AccountEmailService;
}

const errors = { 400: errorResponse, 429: errorResponse };
export const RESET_REQUESTED = "Si el correo corresponde a una cuenta, te enviamos un enlace para restablecer la contraseña. Revisa tu bandeja de entrada.";

export default async function accountEmailRoutes(app: FastifyInstance, { accountEmail }: AccountEmailRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The plugin runs one limiter per route; this second counter (per signed-in user) is checked
  // by hand. Reset requests are limited per address by the plugin and per account in the
  // service (silently, so the answer never tells whether the account exists).
  const check = app.createRateLimit({ max: 3, timeWindow: "15 minutes", keyGenerator: (request) => `verify-email-request:${request.currentUser?.id ?? ""}` });
  const perUser = async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) throw rateLimited(result.ttl, "Demasiadas solicitudes.");
  };

  r.post(
    "/api/users/verify-email/request/",
    {
      preHandler: [app.authenticate, perUser],
      schema: {
        tags: ["auth"],
        summary: "Enviar (otra vez) el enlace para confirmar el correo",
        security: [{ bearerAuth: [] }],
        response: { 202: okResponse, ...errors, 401: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      if (!request.currentUser) throw new AppError("not_authenticated");
      const { retrying } = await accountEmail.requestVerification(request.currentUser);
      const email = request.currentUser.email;
      return reply.status(202).send({
        detail: retrying
          ? `Estamos enviando un enlace a ${email} para confirmar tu correo; puede tardar unos minutos en llegar.`
          : `Te enviamos un enlace a ${email} para confirmar tu correo.`,
      });
    },
  );

  r.post(
    "/api/users/verify-email/",
    {
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["auth"],
        summary: "Confirmar el correo con el enlace recibido (suma 100 puntos la primera vez)",
        body: verifyEmailRequest,
        response: { 200: verifyEmailResponse, ...errors },
      },
    },
    async (request) => {
      const { alreadyVerified } = await accountEmail.verifyEmail(request.body.token);
      return {
        detail: alreadyVerified ? "Tu correo electrónico ya estaba confirmado." : "Tu correo electrónico quedó confirmado. ¡Ganaste 100 puntos!",
        email_verified: true as const,
      };
    },
  );

  r.post(
    "/api/users/password-reset/request/",
    {
      config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Pedir un enlace para restablecer la contraseña (misma respuesta exista o no la cuenta)",
        body: passwordResetRequest,
        response: { 202: okResponse, ...errors },
      },
    },
    async (request, reply) => {
      await accountEmail.requestPasswordReset(request.body.email);
      return reply.status(202).send({ detail: RESET_REQUESTED });
    },
  );

  r.post(
    "/api/users/password-reset/confirm/",
    {
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: {
        tags: ["auth"],
        summary: "Elegir una contraseña nueva con el enlace recibido (cierra todas las sesiones)",
        body: passwordResetConfirm,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      await accountEmail.confirmPasswordReset(request.body.token, request.body.password);
      return { detail: "Tu contraseña fue cambiada. Inicia sesión con la nueva contraseña." };
    },
  );
}
