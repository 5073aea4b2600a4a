import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import learningRoutes from "./learning.routes";
import { type LearningService, createLearningService } from "./learning.service";

declare module "../../plugins/services" {
  interface Services {
    learning: LearningService;
  }
}

/** Topic progress and ratings; emits `topic.viewed` and `topic.finished`. */
export default fp(
  async function learningModule(app: FastifyInstance) {
    const learning = createLearningService({ db: app.db, events: app.events, cache: app.publicCache });
    app.provide("learning", learning);
    await app.register(learningRoutes, { learning });
  },
  { name: "learning", dependencies: ["database", "events", "services", "route-table", "auth", "public-cache"] },
);
