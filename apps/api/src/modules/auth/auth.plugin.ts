import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { resolveSocialAuth } from "../../config/social-auth";
import { createMemoryCounterStore } from "../../lib/counter-store";
import { createRedisCounterStore } from "../../lib/counter-store.redis";
import authGuard from "./auth.guard";
import authRoutes from "./auth.routes";
import { type AuthService, createAuthService } from "./auth.service";
import { createRegistrationLogService } from "./registration-log.service";
import socialRoutes from "./social.routes";
import { createSocialAuthService } from "./social.service";
import { createSocialKeySet, createSocialTokenVerifier } from "./social.verifier";
import { type AuthThrottle, createAuthThrottle, throttlePolicy } from "./throttle.service";
import { createTokenSigner } from "./tokens";

declare module "../../plugins/services" {
  interface Services {
    auth: AuthService;
    /** Sign-in, registration and reset-e-mail counters (decision 013). */
    authThrottle: AuthThrottle;
  }
}

/**
 * Accounts and sessions: the guard every later route uses (`authenticate`, `requireRole`),
 * sign-in and registration, social sign-in.
 */
export default fp(
  async function authModule(app: FastifyInstance) {
    const { env, jwtSecret } = app.config;
    const { db, events } = app;
    const signer = createTokenSigner(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS);
    const auth = createAuthService({ db, signer, refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS, events, accountChanges: app.accountChanges });
    // Abuse counters (decision 013): in memory, or in Redis so every instance sees the same counts.
    const counters = app.redis ? await createRedisCounterStore({ redis: app.redis }) : createMemoryCounterStore();
    app.addHook("onClose", async () => {
      auth.close();
      await counters.close?.();
    });
    const throttle = createAuthThrottle({ store: counters, policy: throttlePolicy(env) });
    app.provide("auth", auth);
    app.provide("authThrottle", throttle);
    await app.register(authGuard, { signer, auth });
    await app.register(authRoutes, {
      auth,
      throttle,
      loginRateLimitPerIp: env.LOGIN_RATE_LIMIT_PER_IP,
      registerRequestsPerIp: env.REGISTER_RATE_LIMIT_PER_IP * 3,
    });

    // Social sign-in trusts the hosted service's tokens, or the development provider's when enabled.
    const config = resolveSocialAuth(env);
    const verify = config
      ? createSocialTokenVerifier({
          issuer: config.issuer,
          audience: config.audience,
          keys: createSocialKeySet(config, app.services.devIdentityProvider?.jwks()),
          log: app.log,
        })
      : null;
    await app.register(socialRoutes, {
      social: createSocialAuthService({ db, auth, verify, events }),
      registrationLogs: createRegistrationLogService(db),
      signInRateLimitPerIp: env.LOGIN_RATE_LIMIT_PER_IP,
    });

  },
  { name: "auth", dependencies: ["config", "database", "events", "redis", "rate-limit", "services", "route-table", "dev-idp"] },
);
