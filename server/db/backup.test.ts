import { createHash, randomBytes } from "node:crypto";
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { type Kysely, sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { defaultSiteSettings } from "#common/site-settings.ts";
import { createTestApp, freshClient, signIn, testOrigin, testPassword } from "#tests/utils/test-app.ts";
import {
  createTestStore,
  onTestServer,
  type TestStore,
  testDatabaseUrlFor,
  testDialects,
} from "#tests/utils/test-db.ts";
import { runBackup } from "../../scripts/backup.ts";
import { runRestore } from "../../scripts/restore.ts";
import { createBackup } from "./backup/index.ts";
import { BackupError, type BackupManifest, backupFolderName, type StoreLocation } from "./backup/manifest.ts";
import { restoreBackup } from "./backup/restore.ts";
import { verifyBackup } from "./backup/verify.ts";
import { createStore } from "./client.ts";

const dialects = await testDialects();
const root = mkdtempSync(join(inject("testDbTemplates")?.root ?? tmpdir(), "anvaya-backup-"));
const databases: string[] = [];

afterAll(async () => {
  for (const name of databases) await onTestServer(`drop database if exists ${name} with (force)`);
  rmSync(root, { recursive: true, force: true });
});

/** A new, empty PostgreSQL database, named as this run's, so that its teardown drops it if a test fails. */
async function emptyDatabase(): Promise<string> {
  const runId = inject("testDbTemplates")?.runId ?? "manual_00000000";
  const name = `anvaya_test_${runId}_${randomBytes(6).toString("hex")}`;
  await onTestServer(`create database ${name}`);
  databases.push(name);
  return testDatabaseUrlFor(name);
}

/** A target that holds nothing yet: a DATA_DIR not yet made, and a new database when PostgreSQL. */
async function emptyTarget(dialect: string): Promise<StoreLocation> {
  const dataDir = join(mkdtempSync(join(root, "target-")), "data");
  return dialect === "postgres" ? { dataDir, url: await emptyDatabase() } : { dataDir };
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Every file under `dir` (recursively) with its SHA-256, by its path inside `dir`. */
function filesOf(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files[relative(dir, path)] = sha256(readFileSync(path));
  }
  return files;
}

/** Every row of every table (Kysely's own included), in a stable order. */
// biome-ignore lint/suspicious/noExplicitAny: any table, read as the store holds it
async function everyRow(db: Kysely<any>, tables: string[]): Promise<Record<string, string[]>> {
  const rows: Record<string, string[]> = {};
  for (const table of [...tables, "kysely_migration"]) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    rows[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** Opens a store at `location`, runs `read` on it, and closes it. */
async function reading<T>(location: StoreLocation, read: (db: Kysely<never>) => Promise<T>): Promise<T> {
  const store = createStore(location);
  try {
    return await read(store.db as unknown as Kysely<never>);
  } finally {
    await store.close();
  }
}

/** What a target holds: its files, and every row when it is a PostgreSQL database. */
async function fingerprint(target: StoreLocation, tables: string[]) {
  const files = filesOf(target.dataDir);
  if (!target.url) return { files };
  return { files, rows: await reading(target, (db) => everyRow(db, tables).catch(() => "unreadable")) };
}

const image = (color: string) =>
  sharp({ create: { width: 1000, height: 700, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Runs a CLI in-process on `target`; its exit code and what it printed. */
async function cli(run: typeof runRestore, args: string[], target: StoreLocation) {
  let stdout = "";
  let stderr = "";
  const code = await run(args, {
    env: { DATA_DIR: target.dataDir, DATABASE_URL: target.url },
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

const restoreCli = (dir: string, target: StoreLocation) => cli(runRestore, [dir], target);

it("names a backup folder by its UTC time", () => {
  expect(backupFolderName(new Date("2026-11-25T21:30:00.123Z"))).toBe("2026-11-25T21-30-00Z");
});

describe.each(dialects)("backup and restore on %s", (dialect) => {
  let store: TestStore;
  let backupDir: string;
  let manifest: BackupManifest;
  let restored: StoreLocation;
  const settledOrphan = "0123456789abcdef-480.webp";
  const freshOrphan = "fedcba9876543210-480.webp";

  beforeAll(async () => {
    store = await createTestStore(dialect);
    const { app, services } = createTestApp(store);
    await services.account.upsertUser("writer", testPassword, "blog");
    const writer = await signIn(app, "writer", "blog");
    const colors = ["#0f766e", "#7c3aed", "#b45309"];
    for (const [n, color] of colors.entries()) {
      const form = new FormData();
      const fields = {
        title: `Backup post ${n}`,
        excerpt: "A post that a backup must bring back with its image.",
        content: "Restored paragraphs. ".repeat(40),
        author: "Editorial Team",
        authorRole: "Clinical content team",
        category: "research",
        tags: JSON.stringify(["backup"]),
        featured: "false",
        status: "published",
      };
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      form.set("image", new Blob([new Uint8Array(await image(color))], { type: "image/png" }), "cover.png");
      const response = await app.request("/api/blogs", {
        method: "POST",
        body: form,
        headers: { cookie: writer, origin: testOrigin },
      });
      expect(response.status).toBe(201);
    }
    const submit = async (path: string, body: object, status = 201) => {
      const response = await app.request(path, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
        body: JSON.stringify(body),
      });
      expect(response.status, path).toBe(status);
    };
    for (let n = 0; n < 4; n += 1) {
      await submit("/api/request-demo", {
        fullName: "Backup Person",
        workEmail: `backup${n}@clinic.example`,
        organization: "Backup Clinic",
        roleTitle: "Director",
        phone: "+91 80 1234 5678",
        inquiryFor: "mental-health-platform",
        message: `Backup trial ${n}: please show us the scheduling tools.`,
        agreeToContact: true,
      });
    }
    await submit("/api/contact", {
      inquiryType: "general",
      agreeToContact: true,
      name: "Backup Person",
      email: "backup@example.in",
      subject: "A question before the backup",
      message: "A question about the platform for our practice, asked before a backup.",
    });
    await submit("/api/waitlist", { email: "waiting@example.in", agreeToContact: true }, 200);
    // A leader's photo in Settings is an image the store refers to as well.
    const photo = await services.images.store(new Uint8Array(await image("#be123c")));
    const { version } = await services.settings.load();
    await services.settings.update(
      { id: "admin-id", username: "admin" },
      {
        ...defaultSiteSettings,
        leaders: [
          {
            id: "lead1",
            name: "Backup Leader",
            title: "Chief Executive",
            photo: { key: photo.key, width: photo.width, height: photo.height },
          },
        ],
      },
      version,
    );
    // Renditions nothing refers to: one long settled (kept), one just written (maybe still being written: left out).
    const media = join(store.dataDir, "media");
    writeFileSync(join(media, settledOrphan), "an old orphan");
    const longAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(join(media, settledOrphan), longAgo, longAgo);
    writeFileSync(join(media, freshOrphan), "an upload in progress");
  });
  afterAll(async () => {
    await store.destroy();
  });

  const tablesOf = () => Object.keys(manifest.rows);

  it("backs up the store in use and every image it refers to, with a manifest that checks", async () => {
    backupDir = join(root, `${dialect}-backup`);
    const result = await createBackup({ dataDir: store.dataDir, url: store.url }, backupDir);
    manifest = result.manifest;
    expect(manifest.store).toBe(dialect);
    const {
      rows: [last],
    } = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(store.db);
    expect(manifest.migration).toBe(last?.name);
    expect(manifest.rows).toMatchObject({
      blog_posts: 3,
      demo_requests: 4,
      contact_messages: 1,
      waitlist: 1,
      users: 1,
      site_settings: 1,
    });
    for (const [table, rows] of Object.entries(manifest.rows)) {
      const {
        rows: [count],
      } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}`.execute(store.db);
      expect(Number(count?.n), table).toBe(rows);
    }
    // Every rendition of the posts' images and the photo, and the settled orphan; not the one just written.
    const sourceImages = Object.keys(filesOf(join(store.dataDir, "media")));
    expect(sourceImages).toContain(freshOrphan);
    const expected = sourceImages.filter((name) => name !== freshOrphan).sort();
    expect(expected.length).toBeGreaterThanOrEqual(4 * 4 + 1);
    expect(Object.keys(filesOf(join(backupDir, "media"))).sort()).toEqual(expected);
    expect(manifest.images).toBe(expected.length);
    expect(result.leftOut).toBe(1);
    expect(manifest.missingImages).toEqual([]);
    const storeFile = dialect === "sqlite" ? "site.db" : "store.dump";
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      [storeFile, ...expected.map((name) => `media/${name}`)].sort(),
    );
    for (const file of manifest.files) {
      const bytes = readFileSync(join(backupDir, file.path));
      expect({ path: file.path, bytes: bytes.length, sha256: sha256(bytes) }).toEqual(file);
    }
    // No -wal or -journal beside the SQLite copy: the file is the whole store.
    expect(readdirSync(backupDir).sort()).toEqual(["backup.json", "media", storeFile]);
    await expect(verifyBackup(backupDir)).resolves.toEqual(manifest);
  });

  it("restores every row and every image into an empty store", async () => {
    restored = await emptyTarget(dialect);
    const { code, stdout, stderr } = await restoreCli(backupDir, restored);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain(`Checked ${manifest.files.length} files`);
    const tables = tablesOf();
    expect(await reading(restored, (db) => everyRow(db, tables))).toEqual(await everyRow(store.db, tables));
    const sourceImages = filesOf(join(store.dataDir, "media"));
    delete sourceImages[freshOrphan];
    expect(filesOf(join(restored.dataDir, "media"))).toEqual(sourceImages);
    // Nothing of the restore's own is left in DATA_DIR.
    expect(readdirSync(restored.dataDir).sort()).toEqual(
      dialect === "sqlite" ? ["media", "site.db"] : ["media"],
    );
    // The server's own store opens on it, and every post's image is there.
    await reading(restored, async (db) => {
      const posts = await sql<{
        image_key: string;
        image_width: number;
      }>`select image_key, image_width from blog_posts`.execute(db);
      expect(posts.rows).toHaveLength(3);
      for (const post of posts.rows) {
        expect(
          existsSync(join(restored.dataDir, "media", `${post.image_key}-${post.image_width}.webp`)),
        ).toBe(true);
      }
    });
  });

  it("refuses a target that is not empty, and changes nothing in it", async () => {
    const tables = tablesOf();
    const before = await fingerprint(restored, tables);
    const again = await restoreCli(backupDir, restored);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      "The target is not empty, so nothing was restored and nothing was changed",
    );
    expect(again.stdout).toBe("");
    expect(await fingerprint(restored, tables)).toEqual(before);

    // Images alone make a target not empty.
    const onlyImages = await emptyTarget(dialect);
    cpSync(join(backupDir, "media"), join(onlyImages.dataDir, "media"), { recursive: true });
    const imagesBefore = await fingerprint(onlyImages, tables);
    await expect(restoreBackup(backupDir, onlyImages)).rejects.toThrow(/files in .*media/);
    expect(await fingerprint(onlyImages, tables)).toEqual(imagesBefore);
  });

  it("refuses a backup that does not match its manifest, touching nothing", async () => {
    const storeFile = dialect === "sqlite" ? "site.db" : "store.dump";
    const anImage = manifest.files.find((file) => file.path.startsWith("media/"))?.path ?? "";
    const tamperings: [string, (dir: string) => void, RegExp][] = [
      [
        "an image changed",
        (dir) => {
          const bytes = readFileSync(join(dir, anImage));
          bytes[bytes.length >> 1] = (bytes[bytes.length >> 1] ?? 0) ^ 0xff;
          writeFileSync(join(dir, anImage), bytes);
        },
        /its SHA-256 is not the manifest's/,
      ],
      ["the store grown", (dir) => appendFileSync(join(dir, storeFile), "x"), /bytes, the manifest says/],
      ["an image gone", (dir) => rmSync(join(dir, anImage)), /: missing/],
      [
        "an image added",
        (dir) => writeFileSync(join(dir, "media", "aaaaaaaaaaaaaaaa-480.webp"), "extra"),
        /not in the manifest/,
      ],
      ["no manifest", (dir) => rmSync(join(dir, "backup.json")), /holds no backup.json/],
      [
        "a manifest edited",
        (dir) => {
          const edited = JSON.parse(readFileSync(join(dir, "backup.json"), "utf8")) as BackupManifest;
          edited.files.push({ path: "../elsewhere", bytes: 1, sha256: "0".repeat(64) });
          writeFileSync(join(dir, "backup.json"), JSON.stringify(edited));
        },
        /not a file a .* backup holds/,
      ],
    ];
    for (const [what, tamper, reason] of tamperings) {
      const dir = join(root, `${dialect}-tampered-${randomBytes(4).toString("hex")}`);
      cpSync(backupDir, dir, { recursive: true });
      tamper(dir);
      await expect(verifyBackup(dir), what).rejects.toThrow(reason);
      const target = await emptyTarget(dialect);
      const refused = await restoreCli(dir, target);
      expect(refused.code, what).toBe(1);
      expect(refused.stderr, what).toMatch(reason);
      // Nothing was made: no DATA_DIR, and the database still has no table.
      expect(existsSync(target.dataDir), what).toBe(false);
      if (target.url) {
        const tables = await reading(target, async (db) =>
          sql`select 1 from information_schema.tables where table_schema = 'public'`.execute(db),
        );
        expect(tables.rows, what).toEqual([]);
      }
    }
  });

  it("refuses a backup of the other kind of store", async () => {
    const other: StoreLocation =
      dialect === "sqlite"
        ? // Never reached: the kinds are compared before any connection.
          { dataDir: join(root, "never-made"), url: "postgres://nobody@127.0.0.1:1/none" }
        : { dataDir: join(root, "never-made") };
    await expect(restoreBackup(backupDir, other)).rejects.toThrow(
      dialect === "sqlite"
        ? "This is a SQLite backup, and the store configured here is PostgreSQL"
        : "This is a PostgreSQL backup, and the store configured here is SQLite",
    );
    expect(existsSync(other.dataDir)).toBe(false);
  });

  it("writes only into a new or empty folder", async () => {
    await expect(createBackup({ dataDir: store.dataDir, url: store.url }, backupDir)).rejects.toThrow(
      BackupError,
    );
    await expect(verifyBackup(backupDir)).resolves.toEqual(manifest);
  });

  it("prints counts and sizes, never a record, and says when an image the store uses is missing", async () => {
    const source = { dataDir: store.dataDir, url: store.url };
    const written = await cli(runBackup, ["--out", join(root, `${dialect}-cli`)], source);
    expect(written.stderr).toBe("");
    expect(written.code).toBe(0);
    expect(written.stdout).toContain("Backup written to");
    expect(written.stdout).toContain("demo_requests 4");
    for (const personal of ["@", "Backup Person", "Backup Leader", "Backup post", "Backup Clinic"]) {
      expect(written.stdout).not.toContain(personal);
    }

    // A timer's nightly backup: a dated folder under the parent it names.
    const parent = join(root, `${dialect}-nightly`);
    const dated = await cli(runBackup, ["--into", parent], source);
    expect(dated.code).toBe(0);
    const [folder] = readdirSync(parent);
    expect(folder).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    await expect(verifyBackup(join(parent, folder ?? ""))).resolves.toMatchObject({ store: manifest.store });
    expect((await cli(runBackup, ["--into", parent, "--out", join(root, "both")], source)).code).toBe(1);

    // A post's main rendition gone from DATA_DIR: the backup holds the rest, names it, and exits 1.
    const [post] = (
      await sql<{
        image_key: string;
        image_width: number;
      }>`select image_key, image_width from blog_posts`.execute(store.db)
    ).rows;
    const gone = `${post?.image_key}-${post?.image_width}.webp`;
    const path = join(store.dataDir, "media", gone);
    const bytes = readFileSync(path);
    rmSync(path);
    try {
      const dir = join(root, `${dialect}-missing`);
      const incomplete = await cli(runBackup, ["--out", dir], source);
      expect(incomplete.code).toBe(1);
      expect(incomplete.stderr).toContain("The store refers to 1 image that");
      expect((await verifyBackup(dir)).missingImages).toEqual([gone]);
    } finally {
      writeFileSync(path, bytes);
    }
    // Three backups and a verify: about 2 s on a quiet machine, more on a busy one.
  }, 30_000);
});
