import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import referenceRoutes from "./reference.routes";
import { createReferenceService } from "./reference.service";

/** Instruments and countries. */
export default fp(
  async function referenceModule(app: FastifyInstance) {
    await app.register(referenceRoutes, { reference: createReferenceService(app.db) });
  },
  { name: "reference", dependencies: ["database", "route-table"] },
);
