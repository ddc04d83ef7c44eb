/**
 * What a backup is, for every part of backup and restore: its files' names,
 * the kinds of store, the error the CLIs print, the manifest (`backup.json`)
 * and the facts of a snapshot that the manifest records.
 */
import { z } from "zod";

/** The SQLite file in DATA_DIR (createStore's default name), and its name in a backup. */
export const sqliteFileName = "site.db";
/** The PostgreSQL dump in a backup. */
export const dumpFileName = "store.dump";
/** The manifest, written last. */
export const manifestFileName = "backup.json";
/** What age adds to the name of a file it encrypted (BACKUP_RECIPIENT): `site.db.age`, `backup.json.age`. */
export const encryptedSuffix = ".age";
/** The manifest of an encrypted backup: the same JSON, encrypted like every other file. */
export const encryptedManifestFileName = `${manifestFileName}${encryptedSuffix}`;
export const mediaFolder = "media";

export type StoreKind = "sqlite" | "postgres";

/** Where a store lives, as the server reads it (server/config.ts): DATA_DIR, and DATABASE_URL when PostgreSQL. */
export type StoreLocation = { dataDir: string; url?: string };

export const kindOf = (location: StoreLocation): StoreKind => (location.url ? "postgres" : "sqlite");
export const kindName = (kind: StoreKind) => (kind === "sqlite" ? "SQLite" : "PostgreSQL");
export const storeFileOf = (kind: StoreKind) => (kind === "sqlite" ? sqliteFileName : dumpFileName);

/** A refusal or a failure, said in words the operator can act on; the CLIs print it and exit 1. */
export class BackupError extends Error {
  override name = "BackupError";
}

const measuredSchema = z.object({
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});

/**
 * A file of the backup: its path, size and SHA-256 as restored; in an
 * encrypted backup, also the size and SHA-256 of the `.age` file that holds
 * it, which ties each encrypted file to this manifest (a file swapped for
 * another backup's, or removed, no longer matches).
 */
const fileEntrySchema = measuredSchema.extend({
  path: z.string().min(1),
  encrypted: measuredSchema.optional(),
});

export const manifestSchema = z.object({
  format: z.literal(1),
  /** When the snapshot was taken (ISO-8601 UTC). */
  createdAt: z.string(),
  store: z.enum(["sqlite", "postgres"]),
  /** The last migration applied to the store, by name; null when none was. */
  migration: z.string().nullable(),
  /** Rows of each table in the snapshot (Kysely's own tables aside). */
  rows: z.record(z.string(), z.number().int().min(0)),
  /** Image files in `media/`. */
  images: z.number().int().min(0),
  /** Images the store refers to that DATA_DIR/media did not hold when the backup was made. */
  missingImages: z.array(z.string()),
  files: z.array(fileEntrySchema),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type FileEntry = z.infer<typeof fileEntrySchema>;
/** The size and SHA-256 of a file's bytes. */
export type Measured = z.infer<typeof measuredSchema>;

/** Where the backup holds a file: `media/x.webp`, or `media/x.webp.age` when encrypted. */
export const storedPathOf = (file: FileEntry) =>
  file.encrypted ? `${file.path}${encryptedSuffix}` : file.path;

/** `2026-11-25T21-30-00Z`: a backup folder's name for its time, in UTC, sortable and safe on any disk. */
export function backupFolderName(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const isMissing = (error: unknown) => (error as { code?: string }).code === "ENOENT";

export type Row = Record<string, unknown>;
export type Query = (text: string) => Promise<Row[]>;

/** What a snapshot holds, read from the snapshot itself. */
export type SnapshotFacts = {
  migration: string | null;
  rows: Record<string, number>;
  /** Image keys the store refers to, and the rendition each shows first (which must be there). */
  references: { key: string; main: string | null }[];
};

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Reads the facts of a snapshot through `query`, whose SQL both dialects understand. */
export async function factsOf(query: Query, tables: string[]): Promise<SnapshotFacts> {
  const rows: Record<string, number> = {};
  for (const table of tables.filter((name) => !name.startsWith("kysely_")).sort()) {
    const [result] = await query(`select count(*) as n from ${quoteName(table)}`);
    rows[table] = Number(result?.n ?? 0);
  }
  let migration: string | null = null;
  if (tables.includes("kysely_migration")) {
    const [last] = await query("select name from kysely_migration order by name desc limit 1");
    migration = typeof last?.name === "string" ? last.name : null;
  }
  const references: SnapshotFacts["references"] = [];
  const refer = (key: unknown, width: unknown) => {
    if (typeof key !== "string" || !/^[a-f0-9]{16,64}$/.test(key)) return;
    const w = Number(width);
    references.push({ key, main: Number.isInteger(w) && w > 0 ? `${key}-${w}.webp` : null });
  };
  if (tables.includes("blog_posts")) {
    const posts = await query(
      "select image_key, image_width from blog_posts where image_key is not null order by image_key",
    );
    for (const post of posts) refer(post.image_key, post.image_width);
  }
  if (tables.includes("site_settings")) {
    // The leaders' photos in Settings (common/site-settings.ts).
    for (const { data } of await query("select data from site_settings")) {
      if (typeof data !== "string") continue;
      try {
        const leaders = (JSON.parse(data) as { leaders?: unknown }).leaders;
        if (!Array.isArray(leaders)) continue;
        for (const leader of leaders as { photo?: { key?: unknown; width?: unknown } | null }[]) {
          if (leader?.photo) refer(leader.photo.key, leader.photo.width);
        }
      } catch {
        // Settings that do not parse refer to nothing the backup could check.
      }
    }
  }
  return { migration, rows, references };
}
