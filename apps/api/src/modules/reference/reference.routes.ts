import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { errorResponse, idParam, pageQuery, paginated } from "@fz/contracts/common";
import { country, instrument } from "@fz/contracts/reference";
import { pageWindow, toPage } from "../../lib/pagination";
import type { ReferenceService } from "./reference.service";

export default async function referenceRoutes(app: FastifyInstance, { reference: service }: { reference: ReferenceService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/instruments/",
    {
      schema: {
        tags: ["reference"],
        summary: "Instrumentos que enseña la academia",
        querystring: pageQuery,
        response: { 200: paginated(instrument), 400: errorResponse },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await service.listInstruments(limit, offset);
      return toPage(request, request.query, total, items);
    },
  );

  r.get(
    "/api/instruments/:id/",
    {
      schema: {
        tags: ["reference"],
        summary: "Un instrumento",
        params: idParam,
        response: { 200: instrument, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => service.getInstrument(request.params.id),
  );

  r.get(
    "/api/countries/",
    {
      schema: {
        tags: ["reference"],
        summary: "Países, con su código telefónico",
        querystring: pageQuery,
        response: { 200: paginated(country), 400: errorResponse },
      },
    },
    async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const { total, items } = await service.listCountries(limit, offset);
      return toPage(request, request.query, total, items);
    },
  );
}
