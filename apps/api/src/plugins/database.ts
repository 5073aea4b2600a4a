import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AccountChanges, Database } from "@fz/db/client";

declare module "fastify" {
  interface FastifyInstance {
    /** The database handle (PGlite or PostgreSQL); only repositories run queries on it. */
    db: Database;
    /** Writes to accounts and sessions (the handle's feed); null when the app was built without it. */
    accountChanges: AccountChanges | null;
    /** Writes to students' notifications (the handle's feed); null without it. */
    notificationChanges: AccountChanges | null;
    /** Writes to students' access grants and topic progress (the handle's feed); null without it. */
    standingChanges: AccountChanges | null;
  }
}

/** The handle is opened and closed by whoever built the app (server.ts, a test): not here. */
export default fp(
  async function databasePlugin(
    app: FastifyInstance,
    {
      db,
      accountChanges,
      notificationChanges,
      standingChanges,
    }: { db: Database; accountChanges?: AccountChanges; notificationChanges?: AccountChanges; standingChanges?: AccountChanges },
  ) {
    app.decorate("db", db);
    app.decorate("accountChanges", accountChanges ?? null);
    app.decorate("notificationChanges", notificationChanges ?? null);
    app.decorate("standingChanges", standingChanges ?? null);
  },
  { name: "database" },
);
