import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Env } from "../config/env";

/** What the app was started with: the parsed environment, the JWT secret, and dev mode. */
export interface AppConfig {
  env: Env;
  /** Signs access tokens; media, practice and payment signatures and the revalidation secret derive from it. */
  jwtSecret: string;
  /** `next dev` serves the pages (its React build needs eval; see the security headers). */
  dev: boolean;
}

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp(
  async function configPlugin(app: FastifyInstance, config: AppConfig) {
    app.decorate("config", { env: config.env, jwtSecret: config.jwtSecret, dev: config.dev });
  },
  { name: "config" },
);
