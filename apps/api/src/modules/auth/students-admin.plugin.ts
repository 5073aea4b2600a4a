import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { createGrantDescriptions } from "../access/grant-descriptions.service";
import studentsAdminRoutes from "./students-admin.routes";
import { createStudentsAdminService } from "./students-admin.service";

/**
 * The back office's students (spec §7 `/api/students/`): search, CSV export, one student's file
 * (grants, orders, points, progress) and the actions on it (grants, points, deactivation).
 * Administrators only, every change audited in its own transaction. Registered last among the
 * modules: a student's file reads their grants, orders, points and progress through those
 * modules' services.
 */
export default fp(
  async function studentsAdminModule(app: FastifyInstance) {
    const { db, events } = app;
    const { audit, auth, access, points, learning, reference, ordersAdmin: orders, catalogueLookups: titles } = app.services;
    const describeGrants = createGrantDescriptions({ titles, auth, audit });
    const students = createStudentsAdminService({ db, auth, access, points, learning, reference, titles, orders, audit, describeGrants, events });
    await app.register(studentsAdminRoutes, { students });
  },
  {
    name: "students-admin",
    dependencies: ["database", "events", "services", "route-table", "audit", "auth", "reference", "access", "learning", "catalogue-lookups", "points", "commerce-admin"],
  },
);
