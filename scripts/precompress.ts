/**
 * After `react-router build`: writes Brotli (quality 11) and gzip copies of
 * every text file of the client build, so the server never compresses a
 * static answer at request time.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defaultBuildDir } from "../common/site-defaults.ts";

const root = `${process.env.BUILD_DIR || defaultBuildDir}/client`;
const compressible = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".data",
  ".svg",
  ".txt",
  ".xml",
  ".webmanifest",
]);
let count = 0;

function walk(dir: string) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      walk(full);
      continue;
    }
    if (!compressible.has(extname(name))) continue;
    const body = readFileSync(full);
    if (body.length < 512) continue;
    writeFileSync(
      `${full}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
    count += 1;
  }
}

walk(root);
console.log(`precompressed ${count} files in ${root}`);
