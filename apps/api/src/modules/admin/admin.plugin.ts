import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import adminCatalogueRoutes from "./admin-catalogue.routes";
import { createAdminCatalogueService } from "./admin-catalogue.service";
import adminContentRoutes from "./admin-content.routes";
import adminCouponsRoutes from "./admin-coupons.routes";
import { createAdminCouponsService } from "./admin-coupons.service";
import { createAdminExercisesService } from "./admin-exercises.service";
import adminOrdersRoutes from "./admin-orders.routes";
import { createAdminOrdersService } from "./admin-orders.service";
import adminStudentsRoutes from "./admin-students.routes";
import { createAdminStudentsService } from "./admin-students.service";
import { createAdminThemesService } from "./admin-themes.service";
import adminVideosRoutes from "./admin-videos.routes";
import { createAdminVideosService } from "./admin-videos.service";

/**
 * The back office: students (spec §7 `/api/students/`), the catalogue and orders. Every route is
 * for administrators only (`adminGuard`) and every change writes an audit entry in its own
 * transaction.
 */
export default fp(
  async function adminModule(app: FastifyInstance) {
    const { db } = app;
    const { audit, auth, access, commerce, points, learning, videoStore } = app.services;
    const revalidate = app.pages.afterWriting(["catalogue"]);
    const uploadMaxBytes = app.config.env.UPLOAD_VIDEO_MAX_MB * 1024 * 1024;
    const orders = createAdminOrdersService({ db, commerce, audit });
    const students = createAdminStudentsService({ db, auth, access, points, learning, orders, audit });
    await app.register(adminStudentsRoutes, { students });
    await app.register(adminOrdersRoutes, { orders });
    await app.register(adminCouponsRoutes, { coupons: createAdminCouponsService({ commerce, audit }) });
    await app.register(adminCatalogueRoutes, { catalogue: createAdminCatalogueService({ db, commerce, audit, revalidate }) });
    await app.register(adminContentRoutes, {
      themes: createAdminThemesService({ db, audit, revalidate }),
      exercises: createAdminExercisesService({ db, audit }),
    });
    const videos = createAdminVideosService({ db, commerce, audit, revalidate, videoStore, uploadMaxBytes });
    await app.register(adminVideosRoutes, { videos, uploadMaxBytes });
  },
  {
    name: "admin",
    dependencies: ["config", "database", "services", "route-table", "page-revalidation", "audit", "auth", "access", "commerce", "points", "learning", "media"],
  },
);
