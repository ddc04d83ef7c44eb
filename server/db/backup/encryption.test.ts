/**
 * Encrypted backups (issue 51) on both stores: with BACKUP_RECIPIENT set, no
 * byte of the backup folder shows a lead; Debian's `age` opens what the
 * library wrote; the identity restores it into a new store; and a backup
 * that does not verify (a byte flipped anywhere, a file swapped, removed or
 * added, no identity or the wrong one) is refused with the target untouched.
 */
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, relative } from "node:path";
import { Encrypter, generateIdentity, identityToRecipient } from "age-encryption";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestApp, freshClient, signIn, testOrigin, testPassword } from "#tests/utils/test-app.ts";
import {
  createTestStore,
  onTestServer,
  type TestStore,
  testDatabaseUrlFor,
  testDialects,
} from "#tests/utils/test-db.ts";
import { runBackup } from "../../../scripts/backup.ts";
import { runRestore } from "../../../scripts/restore.ts";
import { createStore } from "../client.ts";
import { createBackup } from "./index.ts";
import type { BackupManifest, StoreLocation } from "./manifest.ts";
import { verifyBackup } from "./verify.ts";

const dialects = await testDialects();
const root = mkdtempSync(join(inject("testDbTemplates")?.root ?? tmpdir(), "anvaya-encrypted-"));
const databases: string[] = [];

/** What no byte of an encrypted backup may show: the lead's address, name, telephone and words. */
const lead = {
  fullName: "Meera Iyerbackup",
  workEmail: "meera.iyer.trial@sukoon-clinic.example",
  phone: "+91 80 5555 0199",
  message: "Please show us the scheduling tools for our group practice.",
};
/** The telephone as the store keeps it. */
const storedPhone = "+918055550199";
const needles = [lead.workEmail, lead.fullName, storedPhone, lead.message];

let keygenIdentity: string;
let libraryIdentity: string;
let strangerIdentity: string;
let recipients: string[];

beforeAll(async () => {
  // One identity as Debian's age-keygen writes it (comments included), one as the library makes it.
  keygenIdentity = join(root, "keygen-identity.txt");
  execFileSync("age-keygen", ["-o", keygenIdentity], { stdio: "ignore" });
  const keygenRecipient = execFileSync("age-keygen", ["-y", keygenIdentity], { encoding: "utf8" }).trim();
  const secret = await generateIdentity();
  libraryIdentity = join(root, "library-identity.txt");
  writeFileSync(
    libraryIdentity,
    `# created: 2026-12-05T06:00:00Z\n# public key: ${await identityToRecipient(secret)}\n\n${secret}\n`,
    { mode: 0o600 },
  );
  strangerIdentity = join(root, "stranger-identity.txt");
  writeFileSync(strangerIdentity, `${await generateIdentity()}\n`, { mode: 0o600 });
  recipients = [keygenRecipient, await identityToRecipient(secret)];
});

afterAll(async () => {
  for (const name of databases) await onTestServer(`drop database if exists ${name} with (force)`);
  rmSync(root, { recursive: true, force: true });
}, 60_000);

async function emptyTarget(dialect: string): Promise<StoreLocation> {
  const dataDir = join(mkdtempSync(join(root, "target-")), "data");
  if (dialect === "sqlite") return { dataDir };
  const runId = inject("testDbTemplates")?.runId ?? "manual_00000000";
  const name = `anvaya_test_${runId}_${randomBytes(6).toString("hex")}`;
  await onTestServer(`create database ${name}`);
  databases.push(name);
  return { dataDir, url: testDatabaseUrlFor(name) };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every file under `dir`, by its path inside it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

const hashesUnder = (dir: string) =>
  Object.fromEntries(filesUnder(dir).map((path) => [path, sha256(readFileSync(join(dir, path)))]));

/** Runs a CLI in-process with the store's settings and `env`; its exit code and what it printed. */
async function cli(
  run: typeof runBackup,
  args: string[],
  target: StoreLocation,
  env: Record<string, string> = {},
) {
  let stdout = "";
  let stderr = "";
  const code = await run(args, {
    env: { DATA_DIR: target.dataDir, DATABASE_URL: target.url, ...env },
    out: (line) => {
      stdout += `${line}\n`;
    },
    err: (line) => {
      stderr += `${line}\n`;
    },
    cwd: process.cwd(),
  });
  return { code, stdout, stderr };
}

/** Whether a restore target is as it was: no DATA_DIR made, and no table in its database. */
async function untouched(target: StoreLocation): Promise<boolean> {
  if (existsSync(target.dataDir)) return false;
  if (!target.url) return true;
  const store = createStore(target);
  try {
    const { rows } = await sql`select 1 from information_schema.tables where table_schema = 'public'`.execute(
      store.db,
    );
    return rows.length === 0;
  } finally {
    await store.close();
  }
}

/** Flips one bit of the byte at `at` (a fraction of the file's length, or a byte offset). */
function flipByte(path: string, at: number) {
  const bytes = readFileSync(path);
  const offset = at < 1 ? Math.floor(bytes.length * at) : at;
  bytes[offset] = (bytes[offset] ?? 0) ^ 0x01;
  writeFileSync(path, bytes);
}

/** The manifest of an encrypted backup, opened with the identity as Debian's `age -d` does. */
function manifestOf(dir: string): BackupManifest {
  return JSON.parse(
    execFileSync("age", ["-d", "-i", keygenIdentity, join(dir, "backup.json.age")], { encoding: "utf8" }),
  ) as BackupManifest;
}

describe.each(dialects)("encrypted backups on %s", (dialect) => {
  let store: TestStore;
  let backupDir: string;
  const storeFile = dialect === "sqlite" ? "site.db" : "store.dump";

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const { app, services } = createTestApp(store);
    await services.account.upsertUser("writer", testPassword, "blog");
    const writer = await signIn(app, "writer", "blog");
    const form = new FormData();
    const fields = {
      title: "An encrypted backup keeps this post",
      excerpt: "A post whose image an encrypted backup must bring back.",
      content: "Restored paragraphs. ".repeat(40),
      author: "Editorial Team",
      authorRole: "Clinical content team",
      category: "research",
      tags: JSON.stringify(["backup"]),
      featured: "false",
      status: "published",
    };
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    form.set("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "cover.png");
    const posted = await app.request("/api/blogs", {
      method: "POST",
      body: form,
      headers: { cookie: writer, origin: testOrigin },
    });
    expect(posted.status).toBe(201);
    const submitted = await app.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify({
        ...lead,
        organization: "Sukoon Backup Clinic",
        roleTitle: "Director",
        inquiryFor: "mental-health-platform",
        agreeToContact: true,
      }),
    });
    expect(submitted.status).toBe(201);
  }, 60_000);
  afterAll(async () => {
    await store.destroy();
  }, 30_000);

  it("writes no readable lead: every file is an age file that Debian's age opens", async () => {
    backupDir = join(root, `${dialect}-encrypted`);
    // SQLite's copy of a backup killed half-way (its process gone), and one of a backup still running.
    const abandoned = join(store.dataDir, ".backup-2147483646-abandoned");
    const running = join(store.dataDir, `.backup-${process.ppid}-running`);
    if (dialect === "sqlite") {
      for (const folder of [abandoned, running]) {
        mkdirSync(folder);
        writeFileSync(join(folder, "site.db"), lead.workEmail);
      }
    }
    const written = await cli(runBackup, ["--out", backupDir], store, {
      BACKUP_RECIPIENT: `${recipients[0]}, ${recipients[1]}`,
    });
    expect(written.stderr).toBe("");
    expect(written.code).toBe(0);
    expect(written.stdout).toContain("encrypted with age to 2 recipients");
    expect(written.stdout).toContain("manifest: backup.json.age");
    for (const needle of needles) expect(written.stdout).not.toContain(needle);

    const files = filesUnder(backupDir);
    expect(files).toContain("backup.json.age");
    expect(files).toContain(`${storeFile}.age`);
    expect(files.filter((path) => path.startsWith("media/")).length).toBeGreaterThanOrEqual(2);
    expect(files.filter((path) => !path.endsWith(".age"))).toEqual([]);
    for (const path of files) {
      const bytes = readFileSync(join(backupDir, path));
      expect(bytes.subarray(0, 22).toString()).toBe("age-encryption.org/v1\n");
      for (const needle of needles) expect(bytes.includes(needle), `${needle} in ${path}`).toBe(false);
    }
    // Nothing of SQLite's copy is left beside the live store, nor of one abandoned before;
    // another backup's, still running, is left to it.
    expect(readdirSync(store.dataDir).filter((name) => name.startsWith(".backup-"))).toEqual(
      dialect === "sqlite" ? [basename(running)] : [],
    );
    rmSync(running, { recursive: true, force: true });

    // Debian's age opens what the library wrote, and the lead is in there: the grep above could fail.
    const manifest = manifestOf(backupDir);
    const entry = manifest.files.find((file) => file.path === storeFile);
    const plain = execFileSync("age", ["-d", "-i", keygenIdentity, join(backupDir, `${storeFile}.age`)], {
      maxBuffer: 256 * 1024 * 1024,
    });
    expect({ bytes: plain.length, sha256: sha256(plain) }).toEqual({
      bytes: entry?.bytes,
      sha256: entry?.sha256,
    });
    if (dialect === "sqlite") {
      expect(plain.includes(lead.workEmail)).toBe(true);
    } else {
      const dump = join(root, "decrypted.dump");
      writeFileSync(dump, plain);
      const data = execFileSync("pg_restore", ["--data-only", "--file=-", dump], { encoding: "utf8" });
      rmSync(dump);
      expect(data).toContain(lead.workEmail);
    }
  }, 60_000);

  it("restores with the identity into a new store: the lead, every row and every image", async () => {
    const target = await emptyTarget(dialect);
    const restored = await cli(runRestore, [backupDir, "--identity", keygenIdentity], target);
    expect(restored.stderr).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Decrypted and checked \d+ files of .* against backup\.json\.age/);
    for (const needle of needles) expect(restored.stdout).not.toContain(needle);

    const reopened = createStore(target);
    try {
      const found = await reopened.db
        .selectFrom("demo_requests")
        .select(["full_name", "phone"])
        .where("work_email", "=", lead.workEmail)
        .execute();
      expect(found).toEqual([{ full_name: lead.fullName, phone: storedPhone }]);
      for (const table of ["demo_requests", "blog_posts", "users"] as const) {
        const rows = async (db: typeof store.db) =>
          (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
        expect(await rows(reopened.db), table).toEqual(await rows(store.db));
      }
    } finally {
      await reopened.close();
    }
    expect(hashesUnder(join(target.dataDir, "media"))).toEqual(hashesUnder(join(store.dataDir, "media")));
    // No decrypted dump, no staging folder: only what the store is.
    expect(readdirSync(target.dataDir).sort()).toEqual(
      dialect === "sqlite" ? ["media", "site.db"] : ["media"],
    );

    // Either recipient's identity opens it: the library's, written with comments, too.
    await expect(verifyBackup(backupDir, { identityFile: libraryIdentity })).resolves.toMatchObject({
      store: dialect,
    });
  }, 60_000);

  it("refuses a backup with a byte flipped anywhere, or a file swapped, removed or added, changing nothing", async () => {
    const other = join(root, `${dialect}-other`);
    await createBackup({ dataDir: store.dataDir, url: store.url }, other, { recipients });
    const manifest = manifestOf(backupDir);
    const image = `${manifest.files.find((file) => file.path.startsWith("media/"))?.path}.age`;
    const refusals: [string, (dir: string) => void | Promise<void>, RegExp][] = [
      [
        "a byte of the store flipped",
        (dir) => flipByte(join(dir, `${storeFile}.age`), 0.5),
        new RegExp(`${storeFile}\\.age: its SHA-256 is not the manifest's`),
      ],
      [
        "a byte of an image's header flipped",
        (dir) => flipByte(join(dir, image), 40),
        /media\/.*\.age: its SHA-256 is not the manifest's/,
      ],
      [
        "a byte of the manifest flipped",
        (dir) => flipByte(join(dir, "backup.json.age"), 0.9),
        /backup\.json\.age does not decrypt: it was changed or damaged/,
      ],
      [
        "a byte of the manifest's header flipped",
        (dir) => flipByte(join(dir, "backup.json.age"), 60),
        /does not open backup\.json\.age|backup\.json\.age does not decrypt/,
      ],
      [
        "the last byte of the store cut off",
        (dir) => {
          const path = join(dir, `${storeFile}.age`);
          const bytes = readFileSync(path);
          writeFileSync(path, bytes.subarray(0, bytes.length - 1));
        },
        /bytes, the manifest says/,
      ],
      [
        "an image swapped for the same image of another backup",
        (dir) => cpSync(join(other, image), join(dir, image)),
        /its SHA-256 is not the manifest's/,
      ],
      [
        "the manifest swapped for another backup's",
        (dir) => cpSync(join(other, "backup.json.age"), join(dir, "backup.json.age")),
        /its SHA-256 is not the manifest's/,
      ],
      ["an image removed", (dir) => rmSync(join(dir, image)), /\.age: missing/],
      [
        "a file added",
        (dir) => writeFileSync(join(dir, "media", "aaaaaaaaaaaaaaaa-480.webp.age"), "extra"),
        /not in the manifest/,
      ],
      [
        // Someone who holds the public key (not the identity) may write a manifest of their own
        // that names a changed file: age's own authentication of every chunk still refuses it.
        "a changed store named by a manifest encrypted again",
        async (dir) => {
          const path = join(dir, `${storeFile}.age`);
          flipByte(path, 0.5);
          const forged = manifestOf(dir);
          const bytes = readFileSync(path);
          for (const file of forged.files) {
            if (file.path === storeFile) file.encrypted = { bytes: bytes.length, sha256: sha256(bytes) };
          }
          const encrypter = new Encrypter();
          for (const recipient of recipients) encrypter.addRecipient(recipient);
          writeFileSync(join(dir, "backup.json.age"), await encrypter.encrypt(JSON.stringify(forged)));
        },
        new RegExp(`${storeFile}\\.age does not decrypt: it was changed or damaged`),
      ],
    ];
    for (const [what, tamper, reason] of refusals) {
      const dir = join(root, `${dialect}-tampered-${randomBytes(4).toString("hex")}`);
      cpSync(backupDir, dir, { recursive: true });
      await tamper(dir);
      const target = await emptyTarget(dialect);
      const refused = await cli(runRestore, [dir, "--identity", keygenIdentity], target);
      expect(refused.code, what).toBe(1);
      expect(refused.stderr, what).toMatch(reason);
      expect(refused.stderr, what).toMatch(/[Nn]othing was restored/);
      expect(refused.stdout, what).toBe("");
      expect(await untouched(target), what).toBe(true);
    }
  }, 120_000);

  it("refuses without --identity, with another identity, and --identity on a backup that is not encrypted", async () => {
    const plainDir = join(root, `${dialect}-plain`);
    await createBackup({ dataDir: store.dataDir, url: store.url }, plainDir);
    const garbled = join(root, "garbled-identity.txt");
    writeFileSync(garbled, "# a comment\nAGE-SECRET-KEY-1NOTAKEYATALL\n");
    const refusals: [string, string[], RegExp][] = [
      [
        "no identity",
        [backupDir],
        /is encrypted \(backup\.json\.age\): give the identity that opens it, `npm run restore -- DIR --identity FILE`/,
      ],
      ["another identity", [backupDir, "--identity", strangerIdentity], /does not open backup\.json\.age/],
      [
        "an identity file that holds none",
        [backupDir, "--identity", garbled],
        /line 2 of the identity file .* is not an age identity/,
      ],
      [
        "no identity file",
        [backupDir, "--identity", join(root, "nowhere.txt")],
        /There is no identity file at/,
      ],
      ["an identity for a plain backup", [plainDir, "--identity", keygenIdentity], /is not encrypted/],
    ];
    for (const [what, args, reason] of refusals) {
      const target = await emptyTarget(dialect);
      const refused = await cli(runRestore, args, target);
      expect(refused.code, what).toBe(1);
      expect(refused.stderr, what).toMatch(reason);
      // An identity file's lines are secrets: never printed, whatever is wrong with them.
      expect(refused.stderr, what).not.toContain("NOTAKEYATALL");
      expect(await untouched(target), what).toBe(true);
    }
  }, 60_000);
});

describe("BACKUP_RECIPIENT that does not parse", () => {
  const source = () => ({ dataDir: join(root, "no-store") });

  it("is refused before anything is written, and a secret key pasted there is never printed", async () => {
    const secret = await generateIdentity();
    const valid = await identityToRecipient(secret);
    // The right shape, the wrong checksum: only age itself can tell.
    const lastChar = valid.at(-1) === "q" ? "p" : "q";
    const cases: [string, string, RegExp][] = [
      [
        "a word",
        `${valid} not-a-recipient`,
        /BACKUP_RECIPIENT: recipient 2 of 2 is not an age recipient \(age1…; SSH keys are not supported\)/,
      ],
      ["a secret key", secret, /BACKUP_RECIPIENT: recipient 1 of 1 is an identity, a secret key/],
      [
        "a checksum",
        `${valid.slice(0, -1)}${lastChar}`,
        /BACKUP_RECIPIENT: recipient 1 of 1 is not an age recipient \(its length or checksum is wrong\)/,
      ],
    ];
    for (const [what, value, reason] of cases) {
      const outDir = join(root, `refused-${randomBytes(4).toString("hex")}`);
      const refused = await cli(runBackup, ["--out", outDir], source(), { BACKUP_RECIPIENT: value });
      expect(refused.code, what).toBe(1);
      expect(refused.stderr, what).toMatch(reason);
      expect(refused.stderr, what).not.toContain(secret);
      expect(existsSync(outDir), what).toBe(false);
    }
  });
});
