import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fromRoot } from "../../config/paths";
import { resolveSocialAuth } from "../../config/social-auth";
import devIdpRoutes from "./dev-idp.routes";
import { type DevIdentityProvider, createDevIdentityProvider } from "./dev-idp.service";

declare module "../../plugins/services" {
  interface Services {
    /** The development identity provider (DEV_IDENTITY_PROVIDER=true), or null. */
    devIdentityProvider: DevIdentityProvider | null;
  }
}

export default fp(
  async function devIdpModule(app: FastifyInstance) {
    const { env } = app.config;
    const social = resolveSocialAuth(env);
    const devIdp = social?.devIdentityProvider
      ? await createDevIdentityProvider({ dataDir: fromRoot(env.DATA_DIR), issuer: social.issuer, audience: social.audience })
      : null;
    app.provide("devIdentityProvider", devIdp);
    if (devIdp) await app.register(devIdpRoutes, { devIdp, publicUrl: env.PUBLIC_URL });
  },
  { name: "dev-idp", dependencies: ["config", "services", "route-table"] },
);
