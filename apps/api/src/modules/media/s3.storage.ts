import { Readable } from "node:stream";
import {
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { LOCAL_UPLOADS_URL_PREFIX, MEDIA_KEY_PATTERN, type MediaStorage } from "./media.storage";

export interface S3StorageConfig {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`): what MinIO, s3rver and most non-AWS stores expect. */
  forcePathStyle?: boolean;
}

export interface S3MediaStorage extends MediaStorage {
  /** A short-lived URL the browser fetches straight from the store (range requests answered there). */
  presignedUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** The store answers (readiness probe). */
  check(): Promise<void>;
}

/**
 * Uploads in any S3-compatible store (AWS S3, MinIO, R2, Spaces…), so every instance sees every
 * file. Public images keep their `/api/media/uploads/<key>` URLs (the API streams them from the
 * store, whichever instance took the upload); private files go out by presigned URL.
 */
export function createS3Storage(config: S3StorageConfig): S3MediaStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });

  return {
    async put(key, data, contentType) {
      if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`invalid media key: ${key}`);
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: data, ContentType: contentType }));
    },

    async get(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!object.Body) return null;
        return { stream: object.Body as Readable, size: Number(object.ContentLength ?? 0) };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },

    urlFor(key) {
      return `${LOCAL_UPLOADS_URL_PREFIX}${key}`;
    },

    presignedUrl(key, expiresInSeconds) {
      return getSignedUrl(client, new GetObjectCommand({ Bucket: config.bucket, Key: key }), { expiresIn: expiresInSeconds });
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}
