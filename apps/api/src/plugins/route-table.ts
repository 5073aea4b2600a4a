import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Marks a route of the back office: it must answer 401 to visitors and 403 to students. */
    admin?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered after `collectRoutes`, as the permission tests enumerate them. */
    routeTable: RouteEntry[];
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  /** Tagged `config.admin` or guarded by `requireRole('admin')`. */
  admin: boolean;
  /** Roles required by a `requireRole` hook on the route (empty when none). */
  roles: string[];
}

type Hook = { requiredRoles?: readonly string[] } | undefined;

/**
 * Records every route as it is registered (an application-wide onRoute hook, so it must be
 * installed before any route). The admin permission test walks this table, so a new admin
 * route is covered without anyone adding it to a list.
 */
export function collectRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.decorate("routeTable", routes);
  app.addHook("onRoute", (options) => {
    const hooks = [options.onRequest, options.preValidation, options.preHandler].flat() as Hook[];
    const roles = [...new Set(hooks.flatMap((hook) => hook?.requiredRoles ?? []))];
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      routes.push({ method: String(method), url: options.url, admin: options.config?.admin === true || roles.includes("admin"), roles });
    }
  });
  return routes;
}

/** Registered before the modules, so every route of theirs is in the table. */
export default fp(
  async function routeTablePlugin(app: FastifyInstance) {
    collectRoutes(app);
  },
  { name: "route-table" },
);
