import type { FastifyInstance } from "fastify";
import type { Database } from "@fz/db/client";
import type { AccessService } from "../access/access.service";
import type { AuthService } from "../auth/auth.service";
import type { CommerceService } from "../commerce/commerce.service";
import type { LearningService } from "../learning/learning.service";
import type { VideoStore } from "../media/media.service";
import type { PointsService } from "../points/points.service";
import adminCatalogueRoutes from "./admin-catalogue.routes";
import { createAdminCatalogueService } from "./admin-catalogue.service";
import adminContentRoutes from "./admin-content.routes";
import adminCouponsRoutes from "./admin-coupons.routes";
import { createAdminCouponsService } from "./admin-coupons.service";
import { createAdminExercisesService } from "./admin-exercises.service";
import type { RevalidatePaths } from "./admin-http";
import adminOrdersRoutes from "./admin-orders.routes";
import { createAdminOrdersService } from "./admin-orders.service";
import adminStudentsRoutes from "./admin-students.routes";
import { createAdminStudentsService } from "./admin-students.service";
import { createAdminThemesService } from "./admin-themes.service";
import adminVideosRoutes from "./admin-videos.routes";
import { createAdminVideosService } from "./admin-videos.service";
import auditRoutes from "./audit.routes";
import { createAuditService } from "./audit.service";

export interface AdminRoutesOptions {
  db: Database;
  auth: AuthService;
  access: AccessService;
  commerce: CommerceService;
  points: PointsService;
  learning: LearningService;
  /** Refreshes public pages after a catalogue change (the blog's web revalidation). */
  revalidate: RevalidatePaths;
  /** Where uploaded videos go (`DATA_DIR/media/videos`, or the S3 store). */
  videoStore: VideoStore;
  uploadVideoMaxBytes: number;
}

/**
 * The back office: students (spec §7 `/api/students/`), the audit log, the catalogue and
 * orders. Every route is for administrators only (`adminGuard`) and every change writes an
 * audit entry in its own transaction.
 */
export default async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { db, revalidate } = options;
  const audit = createAuditService(db);
  const orders = createAdminOrdersService({ db, commerce: options.commerce, audit });
  const students = createAdminStudentsService({
    db,
    auth: options.auth,
    access: options.access,
    points: options.points,
    learning: options.learning,
    orders,
    audit,
  });
  await app.register(adminStudentsRoutes, { students });
  await app.register(auditRoutes, { audit });
  await app.register(adminOrdersRoutes, { orders });
  await app.register(adminCouponsRoutes, { coupons: createAdminCouponsService({ commerce: options.commerce, audit }) });
  await app.register(adminCatalogueRoutes, { catalogue: createAdminCatalogueService({ db, commerce: options.commerce, audit, revalidate }) });
  await app.register(adminContentRoutes, {
    themes: createAdminThemesService({ db, audit, revalidate }),
    exercises: createAdminExercisesService({ db, audit }),
  });
  const videos = createAdminVideosService({
    db,
    commerce: options.commerce,
    audit,
    revalidate,
    videoStore: options.videoStore,
    uploadMaxBytes: options.uploadVideoMaxBytes,
  });
  await app.register(adminVideosRoutes, { videos, uploadMaxBytes: options.uploadVideoMaxBytes });
}
