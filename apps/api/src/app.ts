import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "@fz/db/client";
import type { Env } from "./config/env";
import { fromRoot } from "./config/paths";
import { AppError } from "./lib/errors";
import { EventBus } from "./lib/events";
import authGuard from "./modules/auth/auth.guard";
import authRoutes from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createTokenSigner } from "./modules/auth/tokens";
import healthRoutes from "./modules/health/health.routes";
import referenceRoutes from "./modules/reference/reference.routes";
import socialRoutes from "./modules/auth/social.routes";
import devIdpRoutes from "./modules/dev-idp/dev-idp.routes";
import { createDevIdentityProvider } from "./modules/dev-idp/dev-idp.service";
import { resolveSocialAuth } from "./config/social-auth";
import blogRoutes, { webRevalidator } from "./modules/blog/blog.routes";
import mediaRoutes from "./modules/media/media.routes";
import { createMediaService } from "./modules/media/media.service";
import { createLocalDiskStorage } from "./modules/media/media.storage";
import { createAccessService } from "./modules/access/access.service";
import catalogueRoutes from "./modules/catalogue/catalogue.routes";
import { createCatalogueService } from "./modules/catalogue/catalogue.service";
import { createThemesService } from "./modules/catalogue/themes.service";
import { createMediaSigner } from "./modules/catalogue/video-files";
import learningRoutes from "./modules/learning/learning.routes";
import { createLearningService } from "./modules/learning/learning.service";
import quizzesRoutes from "./modules/quizzes/quizzes.routes";
import commerceRoutes from "./modules/commerce/commerce.routes";
import { createCommerceService } from "./modules/commerce/commerce.service";
import { resolvePayments } from "./config/payments";
import { createQuizzesService } from "./modules/quizzes/quizzes.service";
import accountEmailRoutes from "./modules/auth/account-email.routes";
import { createAccountEmailService, subscribeAccountEmail } from "./modules/auth/account-email.service";
import { resolveMailConfig } from "./modules/mail/mail.config";
import mailRoutes from "./modules/mail/mail.routes";
import { createMailService } from "./modules/mail/mail.service";
import { createAccessExpiryJob } from "./modules/notifications/access-expiry.service";
import { createJobRunner } from "./modules/notifications/notifications.jobs";
import { subscribeNotifications } from "./modules/notifications/notifications.reactions";
import notificationsRoutes from "./modules/notifications/notifications.routes";
import { createNotificationsService } from "./modules/notifications/notifications.service";
import { subscribePoints } from "./modules/points/points.reactions";
import pointsRoutes from "./modules/points/points.routes";
import { createPointsService } from "./modules/points/points.service";
import adminRoutes from "./modules/admin/admin.routes";
import { collectRoutes } from "./modules/admin/admin-route-table";
import errors from "./plugins/errors";
import openapi from "./plugins/openapi";

// zod's own messages (for checks without a message of ours) in Spanish.
z.config(z.locales.es());

declare module "fastify" {
  interface FastifyInstance {
    events: EventBus;
  }
}

export interface AppOptions {
  env: Env;
  db: Database;
  jwtSecret: string;
  logger?: FastifyServerOptions["logger"];
}

/** Registers plugins, then modules. The server (or a test) decides what to listen on. */
export async function buildApp({ env, db, jwtSecret, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? false,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1_048_576,
    requestIdHeader: "x-request-id",
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The error handler comes before any route so every route inherits it.
  await app.register(errors);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        "rate_limited",
        `Demasiados intentos. Intente de nuevo en ${Math.max(1, Math.ceil(context.ttl / 60_000))} minuto(s).`,
      ),
  });
  await app.register(openapi);

  // Cross-module reactions (points for a viewed topic, a notification for a paid order).
  const events = new EventBus(app.log);
  app.decorate("events", events);

  const signer = createTokenSigner(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS);
  const auth = createAuthService({ db, signer, refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS, events });
  await app.register(authGuard, { signer, auth });
  // Every route from here on is recorded (the admin permission test walks them all).
  collectRoutes(app);

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    auth,
    loginRateLimitPerIp: env.LOGIN_RATE_LIMIT_PER_IP,
    loginRateLimitPerAccount: env.LOGIN_RATE_LIMIT_PER_ACCOUNT,
  });
  await app.register(referenceRoutes, { db });
  // Social sign-in trusts the hosted service's tokens, or the development provider's when enabled.
  const socialAuth = resolveSocialAuth(env);
  const devIdp = socialAuth?.devIdentityProvider
    ? await createDevIdentityProvider({ dataDir: fromRoot(env.DATA_DIR), issuer: socialAuth.issuer, audience: socialAuth.audience })
    : undefined;
  await app.register(socialRoutes, { db, auth, config: socialAuth, devJwks: devIdp?.jwks(), signInRateLimitPerIp: env.LOGIN_RATE_LIMIT_PER_IP });
  if (devIdp) await app.register(devIdpRoutes, { devIdp, publicUrl: env.PUBLIC_URL });
  // Uploads on local disk under DATA_DIR/uploads (the storage interface admits S3-compatible stores).
  const media = createMediaService({ storage: createLocalDiskStorage(path.join(fromRoot(env.DATA_DIR), "uploads")) });
  await app.register(mediaRoutes, { media });
  await app.register(blogRoutes, { db, env, jwtSecret, media });
  // The academy: access grants decide what opens; catalogue, progress, ratings and quizzes.
  const access = createAccessService(db);
  const learning = createLearningService({ db, events });
  const quizzes = createQuizzesService({ db, access, events });
  const mediaSigner = createMediaSigner(jwtSecret);
  const academy = { db, access, learning, quizzes, media: mediaSigner };
  // The shop: products, cart, checkout and payments; it also prices the catalogue's levels and tutorials.
  const payments = resolvePayments(env, jwtSecret);
  const commerce = createCommerceService({ db, access, events, payments, log: app.log });
  const videosDir = path.join(fromRoot(env.DATA_DIR), "media", "videos");
  const catalogue = createCatalogueService({ ...academy, prices: commerce.prices });
  await app.register(catalogueRoutes, {
    catalogue,
    themes: createThemesService(academy),
    videosDir,
    mediaSigner,
  });
  await app.register(learningRoutes, { learning });
  await app.register(quizzesRoutes, { quizzes });
  await app.register(commerceRoutes, { commerce, publicUrl: payments.publicUrl, sandboxWebhookUrl: payments.sandbox?.webhookUrl });
  // Points, notifications and transactional e-mail react to the events of the modules above.
  const mail = createMailService({ db, config: resolveMailConfig(env), log: app.log });
  const accountEmail = createAccountEmailService({ db, mail, events, log: app.log });
  const points = createPointsService({ db, access, events, learning, catalogue });
  const notifications = createNotificationsService({ db });
  subscribeAccountEmail(events, accountEmail);
  subscribePoints(events, points);
  subscribeNotifications(events, { notifications, mail, users: auth, orders: commerce.orders, log: app.log });
  await app.register(accountEmailRoutes, { accountEmail });
  await app.register(pointsRoutes, { points });
  // The back office: students, audit log, catalogue and orders (admins only).
  await app.register(adminRoutes, {
    db,
    auth,
    access,
    commerce,
    points,
    learning,
    revalidate: webRevalidator(app, env, jwtSecret),
    videosDir,
    uploadVideoMaxBytes: env.UPLOAD_VIDEO_MAX_MB * 1024 * 1024,
  });
  await app.register(notificationsRoutes, { notifications });
  await app.register(mailRoutes, { mail });
  // Expiry notices run on a timer that server.ts starts (startJobs); tests call runOnce().
  const jobs = createJobRunner({
    jobs: [createAccessExpiryJob({ db, notifications, mail })],
    intervalMs: env.JOBS_INTERVAL_MINUTES * 60_000,
    log: app.log,
  });
  app.decorate("jobs", jobs);
  app.addHook("onClose", async () => {
    await jobs.stop();
    await accountEmail.drain();
    mail.close();
  });

  return app;
}
