import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import catalogueAdminRoutes from "./catalogue-admin.routes";
import { createCatalogueAdminService } from "./catalogue-admin.service";
import catalogueRoutes from "./catalogue.routes";
import { type CatalogueService, createCatalogueService } from "./catalogue.service";
import topicScoresAdminRoutes from "./topic-scores-admin.routes";
import { createTopicScoresService } from "./topic-scores.service";
import topicsAdminRoutes from "./topics-admin.routes";
import notationAssetsRoutes from "./notation-assets.routes";
import { createTopicsAdminService } from "./topics-admin.service";
import { createTopicsService } from "./topics.service";
import { type MediaSigner, createMediaSigner } from "./video-files";
import videosAdminRoutes from "./videos-admin.routes";
import { createVideosAdminService } from "./videos-admin.service";

declare module "../../plugins/services" {
  interface Services {
    catalogue: CatalogueService;
    /** Signed, expiring URLs of files in the video store (`/api/media/videos/…`). */
    mediaUrls: MediaSigner;
  }
}

/**
 * Courses, levels, topics and tutorials, each seen through the viewer's access, priced by the
 * shop; the signed self-hosted video files. The back office writes them here too
 * (`/api/admin/courses|levels|themes|videos/…`), each write refreshing the public pages.
 */
export default fp(
  async function catalogueModule(app: FastifyInstance) {
    const { access, learning, quizzes, progression, commerce, videoStore, audit } = app.services;
    const mediaSigner = createMediaSigner(app.config.jwtSecret);
    const academy = { db: app.db, access, learning, quizzes, progression, media: mediaSigner };
    const catalogue = createCatalogueService({ ...academy, prices: commerce.prices, cache: app.publicCache });
    app.provide("catalogue", catalogue);
    await app.register(notationAssetsRoutes);
    // Other modules' files in the video store (students' takes) are served by the same signed route.
    app.provide("mediaUrls", mediaSigner);
    const themes = createTopicsService({ ...academy, cache: app.publicCache, changes: app.standingChanges });
    app.addHook("onClose", async () => themes.close());
    await app.register(catalogueRoutes, {
      catalogue,
      themes,
      videosDir: app.storage.videosDir,
      videoStore,
      mediaSigner,
    });

    // The back office: writes clear the public cache, then refresh the pages that show them.
    const db = app.db;
    const revalidate = app.pages.afterWriting(["catalogue"]);
    const uploadMaxBytes = app.config.env.UPLOAD_VIDEO_MAX_MB * 1024 * 1024;
    await app.register(catalogueAdminRoutes, { catalogue: createCatalogueAdminService({ db, products: commerce.products, audit, revalidate }) });
    await app.register(topicsAdminRoutes, { themes: createTopicsAdminService({ db, audit, revalidate }) });
    await app.register(topicScoresAdminRoutes, { scores: createTopicScoresService({ db, audit, revalidate }) });
    const videos = createVideosAdminService({ db, products: commerce.products, audit, revalidate, videoStore, uploadMaxBytes });
    await app.register(videosAdminRoutes, { videos, uploadMaxBytes });
  },
  { name: "catalogue", dependencies: ["config", "database", "storage", "services", "public-cache", "route-table", "auth", "page-revalidation", "audit", "access", "learning", "quizzes", "progression", "commerce", "media"] },
);
