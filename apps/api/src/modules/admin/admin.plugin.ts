import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import adminMarkdownRoutes from "./admin-markdown.routes";
import adminOrdersRoutes from "./admin-orders.routes";
import { createAdminOrdersService } from "./admin-orders.service";
import adminStudentsRoutes from "./admin-students.routes";
import { createAdminStudentsService } from "./admin-students.service";

/**
 * The back office: students (spec §7 `/api/students/`), orders and the Markdown
 * preview. Every route is for administrators only (`adminGuard`) and every change writes an audit
 * entry in its own transaction. The catalogue's and quizzes' back-office routes live in those
 * modules; the blog's in the blog; the coupons' in commerce.
 */
export default fp(
  async function adminModule(app: FastifyInstance) {
    const { db } = app;
    const { audit, auth, access, commerce, points, learning } = app.services;
    const orders = createAdminOrdersService({ db, commerce, audit });
    const students = createAdminStudentsService({ db, auth, access, points, learning, orders, audit, events: app.events });
    await app.register(adminStudentsRoutes, { students });
    await app.register(adminOrdersRoutes, { orders });
    await app.register(adminMarkdownRoutes);
  },
  {
    name: "admin",
    dependencies: ["database", "events", "services", "route-table", "audit", "auth", "access", "commerce", "points", "learning"],
  },
);
