import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam, paginated } from "@fz/contracts/common";
import { product, productsQuery, purchaseAll, purchaseAllQuery } from "@fz/contracts/commerce";
import { pageWindow, toPage } from "../../lib/pagination";
import type { ProductsService } from "./products.service";

const readErrors = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

/** What the shop sells (public) and what purchase-all of a course includes and costs. */
export default async function productsRoutes(app: FastifyInstance, { products }: { products: ProductsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/sales/products/",
    {
      schema: {
        tags: ["sales"],
        summary: "Productos a la venta con sus precios (filtros ?kind=, ?level=, ?course=, ?video=)",
        querystring: productsQuery,
        response: { 200: paginated(product), ...readErrors },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await products.listProducts(request.query, limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/sales/products/:id/",
    { schema: { tags: ["sales"], summary: "Un producto con sus precios", params: idParam, response: { 200: product, ...readErrors } } },
    async (request) => products.getProduct(request.params.id),
  );

  for (const variant of ["levels", "levels_public"] as const) {
    const isPublic = variant === "levels_public";
    r.get(
      `/api/${variant}/purchase-all/`,
      {
        ...(isPublic ? {} : { preHandler: app.authenticate }),
        schema: {
          tags: ["sales"],
          summary: "Comprar todo: los niveles de un curso y sus precios por duración (?course= o ?level=)",
          ...(isPublic ? {} : { security: [{ bearerAuth: [] }] }),
          querystring: purchaseAllQuery,
          response: { 200: purchaseAll, ...readErrors },
        },
      },
      async (request) => products.purchaseAll(isPublic ? null : request.currentUser, request.query),
    );
  }
}
