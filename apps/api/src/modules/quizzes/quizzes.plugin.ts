import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import quizzesAdminRoutes from "./quizzes-admin.routes";
import { createQuizzesAdminService } from "./quizzes-admin.service";
import quizzesRoutes from "./quizzes.routes";
import { type QuizzesService, createQuizzesService } from "./quizzes.service";

declare module "../../plugins/services" {
  interface Services {
    quizzes: QuizzesService;
  }
}

/** Exercises graded on the server and their attempts (emits `quiz.passed`), and their editing in the back office. */
export default fp(
  async function quizzesModule(app: FastifyInstance) {
    const quizzes = createQuizzesService({ db: app.db, access: app.services.access, events: app.events });
    app.provide("quizzes", quizzes);
    await app.register(quizzesRoutes, { quizzes });
    // The back office writes a level's exercises (`/api/admin/levels/:id/exercises/…`).
    await app.register(quizzesAdminRoutes, { exercises: createQuizzesAdminService({ db: app.db, audit: app.services.audit }) });
  },
  { name: "quizzes", dependencies: ["database", "events", "services", "route-table", "auth", "audit", "access"] },
);
