import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@fz/contracts/common";
import { type Order, sandboxDecision, sandboxSessionParam } from "@fz/contracts/commerce";
import { publicBase } from "./orders.routes";
import { returnUrl } from "./orders.service";
import { ProviderRequestError } from "./providers/payment-provider";
import { SANDBOX_WEBHOOK_PATH } from "./providers/sandbox.provider";
import { type SandboxPageState, renderSandboxPage } from "./sandbox-checkout.page";
import type { SandboxCheckoutService } from "./sandbox-checkout.service";

export interface SandboxCheckoutRoutesOptions {
  sandboxCheckout: SandboxCheckoutService;
  publicUrl: string | undefined;
  /** SANDBOX_WEBHOOK_URL; else this server's own listening address. */
  webhookUrl: string | undefined;
}

const RESULT_PAGE = { paid: "success", failed: "failure", cancelled: "cancel" } as const;

/**
 * Where the sandbox reaches our webhook: SANDBOX_WEBHOOK_URL, or the address this server
 * listens on (loopback for a wildcard bind), so it works on any port, tests included.
 */
function selfWebhookUrl(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === "string") return null;
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}${SANDBOX_WEBHOOK_PATH}`;
}

function sendPage(reply: FastifyReply, status: number, state: SandboxPageState, formTarget: string) {
  const nonce = randomBytes(16).toString("base64");
  return reply
    .status(status)
    .header(
      "content-security-policy",
      // The form posts here, then redirects to the shop's return page (form-action covers redirects).
      `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self' ${formTarget}; base-uri 'none'; frame-ancestors 'none'`,
    )
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .type("text/html; charset=utf-8")
    .send(renderSandboxPage(state, nonce));
}

/** The sandbox provider's hosted checkout page (it plays the payment provider's part). */
export default async function sandboxCheckoutRoutes(app: FastifyInstance, options: SandboxCheckoutRoutesOptions) {
  const { sandboxCheckout, publicUrl } = options;
  // HTML forms post application/x-www-form-urlencoded; only this page reads it.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const html = z.string().describe("Página HTML");
  const path = "/api/sales/sandbox/checkout/:session/";

  const doneState = (order: Order, webBase: string): SandboxPageState => {
    const page = order.status in RESULT_PAGE ? RESULT_PAGE[order.status as keyof typeof RESULT_PAGE] : null;
    return { kind: "done", order, returnUrl: page ? returnUrl(webBase, page, order.id) : null };
  };

  r.get(
    path,
    {
      schema: {
        tags: ["payments"],
        summary: "Pasarela de pruebas: página de pago alojada (aprobar, rechazar o cancelar)",
        params: sandboxSessionParam,
        response: { 200: html, 404: html, 400: errorResponse },
      },
    },
    async (request, reply) => {
      const base = publicBase(request, publicUrl);
      const order = await sandboxCheckout.load(request.params.session);
      if (!order) return sendPage(reply, 404, { kind: "missing" }, new URL(base).origin);
      const state: SandboxPageState = order.status === "pending" ? { kind: "pending", order } : doneState(order, base);
      return sendPage(reply, 200, state, new URL(base).origin);
    },
  );

  r.post(
    path,
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["payments"],
        summary: "Pasarela de pruebas: decidir el pago (notifica el webhook firmado y vuelve a la tienda)",
        params: sandboxSessionParam,
        body: sandboxDecision,
        response: { 200: html, 303: z.null(), 404: html, 502: html, 400: errorResponse, 429: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const base = publicBase(request, publicUrl);
      const origin = new URL(base).origin;
      const webhookUrl = options.webhookUrl ?? selfWebhookUrl(app);
      let result;
      try {
        result = await sandboxCheckout.decide(request.params.session, request.body.decision, webhookUrl);
      } catch (err) {
        if (!(err instanceof ProviderRequestError)) throw err;
        request.log.error({ err }, "sandbox webhook delivery failed");
        const order = await sandboxCheckout.load(request.params.session);
        if (!order) return sendPage(reply, 404, { kind: "missing" }, origin);
        return sendPage(reply, 502, { kind: "pending", order, error: "No pudimos avisar a la tienda del resultado del pago. Inténtalo de nuevo." }, origin);
      }
      if (!result.order) return sendPage(reply, 404, { kind: "missing" }, origin);
      const state = doneState(result.order, base);
      // Like a provider: after the decision, back to the shop's page for the result.
      if (result.delivered && state.kind === "done" && state.returnUrl) return reply.status(303).header("location", state.returnUrl).send(null);
      if (result.order.status !== "pending") return sendPage(reply, 200, state, origin);
      const error = result.delivered ? "La tienda no confirmó el resultado del pago. Inténtalo de nuevo." : undefined;
      return sendPage(reply, 200, { kind: "pending", order: result.order, error }, origin);
    },
  );
}
