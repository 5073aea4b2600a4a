import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParam, paginated } from "@fz/contracts/common";
import { adminCoupon, adminCouponInput, adminCouponsQuery } from "@fz/contracts/coupons";
import { pageWindow, toPage } from "../../lib/pagination";
import { adminErrors, adminGuard, adminId, security, writeErrors } from "../../lib/admin-http";
import type { CouponsAdminService } from "./coupons-admin.service";

const tags = ["admin: cupones"];

/** Discount coupons: list (paginated, searchable), one, create, update, delete. */
export default async function couponsAdminRoutes(app: FastifyInstance, { coupons }: { coupons: CouponsAdminService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const guard = adminGuard(app);

  r.get(
    "/api/admin/coupons/",
    {
      ...guard,
      schema: { tags, summary: "Cupones, los más recientes primero (búsqueda por código o descripción)", security, querystring: adminCouponsQuery, response: { 200: paginated(adminCoupon), ...adminErrors } },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await coupons.list(request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.post(
    "/api/admin/coupons/",
    { ...guard, schema: { tags, summary: "Crear un cupón", security, body: adminCouponInput, response: { 201: adminCoupon, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await coupons.create(adminId(request), request.body)),
  );

  r.get(
    "/api/admin/coupons/:id/",
    { ...guard, schema: { tags, summary: "Un cupón con sus usos", security, params: idParam, response: { 200: adminCoupon, ...adminErrors } } },
    async (request) => coupons.get(request.params.id),
  );

  r.put(
    "/api/admin/coupons/:id/",
    { ...guard, schema: { tags, summary: "Cambiar un cupón (los pedidos ya hechos conservan su descuento)", security, params: idParam, body: adminCouponInput, response: { 200: adminCoupon, ...writeErrors } } },
    async (request) => coupons.update(adminId(request), request.params.id, request.body),
  );

  r.delete(
    "/api/admin/coupons/:id/",
    { ...guard, schema: { tags, summary: "Eliminar un cupón que nadie ha usado (uno usado se desactiva)", security, params: idParam, response: { 204: z.null(), ...writeErrors } } },
    async (request, reply) => {
      await coupons.remove(adminId(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
