import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createPracticeStartSigner } from "./practice-start";
import practiceRoutes from "./practice.routes";
import { type PracticeService, createPracticeService } from "./practice.service";

declare module "../../plugins/services" {
  interface Services {
    practice: PracticeService;
  }
}

/** The practice studio's log (issue 17, decision 021); emits `practice.logged`. */
export default fp(
  async function practiceModule(app: FastifyInstance) {
    const practice = createPracticeService({ db: app.db, events: app.events, starts: createPracticeStartSigner(app.config.jwtSecret) });
    app.provide("practice", practice);
    await app.register(practiceRoutes, { practice });
  },
  { name: "practice", dependencies: ["config", "database", "events", "services", "route-table", "auth"] },
);
