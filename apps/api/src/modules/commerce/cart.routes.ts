import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, idParam } from "@fz/contracts/common";
import { addToCartRequest, applyCouponRequest, cartItem, cartQuery, shoppingCart } from "@fz/contracts/commerce";
import { AppError } from "../../lib/errors";
import type { CartService } from "./cart.service";

const errors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };
const security = [{ bearerAuth: [] }];

function student(request: FastifyRequest) {
  if (!request.currentUser) throw new AppError("not_authenticated");
  return request.currentUser;
}

/** The student's shopping cart (spec §7): read it, add a product, remove an item. */
export default async function cartRoutes(app: FastifyInstance, { cart }: { cart: CartService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/sales/shopping-cart/get_shopping_cart/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["sales"],
        summary: "El carrito del estudiante con precios y totales (?currency=COP|USD)",
        security,
        querystring: cartQuery,
        response: { 200: shoppingCart, ...errors },
      },
    },
    async (request) => cart.view(student(request), request.query.currency),
  );

  r.post(
    "/api/sales/shopping-cart/",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["sales"],
        summary: "Agregar al carrito (product_id, o kind con nivel, curso o tutorial y months); repetirlo no duplica",
        security,
        querystring: cartQuery,
        body: addToCartRequest,
        response: { 200: cartItem, 201: cartItem, ...errors },
      },
    },
    async (request, reply) => {
      const { created, item } = await cart.add(student(request), request.body, request.query.currency);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  r.post(
    "/api/sales/shopping-cart/coupon/",
    {
      preHandler: app.authenticate,
      // Codes are guessable words: bounded per session (not per address: a school shares one) so nobody tries them all.
      config: { rateLimit: { max: 20, timeWindow: "1 minute", keyGenerator: (request) => request.headers.authorization ?? request.ip } },
      schema: {
        tags: ["sales"],
        summary: "Aplicar un cupón al carrito (el código no distingue mayúsculas); responde el carrito con el descuento",
        security,
        querystring: cartQuery,
        body: applyCouponRequest,
        response: { 200: shoppingCart, ...errors, 429: errorResponse },
      },
    },
    async (request) => cart.applyCoupon(student(request), request.body.code, request.query.currency),
  );

  r.delete(
    "/api/sales/shopping-cart/coupon/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["sales"], summary: "Quitar el cupón del carrito", security, querystring: cartQuery, response: { 200: shoppingCart, ...errors } },
    },
    async (request) => cart.removeCoupon(student(request), request.query.currency),
  );

  r.delete(
    "/api/sales/shopping-cart/:id/",
    {
      preHandler: app.authenticate,
      schema: { tags: ["sales"], summary: "Quitar un producto del carrito", security, params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await cart.remove(student(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
