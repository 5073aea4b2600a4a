import http from "node:http";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import rateLimit from "@fastify/rate-limit";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "@fz/db/client";
import type { Env } from "./config/env";
import { fromRoot } from "./config/paths";
import { rateLimited } from "./lib/errors";
import { EventBus } from "./lib/events";
import authGuard from "./modules/auth/auth.guard";
import authRoutes from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { createTokenSigner } from "./modules/auth/tokens";
import { createAuthThrottle, throttlePolicy } from "./modules/auth/throttle.service";
import { createMemoryCounterStore } from "./lib/counter-store";
import { createRedisCounterStore } from "./lib/counter-store.redis";
import { connectRedis, pingRedis } from "./lib/redis";
import healthRoutes, { type ReadinessCheck } from "./modules/health/health.routes";
import benchRoutes from "./modules/health/bench.routes";
import referenceRoutes from "./modules/reference/reference.routes";
import socialRoutes from "./modules/auth/social.routes";
import devIdpRoutes from "./modules/dev-idp/dev-idp.routes";
import { createDevIdentityProvider } from "./modules/dev-idp/dev-idp.service";
import { resolveSocialAuth } from "./config/social-auth";
import blogRoutes, { invalidatingFirst, pageRevalidator } from "./modules/blog/blog.routes";
import mediaRoutes from "./modules/media/media.routes";
import { createMediaService, createVideoStore } from "./modules/media/media.service";
import { createLocalDiskStorage } from "./modules/media/media.storage";
import { type S3MediaStorage, createS3Storage } from "./modules/media/s3.storage";
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
import { createCheckoutReminderJob } from "./modules/notifications/checkout-reminder.service";
import { subscribeNotifications } from "./modules/notifications/notifications.reactions";
import notificationsRoutes from "./modules/notifications/notifications.routes";
import { createNotificationsService } from "./modules/notifications/notifications.service";
import { subscribePoints } from "./modules/points/points.reactions";
import pointsRoutes from "./modules/points/points.routes";
import { createPointsService } from "./modules/points/points.service";
import practiceRoutes from "./modules/practice/practice.routes";
import { createPracticeService } from "./modules/practice/practice.service";
import { createPracticeStartSigner } from "./modules/practice/practice-start";
import adminRoutes from "./modules/admin/admin.routes";
import { collectRoutes } from "./modules/admin/admin-route-table";
import errors, { answerError, clientErrorHandler } from "./plugins/errors";
import { createJobRunner } from "./plugins/jobs";
import lifecycle from "./plugins/lifecycle";
import metrics, { type PoolStats } from "./plugins/metrics";
import publicCache from "./plugins/public-cache";
import { PublicCache, answerFromCache, createLocalInvalidationBus } from "./lib/public-cache";
import { type Broadcast, createBroadcastInvalidationBus, createLocalBroadcast, createRedisBroadcast } from "./plugins/broadcast";
import openapi from "./plugins/openapi";
import securityHeaders from "./plugins/security-headers";
import textInput from "./plugins/text-input";

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
  /** The PostgreSQL pool's counters, for the metrics endpoint. */
  poolStats?: () => PoolStats | null;
  /** `next dev` serves the pages (its React build needs eval; see the security headers). */
  dev?: boolean;
  /** SQL statements sent so far (the database handle's counter), for BENCH_INTERNALS. */
  statementCount?: () => number;
  /**
   * What every instance hears (public-cache invalidations, page revalidations). Default: Redis
   * pub/sub with REDIS_URL, else this process only.
   */
  broadcast?: Broadcast;
}

/** Registers plugins, then modules. The server (or a test) decides what to listen on. */
export async function buildApp({ env, db, jwtSecret, logger, poolStats, dev = false, statementCount, broadcast: givenBroadcast }: AppOptions): Promise<FastifyInstance> {
  const cache = new PublicCache();
  const app = Fastify({
    // A cached public answer leaves from Node's request event, before Fastify (decision 011).
    serverFactory: (handler) =>
      http.createServer((req, res) => {
        if (!answerFromCache(cache, req, res)) handler(req, res);
      }),
    logger: logger ?? false,
    // A line per request costs CPU and disk under load: only when asked (LOG_REQUESTS).
    logController: new LogController({ disableRequestLogging: !env.LOG_REQUESTS }),
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    bodyLimit: 1_048_576,
    requestIdHeader: "x-request-id",
    // Errors raised before routing (bad URL encoding, an oversized parameter, a malformed request) in our shape too.
    frameworkErrors: answerError,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The error handler comes before any route so every route inherits it.
  await app.register(errors);
  // Text the database cannot store (NUL, lone surrogates) is refused here for every route.
  await app.register(textInput);
  // Security headers on every response, API and pages alike (docs/decisions/014).
  await app.register(securityHeaders, { env, dev });
  // One Redis connection per instance for shared keys (decision 019): the abuse counters and the
  // per-route request limits below. Without REDIS_URL both stay in this process's memory.
  const redis = env.REDIS_URL ? await connectRedis({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX }) : undefined;
  if (redis) app.addHook("onClose", async () => void (await redis.quit().catch(() => redis.disconnect())));
  // Pub/sub (connections of its own): what one instance's writes must refresh everywhere.
  const broadcast =
    givenBroadcast ?? (env.REDIS_URL ? createRedisBroadcast({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, log: app.log }) : createLocalBroadcast(app.log));
  if (!givenBroadcast) app.addHook("onClose", () => broadcast.close());
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl),
    // Counted in Redis, every instance sees the same per-minute/per-hour counts. A Redis that
    // stops answering lets requests through uncounted rather than failing them: the sign-in,
    // registration and reset counters (throttle.service) still refuse when they cannot count.
    ...(redis ? { redis, nameSpace: "rate-limit:", skipOnError: true } : {}),
  });
  await app.register(openapi);
  // Readiness (starting → ready → draining, set by server.ts) and, with METRICS_TOKEN, Prometheus metrics.
  await app.register(lifecycle);
  await app.register(metrics, { token: env.METRICS_TOKEN, poolStats, queueDepth: () => app.jobs.queueDepth() });

  // Background work: server.ts starts the runner (pg-boss on PostgreSQL, so each job runs once
  // across instances and survives a restart; timers in this process on the embedded database).
  const jobs = createJobRunner({ databaseUrl: env.DATABASE_URL, queue: env.JOB_QUEUE, intervalMs: env.JOBS_INTERVAL_MINUTES * 60_000, log: app.log });
  app.decorate("jobs", jobs);

  // Cross-module reactions (points for a viewed topic, a notification for a paid order).
  const events = new EventBus(app.log);
  app.decorate("events", events);

  const signer = createTokenSigner(jwtSecret, env.ACCESS_TOKEN_TTL_SECONDS);
  const auth = createAuthService({ db, signer, refreshTtlDays: env.REFRESH_TOKEN_TTL_DAYS, events });
  // Abuse counters (decision 013): in memory, or in Redis so every instance sees the same counts.
  const counters = redis ? await createRedisCounterStore({ redis }) : createMemoryCounterStore();
  app.addHook("onClose", async () => counters.close?.());
  const throttle = createAuthThrottle({ store: counters, policy: throttlePolicy(env) });
  await app.register(authGuard, { signer, auth });
  // Public catalogue and blog reads answered from cached bytes; admin writes invalidate them.
  const invalidation = broadcast.kind === "redis" ? createBroadcastInvalidationBus(broadcast, app.log) : createLocalInvalidationBus();
  await app.register(publicCache, { bus: invalidation, cache });
  // Every route from here on is recorded (the admin permission test walks them all).
  collectRoutes(app);

  // Uploads: an S3-compatible store shared by every instance when configured, else local disk.
  const s3: S3MediaStorage | undefined = env.S3_BUCKET
    ? createS3Storage({
        endpoint: env.S3_ENDPOINT,
        bucket: env.S3_BUCKET,
        region: env.S3_REGION!,
        accessKeyId: env.S3_ACCESS_KEY_ID!,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
        publicEndpoint: env.S3_PUBLIC_ENDPOINT,
      })
    : undefined;
  const readinessChecks: ReadinessCheck[] = [
    ...(redis ? [{ name: "redis", check: () => pingRedis(redis) }] : []),
    ...(s3 ? [{ name: "storage", check: () => s3.check() }] : []),
  ];
  await app.register(healthRoutes, { db, checks: readinessChecks });
  if (env.BENCH_INTERNALS) await app.register(benchRoutes, { statementCount: statementCount ?? (() => 0) });
  await app.register(authRoutes, {
    auth,
    throttle,
    loginRateLimitPerIp: env.LOGIN_RATE_LIMIT_PER_IP,
    registerRequestsPerIp: env.REGISTER_RATE_LIMIT_PER_IP * 3,
  });
  await app.register(referenceRoutes, { db });
  // Social sign-in trusts the hosted service's tokens, or the development provider's when enabled.
  const socialAuth = resolveSocialAuth(env);
  const devIdp = socialAuth?.devIdentityProvider
    ? await createDevIdentityProvider({ dataDir: fromRoot(env.DATA_DIR), issuer: socialAuth.issuer, audience: socialAuth.audience })
    : undefined;
  await app.register(socialRoutes, { db, auth, config: socialAuth, devJwks: devIdp?.jwks(), signInRateLimitPerIp: env.LOGIN_RATE_LIMIT_PER_IP });
  if (devIdp) await app.register(devIdpRoutes, { devIdp, publicUrl: env.PUBLIC_URL });
  const media = createMediaService({ storage: s3 ?? createLocalDiskStorage(path.join(fromRoot(env.DATA_DIR), "uploads")) });
  await app.register(mediaRoutes, { media });
  // Public pages to refresh after a blog or catalogue write: on every instance's web app.
  const revalidatePages = await pageRevalidator(app, env, jwtSecret, broadcast);
  await app.register(blogRoutes, { db, env, jwtSecret, media, revalidate: revalidatePages });
  // The academy: access grants decide what opens; catalogue, progress, ratings and quizzes.
  const access = createAccessService(db);
  const learning = createLearningService({ db, events });
  const quizzes = createQuizzesService({ db, access, events });
  const mediaSigner = createMediaSigner(jwtSecret);
  const academy = { db, access, learning, quizzes, media: mediaSigner };
  // The shop: products, cart, checkout and payments; it also prices the catalogue's levels and tutorials.
  const payments = resolvePayments(env, jwtSecret);
  const commerce = createCommerceService({ db, access, events, payments, log: app.log });
  // Self-hosted videos: seeded clips on local disk; uploads there too, or in the S3 store.
  const videosDir = path.join(fromRoot(env.DATA_DIR), "media", "videos");
  const videoStore = createVideoStore({ videosDir, s3, log: app.log });
  const catalogue = createCatalogueService({ ...academy, prices: commerce.prices });
  await app.register(catalogueRoutes, {
    catalogue,
    themes: createThemesService(academy),
    videosDir,
    videoStore,
    mediaSigner,
  });
  await app.register(learningRoutes, { learning });
  await app.register(quizzesRoutes, { quizzes });
  await app.register(commerceRoutes, { commerce, publicUrl: payments.publicUrl, sandboxWebhookUrl: payments.sandbox?.webhookUrl });
  // Points, notifications and transactional e-mail react to the events of the modules above.
  // A failed SMTP delivery is retried through the job queue (below).
  const mail = createMailService({ db, config: resolveMailConfig(env), log: app.log, queue: jobs, retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS });
  jobs.define(mail.deliveryTask);
  const accountEmail = createAccountEmailService({ db, mail, events, throttle, log: app.log });
  // The practice studio's log (issue 17); points reads its streaks for the achievements.
  const practice = createPracticeService({ db, events, starts: createPracticeStartSigner(jwtSecret) });
  const points = createPointsService({ db, access, events, learning, practice, catalogue });
  const notifications = createNotificationsService({ db });
  subscribeAccountEmail(events, accountEmail);
  subscribePoints(events, points);
  subscribeNotifications(events, { notifications, mail, users: auth, orders: commerce.orders, log: app.log });
  await app.register(accountEmailRoutes, { accountEmail });
  await app.register(pointsRoutes, { points });
  await app.register(practiceRoutes, { practice });
  // The back office: students, audit log, catalogue and orders (admins only).
  await app.register(adminRoutes, {
    db,
    auth,
    access,
    commerce,
    points,
    learning,
    revalidate: invalidatingFirst(app, ["catalogue"], revalidatePages),
    videoStore,
    uploadVideoMaxBytes: env.UPLOAD_VIDEO_MAX_MB * 1024 * 1024,
  });
  await app.register(notificationsRoutes, { notifications });
  await app.register(mailRoutes, { mail });
  // Expiry notices, every interval: once across instances on pg-boss; tests call runOnce().
  jobs.every(createAccessExpiryJob({ db, notifications, mail }));
  // Abandoned checkouts: one reminder per cart left unpaid for a day.
  jobs.every(createCheckoutReminderJob({ db, notifications, mail, whatsappNumber: env.NEXT_PUBLIC_WHATSAPP_NUMBER, describeCart: commerce.cart.descriptions }));
  app.addHook("onClose", async () => {
    await jobs.stop();
    await accountEmail.drain();
    mail.close();
  });

  return app;
}
