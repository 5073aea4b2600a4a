import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * What each module offers the modules registered after it, by name. A module's plugin declares
 * its entry by module augmentation and provides it once (docs/decisions/023):
 *
 *   declare module "../../plugins/services" {
 *     interface Services { access: AccessService }
 *   }
 *   app.provide("access", createAccessService(app.db));
 *
 * A consumer lists the provider in its plugin's `dependencies`, so Fastify refuses to start
 * when the order in app.ts is wrong, and reads `app.services.access`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}

declare module "fastify" {
  interface FastifyInstance {
    services: Services;
    provide<K extends keyof Services>(name: K, service: Services[K]): void;
  }
}

export default fp(
  async function servicesPlugin(app: FastifyInstance) {
    const services = {} as Services;
    app.decorate("services", services);
    app.decorate("provide", function provide<K extends keyof Services>(name: K, service: Services[K]) {
      if (name in services) throw new Error(`the service "${String(name)}" is provided twice`);
      services[name] = service;
    });
  },
  { name: "services" },
);
