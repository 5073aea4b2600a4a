import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { EventBus } from "../lib/events";

declare module "fastify" {
  interface FastifyInstance {
    /** Cross-module reactions (points for a viewed topic, a notification for a paid order). */
    events: EventBus;
  }
}

export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    app.decorate("events", new EventBus(app.log));
  },
  { name: "events" },
);
