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
    app.provide("access", createAccessService(app.db));
  },
  { name: "access", dependencies: ["database", "services"] },
);
