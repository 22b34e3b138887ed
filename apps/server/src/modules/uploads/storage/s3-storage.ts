import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '#server/config.ts';
import { checkUploadKey, type UploadStorage } from './upload-storage.ts';

const isNotFound = (err: unknown) => (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Path-style (endpoint/bucket/key) works with MinIO, Garage, Ceph and the test's stand-in,
    // none of which need a DNS name per bucket.
    forcePathStyle: true,
    // Newer SDKs add CRC checksums to every upload by default, which many S3-compatible
    // services refuse; TLS and S3's own Content-MD5 checks cover what we send.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A picture request must not hang for the SDK's default of no timeout at all.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
}

/** Uploads as objects in one bucket, keyed by file name at the bucket's root. */
export function createS3Storage(config: S3Config, client: S3Client = s3Client(config)): UploadStorage {
  const Bucket = config.bucket;
  return {
    kind: 's3',
    async put(key, data) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkUploadKey(key), Body: data, ContentType: 'image/webp' }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: checkUploadKey(key) }));
        return {
          body: out.Body as Readable,
          size: out.ContentLength,
          etag: out.ETag,
          lastModified: out.LastModified,
        };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkUploadKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}
