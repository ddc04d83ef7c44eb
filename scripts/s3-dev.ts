/**
 * `npm run s3:dev`: a local S3-compatible server for development (s3rver),
 * its bucket kept under DATA_DIR/s3 (./data/s3), on S3_DEV_PORT (4569). It
 * prints the S3_* settings that point `npm run dev` or `npm start` at it.
 * Development only: production points S3_* at a real store.
 */
import { join } from "node:path";
import { startLocalS3 } from "./local-s3.ts";

const dataDir = process.env.DATA_DIR || "./data";
const port = Number(process.env.S3_DEV_PORT || 4569);
const bucket = process.env.S3_BUCKET || "anvaya-media";
const s3 = await startLocalS3({ directory: join(dataDir, "s3"), bucket, port });
console.log(`A local S3 server is on ${s3.endpoint}, bucket "${bucket}". Set these, then start the site:\n`);
for (const [name, value] of Object.entries(s3.env)) console.log(`${name}=${value}`);
const stop = async () => {
  await s3.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
