import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Where the instance is in its life, for the readiness probe: a load balancer sends traffic only
 * to a `ready` instance, and stops before a `draining` one closes its connections.
 */
export type LifecycleState = "starting" | "ready" | "draining";

/** A dependency the instance cannot serve without (the database; Redis or S3 when configured). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    lifecycle: {
      state: LifecycleState;
      /** Added by the plugins that connect to something (Redis, the S3 store); the health module asks them. */
      checks: ReadinessCheck[];
    };
  }
}

export default fp(
  async function lifecyclePlugin(app: FastifyInstance) {
    app.decorate("lifecycle", { state: "starting" as LifecycleState, checks: [] as ReadinessCheck[] });
  },
  { name: "lifecycle" },
);
