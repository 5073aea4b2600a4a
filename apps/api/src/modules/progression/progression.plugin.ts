import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import progressionAdminRoutes from "./progression-admin.routes";
import progressionRoutes from "./progression.routes";
import { type ProgressionService, createProgressionService } from "./progression.service";

declare module "../../plugins/services" {
  interface Services {
    progression: ProgressionService;
  }
}

/**
 * Progress that means skill (issue 40): unlocking rules checked against the server's records,
 * and certificates. Reacts to practice, quizzes and learning events; emits `progression.unlocked`,
 * `certificate.issued`, `certificate.revoked`.
 */
export default fp(
  async function progressionModule(app: FastifyInstance) {
    const { learning, audit } = app.services;
    const progression = createProgressionService({ db: app.db, events: app.events, learning, audit, revalidate: app.pages.afterWriting(["catalogue"]), cache: app.publicCache });
    progression.subscribe();
    app.provide("progression", progression);
    await app.register(progressionRoutes, { progression, publicUrl: app.config.env.PUBLIC_URL?.replace(/\/+$/, "") });
    await app.register(progressionAdminRoutes, { progression });
    // Topics that open by date: the student hears it the day it opens.
    app.jobs.every({ name: "topics-opened-by-date", run: (now) => progression.announceDateOpenings(now) });
  },
  { name: "progression", dependencies: ["config", "database", "events", "jobs", "services", "route-table", "auth", "page-revalidation", "audit", "learning"] },
);
