import path from "node:path";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { fromRoot } from "../config/paths";
import { type MediaStorage, createLocalDiskStorage } from "./media.storage";
import { type S3MediaStorage, type S3StorageConfig, createS3Storage } from "./s3.storage";

export interface Storage {
  /** Uploaded images (and what else the media module stores by key): the S3 store, or local disk. */
  uploads: MediaStorage;
  /** The S3-compatible store shared by every instance, when S3_* is set. */
  s3: S3MediaStorage | null;
  /** How to reach that store, for modules with a client of their own (tus's S3 staging). */
  s3Config: S3StorageConfig | null;
  /** Self-hosted videos on local disk (`DATA_DIR/media/videos`): seeded clips, and uploads without S3. */
  videosDir: string;
}

declare module "fastify" {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Where files live (decision 019): an S3-compatible store when configured, else local disk. */
export default fp(
  async function storagePlugin(app: FastifyInstance) {
    const { env } = app.config;
    const s3Config: S3StorageConfig | null = env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          publicEndpoint: env.S3_PUBLIC_ENDPOINT,
        }
      : null;
    const s3 = s3Config ? createS3Storage(s3Config) : null;
    const dataDir = fromRoot(env.DATA_DIR);
    if (s3) app.lifecycle.checks.push({ name: "storage", check: () => s3.check() });
    app.decorate("storage", {
      uploads: s3 ?? createLocalDiskStorage(path.join(dataDir, "uploads")),
      s3,
      s3Config,
      videosDir: path.join(dataDir, "media", "videos"),
    });
  },
  { name: "storage", dependencies: ["config", "lifecycle"] },
);
