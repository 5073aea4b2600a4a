import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import quizzesRoutes from "./quizzes.routes";
import { type QuizzesService, createQuizzesService } from "./quizzes.service";

declare module "../../plugins/services" {
  interface Services {
    quizzes: QuizzesService;
  }
}

/** Exercises graded on the server and their attempts; emits `quiz.passed`. */
export default fp(
  async function quizzesModule(app: FastifyInstance) {
    const quizzes = createQuizzesService({ db: app.db, access: app.services.access, events: app.events });
    app.provide("quizzes", quizzes);
    await app.register(quizzesRoutes, { quizzes });
  },
  { name: "quizzes", dependencies: ["database", "events", "services", "route-table", "auth", "access"] },
);
