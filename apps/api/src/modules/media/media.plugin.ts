import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import mediaRoutes from "./media.routes";
import { type MediaService, type VideoStore, createMediaService, createVideoStore } from "./media.service";

declare module "../../plugins/services" {
  interface Services {
    /** Uploaded images (blog covers), checked as whole files. */
    media: MediaService;
    /** Self-hosted videos: local disk, or the S3 store for uploads. */
    videoStore: VideoStore;
  }
}

export default fp(
  async function mediaModule(app: FastifyInstance) {
    const media = createMediaService({ storage: app.storage.uploads });
    app.provide("media", media);
    app.provide("videoStore", createVideoStore({ videosDir: app.storage.videosDir, s3: app.storage.s3 ?? undefined, log: app.log }));
    await app.register(mediaRoutes, { media });
  },
  { name: "media", dependencies: ["storage", "services", "route-table"] },
);
