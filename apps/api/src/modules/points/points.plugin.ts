import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { subscribePoints } from "./points.reactions";
import pointsRoutes from "./points.routes";
import { type PointsService, createPointsService } from "./points.service";

declare module "../../plugins/services" {
  interface Services {
    points: PointsService;
  }
}

/** The ledger, rewards and achievements; reacts to learning, quizzes, commerce, practice and auth events. */
export default fp(
  async function pointsModule(app: FastifyInstance) {
    const { access, learning, practice, catalogue } = app.services;
    const points = createPointsService({ db: app.db, access, events: app.events, learning, practice, catalogue });
    subscribePoints(app.events, points);
    app.provide("points", points);
    await app.register(pointsRoutes, { points });
  },
  { name: "points", dependencies: ["database", "events", "services", "route-table", "auth", "access", "learning", "practice", "catalogue"] },
);
