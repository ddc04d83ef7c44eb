/**
 * `npm run storage:copy -- --to s3` (or `--to disk`): copies every stored
 * image from one storage to the other and checks each copy, so a company
 * moves from the disk to a bucket (or back) without stopping the site:
 *
 *   1. with the site still on the disk, set the S3_* variables for this
 *      command only and run `npm run storage:copy -- --to s3`;
 *   2. restart the site with the S3_* variables set;
 *   3. run the copy once more: it copies what was uploaded in between and
 *      skips the rest.
 *
 * The disk is DATA_DIR/media, the bucket is what S3_* name (both read as the
 * server reads them). Each image is read back from the target and its MD5
 * compared with the source's; one already there with the same bytes is
 * skipped, one there with other bytes is written again. The exit code is 1
 * when any image could not be copied.
 *
 * `runStorageCopy` is the whole command, callable in-process
 * (scripts/storage-copy.test.ts does).
 */
import { createHash } from "node:crypto";
import { join } from "node:path";
import { loadConfig, loadEnvFile } from "#server/config.ts";
import { diskImageStorage, type ImageStorage, s3ImageStorage } from "#server/services/image-storage.ts";

export type CopyIo = {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
};

const usage = "Usage: npm run storage:copy -- --to s3|disk";
/** Copies at once: a bucket answers each in tens of milliseconds, so a few overlap well. */
const parallel = 4;
const md5 = (data: Uint8Array) => createHash("md5").update(data).digest("hex");

/** Copies one image unless the target holds the same bytes: "copied", "same" or an error's words. */
async function copyOne(
  name: string,
  from: ImageStorage,
  to: ImageStorage,
): Promise<"copied" | "same" | string> {
  const source = await from.get(name);
  if (!source) return "gone from the source while copying";
  const want = md5(source);
  const there = await to.get(name);
  if (there && md5(there) === want) return "same";
  await to.put(name, source);
  const check = await to.get(name);
  if (!check || md5(check) !== want) return "the copy read back differs";
  return "copied";
}

export async function runStorageCopy(args: readonly string[], io: CopyIo): Promise<number> {
  const target = args[0] === "--to" ? args[1] : args[0]?.startsWith("--to=") ? args[0].slice(5) : undefined;
  if (target !== "s3" && target !== "disk") {
    io.err(usage);
    return 1;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.err((error as Error).message);
    return 1;
  }
  if (!config.s3) {
    io.err("Set S3_BUCKET (and S3_ENDPOINT, the keys and so on) to name the bucket to copy to or from.");
    return 1;
  }
  const disk = diskImageStorage(join(config.dataDir, "media"));
  const bucket = s3ImageStorage(config.s3);
  const [from, to] = target === "s3" ? [disk, bucket] : [bucket, disk];
  const names: string[] = [];
  try {
    for await (const name of from.list()) names.push(name);
  } catch (error) {
    io.err(`The ${from.kind === "s3" ? "bucket" : "disk"} could not be listed: ${(error as Error).message}`);
    return 1;
  }
  const counts = { copied: 0, same: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++] as string;
      const outcome = await copyOne(name, from, to).catch((error: unknown) => (error as Error).message);
      if (outcome === "copied" || outcome === "same") counts[outcome] += 1;
      else {
        counts.failed += 1;
        io.err(`${name}: ${outcome}`);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  io.out(
    `${names.length} images on the ${target === "s3" ? "disk" : "bucket"}: ${counts.copied} copied and checked, ${counts.same} already there, ${counts.failed} failed`,
  );
  return counts.failed > 0 ? 1 : 0;
}

if (import.meta.main) {
  loadEnvFile();
  process.exitCode = await runStorageCopy(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
