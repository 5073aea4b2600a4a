import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { type AccessService, createAccessService } from "./access.service";

declare module "../../plugins/services" {
  interface Services {
    /** Access grants: what a student may open (catalogue, quizzes, shop, points and admin ask it). */
    access: AccessService;
  }
}

export default fp(
  async function accessModule(app: FastifyInstance) {
    // A student's open grants are remembered until one of theirs changes (decision 059).
    const access = createAccessService(app.db, app.standingChanges);
    app.addHook("onClose", async () => access.close());
    app.provide("access", access);
  },
  { name: "access", dependencies: ["database", "services"] },
);
