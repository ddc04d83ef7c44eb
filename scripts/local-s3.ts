import { mkdirSync } from "node:fs";
import S3rver from "s3rver";
import type { S3Settings } from "#server/services/image-storage.ts";

/**
 * A local S3-compatible server (s3rver, from the npm registry) for
 * development and the test suite: a bucket under `directory`, on a loopback
 * port. Production never uses it; a company points S3_* at its own store.
 */
export const localS3Credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export async function startLocalS3(options: { directory: string; bucket: string; port?: number }) {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    port: options.port ?? 0,
    address: "127.0.0.1",
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    bucket: options.bucket,
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    ...localS3Credentials,
  };
  /** The environment that points `npm start` at this bucket. */
  const env = {
    S3_BUCKET: options.bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: localS3Credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: localS3Credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
  };
  return { port, endpoint, settings, env, stop: () => server.close() };
}
