import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3Client } from '#server/modules/uploads/storage/s3-storage.ts';

/** The keys s3rver accepts signatures from. */
const KEY = 'S3RVER';

/**
 * An S3-compatible server on a loopback port (s3rver, files in a temp directory), with one
 * bucket, the environment that points the app at it, and a client to look into the bucket.
 */
export async function startS3StandIn(bucket = 'reboard-test') {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'reboard-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
  };
  const client: S3Client = s3Client({
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: KEY,
    secretAccessKey: KEY,
  });
  return {
    env,
    /** The object's bytes and stored type, or null when the bucket has no such key. */
    async object(key: string): Promise<{ data: Buffer; contentType: string | undefined } | null> {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
      const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return { data: Buffer.from(await out.Body!.transformToByteArray()), contentType: out.ContentType };
    },
    async stop() {
      client.destroy();
      // Keep-alive sockets (the app's client and ours) would hold close() for seconds.
      server.httpServer.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>;
