import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminOrderDetail, adminOrdersQuery } from "@fz/contracts/admin/orders";
import { adminOrderSummary } from "@fz/contracts/admin/students";
import { errorResponse, idParam, paginated } from "@fz/contracts/common";
import { pageWindow, toPage } from "../../lib/pagination";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import type { AdminOrdersService } from "./admin-orders.service";

const tags = ["admin: pedidos"];

/** Orders: list with filters, one order, and the two manual actions (both through the payment path). */
export default async function adminOrdersRoutes(app: FastifyInstance, { orders }: { orders: AdminOrdersService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/orders/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Pedidos (filtros: estado, medio de pago, fechas, búsqueda por número, nombre o correo)",
        security,
        querystring: adminOrdersQuery,
        response: { 200: paginated(adminOrderSummary), ...adminErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await orders.list(request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/admin/orders/:id/",
    {
      ...guard,
      schema: { tags, summary: "Un pedido con sus productos, eventos de pago y accesos", security, params: idParam, response: { 200: adminOrderDetail, ...adminErrors } },
    },
    async (request) => orders.detail(request.params.id),
  );

  r.post(
    "/api/admin/orders/:id/mark-paid/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Marcar como pagado (transferencia o pago manual): da acceso igual que un pago del proveedor",
        security,
        params: idParam,
        response: { 200: adminOrderDetail, ...writeErrors },
      },
    },
    async (request) => orders.markPaid(adminId(request), request.params.id),
  );

  r.post(
    "/api/admin/orders/:id/refund/",
    {
      ...guard,
      schema: {
        tags,
        summary: "Reembolsar un pedido pagado: devuelve el dinero en el proveedor y cierra los accesos que dio",
        security,
        params: idParam,
        response: { 200: adminOrderDetail, ...writeErrors, 502: errorResponse },
      },
    },
    async (request) => orders.refund(adminId(request), request.params.id),
  );
}
