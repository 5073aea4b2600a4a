import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam, pageQuery, paginated } from "@fz/contracts/common";
import { checkoutRequest, checkoutResponse, order, paymentOptions, paymentOptionsQuery } from "@fz/contracts/commerce";
import { AppError } from "../../lib/errors";
import { pageWindow, toPage } from "../../lib/pagination";
import type { OrdersService } from "./orders.service";

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

function student(request: FastifyRequest) {
  if (!request.currentUser) throw new AppError("not_authenticated");
  return request.currentUser;
}

/** The browser-facing origin: PUBLIC_URL when set, else the one this request came in on. */
export function publicBase(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

/** Checkout, the purchase history (spec: api/sales/historical) and one order for the return pages. */
export default async function ordersRoutes(app: FastifyInstance, { orders, publicUrl }: { orders: OrdersService; publicUrl: string | undefined }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/sales/checkout/",
    {
      preHandler: app.authenticate,
      // Each checkout opens a session at the provider: bounded per client.
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        tags: ["sales"],
        summary: "Pagar el carrito: crea el pedido (precios del servidor) y la sesión del proveedor de pagos",
        security,
        body: checkoutRequest,
        response: { 201: checkoutResponse, ...errors, 409: errorResponse, 429: errorResponse, 502: errorResponse },
      },
    },
    async (request, reply) => {
      const base = publicBase(request, publicUrl);
      const result = await orders.checkout(student(request), request.body, { apiBase: base, webBase: base });
      return reply.status(201).send(result);
    },
  );

  r.get(
    "/api/sales/payment-providers/",
    {
      schema: {
        tags: ["sales"],
        summary: "Medios de pago disponibles para una moneda (los locales primero para pesos)",
        querystring: paymentOptionsQuery,
        response: { 200: paymentOptions, 400: errorResponse },
      },
    },
    async (request) => orders.paymentOptions(request.query.currency),
  );

  r.get(
    "/api/sales/historical/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["sales"],
        summary: "Historial de compras del estudiante, las más recientes primero",
        security,
        querystring: pageQuery,
        response: { 200: paginated(order), ...errors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await orders.history(student(request), limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/sales/orders/:id/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["sales"], summary: "Un pedido del estudiante (las páginas de retorno consultan su estado)", security, params: idParam, response: { 200: order, ...errors } },
    },
    async (request) => orders.getOrder(student(request), request.params.id),
  );
}
