import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "@fz/contracts/common";
import { PAYMENT_PROVIDERS, webhookAck } from "@fz/contracts/commerce";
import type { PaymentsService } from "./payments.service";

/** Webhook bodies are small JSON documents; anything bigger is not from a provider. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Providers' webhooks. Signatures are computed over the exact bytes sent, so this plugin is
 * encapsulated with its own parser that keeps the raw body (JSON parsing elsewhere is untouched).
 */
export default async function paymentsRoutes(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    const r = webhooks.withTypeProvider<ZodTypeProvider>();

    for (const provider of PAYMENT_PROVIDERS) {
      r.post(
        `/api/sales/webhooks/${provider}/`,
        {
          schema: {
            tags: ["payments"],
            summary: `Webhook del proveedor de pagos ${provider} (cuerpo sin modificar; firma verificada)`,
            headers: z.object({
              "stripe-signature": z.string().optional(),
              "x-sandbox-signature": z.string().optional(),
              // Mercado Pago: ts=…,v1=… and the request id it signs.
              "x-signature": z.string().max(1024).optional(),
              "x-request-id": z.string().max(256).optional(),
              // Wompi repeats the body's checksum here.
              "x-event-checksum": z.string().max(128).optional(),
            }),
            // Mercado Pago names the resource in the query string (`data.id` is what it signs).
            querystring: z.looseObject({
              "data.id": z.string().max(64).optional(),
              type: z.string().max(64).optional(),
            }),
            response: { 200: webhookAck, 400: errorResponse, 404: errorResponse, 413: errorResponse, 502: errorResponse, 503: errorResponse },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const outcome = await payments.handleWebhook(provider, raw, request.headers, request.query as Record<string, string | undefined>);
          request.log.info({ provider, outcome }, "payment webhook handled");
          return { received: true as const };
        },
      );
    }
  });
}
