import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@fz/contracts/common";
import { devIdpSignInQuery, devIdpTokenRequest, devIdpTokenResponse, jwks } from "@fz/contracts/social-auth";
import { badRequest } from "../../lib/errors";
import { renderSignInPage } from "./dev-idp.page";
import type { DevIdentityProvider } from "./dev-idp.service";

export interface DevIdpRoutesOptions {
  devIdp: DevIdentityProvider;
  /** The site's public address, an allowed place to return to. */
  publicUrl?: string;
}

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where the page may hand a token to: this server's own origin, the configured public URL, or
 * a local address (the web app on another port in development). Anything else would turn the
 * page into a token-leaking open redirect.
 */
function isAllowedReturn(target: URL, request: FastifyRequest, publicUrl?: string): boolean {
  if (LOCAL_HOSTS.has(target.hostname)) return true;
  if (target.origin === `${request.protocol}://${request.host}`) return true;
  return publicUrl !== undefined && target.origin === new URL(publicUrl).origin;
}

/**
 * The development identity provider's endpoints. Registered only when DEV_IDENTITY_PROVIDER is
 * on, which the configuration refuses in production.
 */
export default async function devIdpRoutes(app: FastifyInstance, { devIdp, publicUrl }: DevIdpRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/dev-idp/jwks.json",
    {
      schema: {
        tags: ["dev-idp"],
        summary: "Claves públicas del proveedor de identidad de desarrollo (JWKS)",
        response: { 200: jwks },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=300");
      return jwks.parse(devIdp.jwks());
    },
  );

  r.get(
    "/api/dev-idp/sign-in",
    {
      schema: {
        tags: ["dev-idp"],
        summary: "Página de inicio de sesión de desarrollo (ventana emergente o redirección)",
        querystring: devIdpSignInQuery,
        response: { 200: z.string().describe("Página HTML"), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { provider, mode, redirect_uri: redirectUri } = request.query;
      if (mode === "redirect" && !redirectUri) throw badRequest("Falta la dirección de retorno (redirect_uri).");
      const target = redirectUri ? new URL(redirectUri) : null;
      if (target && !isAllowedReturn(target, request, publicUrl)) {
        throw badRequest("La dirección de retorno no está permitida.");
      }
      if (target) target.hash = "";
      const nonce = randomBytes(16).toString("base64");
      const html = renderSignInPage({
        provider,
        mode,
        redirectUri: target?.href ?? null,
        targetOrigin: target?.origin ?? null,
        tokenUrl: "/api/dev-idp/token",
        nonce,
      });
      return reply
        .header(
          "content-security-policy",
          `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'; connect-src 'self'; ` +
            "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        )
        .header("cache-control", "no-store")
        .header("referrer-policy", "no-referrer")
        .type("text/html; charset=utf-8")
        .send(html);
    },
  );

  r.post(
    "/api/dev-idp/token",
    {
      schema: {
        tags: ["dev-idp"],
        summary: "Emitir un token de ID de desarrollo (pruebas y Playwright)",
        body: devIdpTokenRequest,
        response: { 200: devIdpTokenResponse, 400: errorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return devIdp.issue(request.body);
    },
  );
}
