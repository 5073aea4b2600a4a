import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type CatalogueLookupsService, createCatalogueLookupsService } from "./catalogue-lookups.service";

declare module "../../plugins/services" {
  interface Services {
    /** What is published, titles and courses of catalogue items: for the shop and other modules' back office. */
    catalogueLookups: CatalogueLookupsService;
  }
}

/**
 * The catalogue's lookups, offered before the shop (which sells only what is published, and
 * prices the catalogue in turn): they read the catalogue's tables and nothing else.
 */
export default fp(
  async function catalogueLookupsModule(app: FastifyInstance) {
    app.provide("catalogueLookups", createCatalogueLookupsService(app.db));
  },
  { name: "catalogue-lookups", dependencies: ["database", "services"] },
);
