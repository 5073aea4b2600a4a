import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminOrderDetail, adminOrdersExportQuery, adminOrdersQuery, refundRequest, revenueReportQuery } from "@fz/contracts/admin/orders";
import { adminOrderSummary } from "@fz/contracts/admin/students";
import { errorResponse, idParam, paginated } from "@fz/contracts/common";
import { pageWindow, toPage } from "../../lib/pagination";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import type { OrdersAdminService } from "./orders-admin.service";

const tags = ["admin: pedidos"];

/** Orders: list with filters, one order, and the two manual actions (both through the payment path). */
export default async function ordersAdminRoutes(app: FastifyInstance, { orders }: { orders: OrdersAdminService }) {
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

  /** A CSV body streamed as the client reads it, outside the JSON response schemas. */
  const sendCsv = (reply: FastifyReply, name: string, rows: AsyncGenerator<string>) =>
    reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${name}"`)
      .header("cache-control", "no-store")
      .send(Readable.from(rows, { objectMode: false }));

  r.get(
    "/api/admin/orders/export.csv",
    {
      ...guard,
      schema: {
        tags,
        summary: "Exportar a CSV los pedidos filtrados (cupón incluido) con sus líneas: productos, subtotal, cupón, descuento, IVA y total",
        security,
        querystring: adminOrdersExportQuery,
        produces: ["text/csv"],
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => sendCsv(reply, `pedidos-${new Date().toISOString().slice(0, 10)}.csv`, await orders.exportCsv(request.query)),
  );

  r.get(
    "/api/admin/reports/revenue.csv",
    {
      ...guard,
      schema: {
        tags,
        summary: "Ingresos de un mes para contabilidad (CSV): por curso, por medio de pago y por cupón, en cada moneda",
        security,
        querystring: revenueReportQuery,
        produces: ["text/csv"],
        response: { 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => sendCsv(reply, `ingresos-${request.query.month}.csv`, await orders.revenueCsv(request.query)),
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
        summary: "Reembolsar un pedido pagado: devuelve el dinero en el proveedor, cierra los accesos que dio y avisa al estudiante con el motivo",
        security,
        params: idParam,
        body: refundRequest,
        response: { 200: adminOrderDetail, ...writeErrors, 502: errorResponse },
      },
    },
    async (request) => orders.refund(adminId(request), request.params.id, request.body.reason),
  );
}
