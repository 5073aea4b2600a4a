import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "@fz/db/client";

declare module "fastify" {
  interface FastifyInstance {
    /** The database handle (PGlite or PostgreSQL); only repositories run queries on it. */
    db: Database;
  }
}

/** The handle is opened and closed by whoever built the app (server.ts, a test): not here. */
export default fp(
  async function databasePlugin(app: FastifyInstance, { db }: { db: Database }) {
    app.decorate("db", db);
  },
  { name: "database" },
);
