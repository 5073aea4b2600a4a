import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import referenceRoutes from "./reference.routes";
import { type ReferenceService, createReferenceService } from "./reference.service";

declare module "../../plugins/services" {
  interface Services {
    reference: ReferenceService;
  }
}

/** Instruments and countries. */
export default fp(
  async function referenceModule(app: FastifyInstance) {
    const reference = createReferenceService(app.db);
    app.provide("reference", reference);
    await app.register(referenceRoutes, { reference });
  },
  { name: "reference", dependencies: ["database", "services", "route-table"] },
);
