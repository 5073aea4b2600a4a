import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Where the instance is in its life, for the readiness probe: a load balancer sends traffic only
 * to a `ready` instance, and stops before a `draining` one closes its connections.
 */
export type LifecycleState = "starting" | "ready" | "draining";

declare module "fastify" {
  interface FastifyInstance {
    lifecycle: { state: LifecycleState };
  }
}

export default fp(async function lifecyclePlugin(app: FastifyInstance) {
  app.decorate("lifecycle", { state: "starting" as LifecycleState });
});
