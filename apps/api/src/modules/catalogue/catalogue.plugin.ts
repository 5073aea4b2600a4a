import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import catalogueRoutes from "./catalogue.routes";
import { type CatalogueService, createCatalogueService } from "./catalogue.service";
import { createThemesService } from "./themes.service";
import { createMediaSigner } from "./video-files";

declare module "../../plugins/services" {
  interface Services {
    catalogue: CatalogueService;
  }
}

/**
 * Courses, levels, topics and tutorials, each seen through the viewer's access, priced by the
 * shop; the signed self-hosted video files.
 */
export default fp(
  async function catalogueModule(app: FastifyInstance) {
    const { access, learning, quizzes, commerce, videoStore } = app.services;
    const mediaSigner = createMediaSigner(app.config.jwtSecret);
    const academy = { db: app.db, access, learning, quizzes, media: mediaSigner };
    const catalogue = createCatalogueService({ ...academy, prices: commerce.prices });
    app.provide("catalogue", catalogue);
    await app.register(catalogueRoutes, {
      catalogue,
      themes: createThemesService(academy),
      videosDir: app.storage.videosDir,
      videoStore,
      mediaSigner,
    });
  },
  { name: "catalogue", dependencies: ["config", "database", "storage", "services", "route-table", "auth", "access", "learning", "quizzes", "commerce", "media"] },
);
