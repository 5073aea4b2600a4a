import http from "node:http";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AccountChanges, Database } from "@fz/db/client";
import type { Env } from "./config/env";
import { createEarlyAnswers, type EarlyAnswers } from "./lib/early-answers";
import { createEncodedAnswers, type EncodedAnswers, frozenAnswerSerializerCompiler } from "./lib/frozen-answers";
import { PublicCache, answerFromCache } from "./lib/public-cache";
import accessModule from "./modules/access/access.plugin";
import accountEmailModule from "./modules/auth/account-email.plugin";
import studentsAdminModule from "./modules/auth/students-admin.plugin";
import auditModule from "./modules/audit/audit.plugin";
import authModule from "./modules/auth/auth.plugin";
import blogModule from "./modules/blog/blog.plugin";
import catalogueModule from "./modules/catalogue/catalogue.plugin";
import catalogueLookupsModule from "./modules/catalogue/catalogue-lookups.plugin";
import commerceModule from "./modules/commerce/commerce.plugin";
import commerceAdminModule from "./modules/commerce/commerce-admin.plugin";
import devIdpModule from "./modules/dev-idp/dev-idp.plugin";
import healthModule from "./modules/health/health.plugin";
import learningModule from "./modules/learning/learning.plugin";
import mailModule from "./modules/mail/mail.plugin";
import mediaModule from "./modules/media/media.plugin";
import notificationsModule from "./modules/notifications/notifications.plugin";
import pointsModule from "./modules/points/points.plugin";
import practiceModule from "./modules/practice/practice.plugin";
import progressionModule from "./modules/progression/progression.plugin";
import quizzesModule from "./modules/quizzes/quizzes.plugin";
import referenceModule from "./modules/reference/reference.plugin";
import teachingModule from "./modules/teaching/teaching.plugin";
import broadcastPlugin, { type Broadcast } from "./plugins/broadcast";
import configPlugin from "./plugins/config";
import databasePlugin from "./plugins/database";
import errors, { answerError, clientErrorHandler } from "./plugins/errors";
import events from "./plugins/events";
import jobs from "./plugins/jobs";
import lifecycle from "./plugins/lifecycle";
import metrics, { type PoolStats } from "./plugins/metrics";
import openapi from "./plugins/openapi";
import pageRevalidation from "./plugins/page-revalidation";
import publicCache from "./plugins/public-cache";
import rateLimit from "./plugins/rate-limit";
import redis from "./plugins/redis";
import routeTable from "./plugins/route-table";
import securityHeaders from "./plugins/security-headers";
import services from "./plugins/services";
import storage from "./plugins/storage";
import textInput from "./plugins/text-input";

// zod's own messages (for checks without a message of ours) in Spanish.
z.config(z.locales.es());

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
   * The database handle's feed of account and session writes: with it, a signed-in request's
   * session check is remembered until the account changes (decision 013); without it, every
   * request asks the database.
   */
  accountChanges?: AccountChanges;
  /** The same for students' notifications: the bell and the list are remembered until one changes. */
  notificationChanges?: AccountChanges;
  /** The same for students' access grants and topic progress: their access and topic overlays are remembered until one changes. */
  standingChanges?: AccountChanges;
  /**
   * What every instance hears (public-cache invalidations, page revalidations). Default: Redis
   * pub/sub with REDIS_URL, else this process only.
   */
  broadcast?: Broadcast;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Answers a route writes before Fastify when all of it is remembered (decision 066). */
    earlyAnswers: EarlyAnswers;
    /** The bytes the routes' serializers kept for frozen answers. */
    encodedAnswers: EncodedAnswers;
  }
}

/**
 * How long an idle keep-alive connection stays open: longer than the idle timeout of the load
 * balancers in front of us (60 s on most), so it is they who close it, never the server in the
 * instant they send a request on it. Fastify's own default.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * The app: shared plugins, then the modules, in an order their plugins' `dependencies` check
 * (docs/decisions/023). Each module builds its own services and offers them to the modules
 * after it (`app.services`). The server (or a test) decides what to listen on.
 */
export async function buildApp({ env, db, jwtSecret, logger, poolStats, dev = false, statementCount, broadcast, accountChanges, notificationChanges, standingChanges }: AppOptions): Promise<FastifyInstance> {
  const cache = new PublicCache();
  const early = createEarlyAnswers();
  const encoded = createEncodedAnswers();
  const app = Fastify({
    // A cached public answer leaves from Node's request event, before Fastify (decision 011).
    serverFactory: (handler) => {
      const server = http.createServer((req, res) => {
        if (!answerFromCache(cache, req, res) && !early.answer(req, res)) handler(req, res);
      });
      // Fastify sets this only on a server it makes itself; Node's own 5 s would close idle
      // keep-alive sockets just as a client or a load balancer (idle timeout 60 s) reuses them.
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      return server;
    },
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
  app.setSerializerCompiler(frozenAnswerSerializerCompiler(encoded));
  app.decorate("earlyAnswers", early);
  app.decorate("encodedAnswers", encoded);

  // Shared plugins. The error handler comes before any route so every route inherits it.
  await app.register(errors);
  // Text the database cannot store (NUL, lone surrogates) is refused here for every route.
  await app.register(textInput);
  // Security headers on every response, API and pages alike (docs/decisions/014).
  await app.register(securityHeaders, { env, dev });
  await app.register(configPlugin, { env, jwtSecret, dev });
  await app.register(databasePlugin, { db, accountChanges, notificationChanges, standingChanges });
  // Readiness (starting → ready → draining, set by server.ts) and the checks plugins add to it.
  await app.register(lifecycle);
  await app.register(redis);
  await app.register(broadcastPlugin, { broadcast });
  await app.register(rateLimit);
  await app.register(openapi);
  await app.register(jobs);
  // With METRICS_TOKEN, Prometheus metrics.
  await app.register(metrics, { token: env.METRICS_TOKEN, poolStats, queueDepth: () => app.jobs.queueDepth() });
  await app.register(events);
  await app.register(services);
  // Public catalogue and blog reads answered from cached bytes; admin writes invalidate them.
  await app.register(publicCache, { cache });
  await app.register(pageRevalidation);
  await app.register(storage);
  // Every route from here on is recorded (the admin permission test walks them all).
  await app.register(routeTable);

  // The modules, each after the ones whose services it uses.
  await app.register(healthModule, { statementCount });
  // Accounts first: the guard (`authenticate`, `requireRole`) every later route uses.
  await app.register(devIdpModule);
  await app.register(authModule);
  await app.register(mailModule);
  await app.register(accountEmailModule);
  await app.register(auditModule);
  await app.register(referenceModule);
  await app.register(mediaModule);
  await app.register(blogModule);
  // The academy: access grants decide what opens; catalogue, progress, ratings and quizzes.
  await app.register(accessModule);
  await app.register(learningModule);
  await app.register(quizzesModule);
  // Unlocking rules and certificates (issue 40): the catalogue asks it which topics are open.
  await app.register(progressionModule);
  // The shop sells what the catalogue published, and prices the catalogue's levels and tutorials.
  await app.register(catalogueLookupsModule);
  await app.register(commerceModule);
  await app.register(catalogueModule);
  // The shop's back office (orders, the revenue report, coupons).
  await app.register(commerceAdminModule);
  await app.register(practiceModule);
  // Points and notifications react to the events of the modules above.
  await app.register(pointsModule);
  await app.register(notificationsModule);
  // The teacher's loop tells students through notifications and mail.
  await app.register(teachingModule);
  // The back office's students: a student's file reads the modules above.
  await app.register(studentsAdminModule);

  return app;
}
