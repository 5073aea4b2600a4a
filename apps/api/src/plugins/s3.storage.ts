import { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { LOCAL_UPLOADS_URL_PREFIX, MEDIA_KEY_PATTERN, type MediaStorage, type UploadSink } from "./media.storage";

export interface S3StorageConfig {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`): what MinIO, s3rver and most non-AWS stores expect. */
  forcePathStyle?: boolean;
  /**
   * The store's address as browsers reach it, for presigned URLs (S3_PUBLIC_ENDPOINT), when it
   * differs from the one the servers use (a container network's `http://minio:9000`).
   */
  publicEndpoint?: string;
  /** Size of the parts of a multipart upload (S3's minimum is 5 MiB, except the last part). */
  partSizeBytes?: number;
}

const DEFAULT_PART_BYTES = 8 * 1024 * 1024;
const isMissing = (error: unknown) =>
  error instanceof NoSuchKey || error instanceof NotFound || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

export interface S3MediaStorage extends MediaStorage {
  /** A short-lived URL the browser fetches straight from the store (range requests answered there). */
  presignedUrl(key: string, expiresInSeconds: number, options?: { cacheControl?: string }): Promise<string>;
  /** Whether the key holds an object. */
  exists(key: string): Promise<boolean>;
  /** The store answers (readiness probe). */
  check(): Promise<void>;
}

/**
 * Uploads in any S3-compatible store (AWS S3, MinIO, R2, Spaces…), so every instance sees every
 * file. Public images keep their `/api/media/uploads/<key>` URLs (the API streams them from the
 * store, whichever instance took the upload); private files go out by presigned URL.
 */
export function createS3Storage(config: S3StorageConfig): S3MediaStorage {
  const clientFor = (endpoint: string | undefined) =>
    new S3Client({
      region: config.region,
      endpoint,
      forcePathStyle: config.forcePathStyle ?? Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Deadlines (decision 024): a store out of reach fails within seconds (a 503 for whoever
      // waits), a transfer that stops moving is dropped; one retry for a passing failure.
      requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000, throwOnRequestTimeout: true },
      maxAttempts: 2,
    });
  const client = clientFor(config.endpoint);
  // Signing is local work: a second client only so the URLs name the public address.
  const signer = config.publicEndpoint && config.publicEndpoint !== config.endpoint ? clientFor(config.publicEndpoint) : client;
  const partSize = config.partSizeBytes ?? DEFAULT_PART_BYTES;
  const Bucket = config.bucket;

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
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    /**
     * Parts of `partSizeBytes` go up as they fill (one at a time: the request body waits);
     * a file smaller than one part is a single PUT at commit. The object exists only once the
     * upload completes; an abort discards the parts (stores that keep them until a lifecycle
     * rule runs, and s3rver, which has no abort, still show no object).
     */
    async createUpload(key, contentType): Promise<UploadSink> {
      if (!MEDIA_KEY_PATTERN.test(key)) throw new Error(`invalid media key: ${key}`);
      let buffered: Buffer[] = [];
      let bufferedBytes = 0;
      let uploadId: string | undefined;
      const parts: { PartNumber: number; ETag: string | undefined }[] = [];

      async function sendPart(body: Buffer) {
        uploadId ??= (await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key, ContentType: contentType }))).UploadId;
        const PartNumber = parts.length + 1;
        const { ETag } = await client.send(new UploadPartCommand({ Bucket, Key: key, UploadId: uploadId, PartNumber, Body: body }));
        parts.push({ PartNumber, ETag });
      }
      const takeBuffered = () => {
        const body = Buffer.concat(buffered, bufferedBytes);
        buffered = [];
        bufferedBytes = 0;
        return body;
      };

      return {
        async write(chunk) {
          buffered.push(chunk);
          bufferedBytes += chunk.length;
          if (bufferedBytes >= partSize) {
            const body = takeBuffered();
            await sendPart(body.subarray(0, partSize));
            if (body.length > partSize) {
              buffered = [body.subarray(partSize)];
              bufferedBytes = body.length - partSize;
            }
          }
        },
        async commit() {
          if (!uploadId) {
            await client.send(new PutObjectCommand({ Bucket, Key: key, Body: takeBuffered(), ContentType: contentType }));
            return;
          }
          if (bufferedBytes > 0) await sendPart(takeBuffered());
          await client.send(new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
        },
        async abort() {
          buffered = [];
          bufferedBytes = 0;
          if (!uploadId) return;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }));
        },
      };
    },

    urlFor(key) {
      return `${LOCAL_UPLOADS_URL_PREFIX}${key}`;
    },

    async remove(key) {
      if (!MEDIA_KEY_PATTERN.test(key)) return;
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    presignedUrl(key, expiresInSeconds, { cacheControl } = {}) {
      return getSignedUrl(signer, new GetObjectCommand({ Bucket, Key: key, ResponseCacheControl: cacheControl }), { expiresIn: expiresInSeconds });
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
  };
}
