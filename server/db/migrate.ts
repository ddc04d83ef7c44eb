import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";

/**
 * Every migration in ./migrations, by file name without `.ts`, in name order:
 * a new one is only a new file there, named `YYYY_MM_DD_NNN_what.ts`
 * (migrate.test.ts holds the names to that, so name order is the order they
 * were written in). Under Vite (the server build, `npm run dev`, Vitest),
 * which sets `import.meta.env`, the folder is listed when the module is
 * built, so the build carries every migration in its one file; under plain
 * Node (scripts/users.ts) the folder is read here and each file imported.
 */
async function loadMigrations(): Promise<Record<string, Migration>> {
  const files: [string, Migration][] = import.meta.env
    ? Object.entries(import.meta.glob<Migration>("./migrations/*.ts", { eager: true }))
    : await Promise.all(
        readdirSync(join(import.meta.dirname, "migrations"))
          .filter((file) => file.endsWith(".ts"))
          .map(async (file): Promise<[string, Migration]> => {
            const migration: Migration = await import(
              pathToFileURL(join(import.meta.dirname, "migrations", file)).href
            );
            return [file, migration];
          }),
      );
  const named = files.map(([file, migration]): [string, Migration] => [basename(file, ".ts"), migration]);
  return Object.fromEntries(named.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * How many of this code's migrations the store has not recorded (0: its
 * schema is current), for the readiness check: a store another process is
 * still migrating, or that none has migrated, is not ready.
 */
// biome-ignore lint/suspicious/noExplicitAny: as migrateToLatest
export async function pendingMigrations(db: Kysely<any>): Promise<number> {
  const migrations = await loadMigrations();
  const rows: { name: string }[] = await db.selectFrom("kysely_migration").select("name").execute();
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !applied.has(name)).length;
}

/** Stands in for a migration of a newer release that this code does not have. */
const alreadyApplied: Migration = { up: async () => {} };

/**
 * Migrations a newer release recorded in this store that this code does not
 * know: names after its own newest. Kysely refuses a store with a recorded
 * migration it cannot find ("corrupted migrations"), which would keep the
 * previous release from starting on an upgraded store, so a rollback could
 * only restore a backup. Migrations only add (tables, columns nullable or
 * with a default, indexes), so older code runs on a newer schema; these are
 * counted as applied. An unknown name before our newest is still refused:
 * that is a store from another line of history. Read before the migrator
 * starts, since on SQLite it holds the only connection.
 */
// biome-ignore lint/suspicious/noExplicitAny: it migrates any schema, as the frozen migrations are typed loosely
async function newerMigrations(db: Kysely<any>, migrations: Record<string, Migration>): Promise<string[]> {
  // The newest migration this code knows.
  const latestKnown = Object.keys(migrations).sort().at(-1) ?? "";
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return [];
  const rows: { name: string }[] = await db.selectFrom("kysely_migration").select("name").execute();
  return rows.map((row) => row.name).filter((name) => !(name in migrations) && name > latestKnown);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Brings the schema up to date. Safe to run twice and from two processes at
 * once: PostgreSQL serialises migrators with an advisory lock. SQLite has no
 * such lock in Kysely, so a migrator that loses the race (it sees "database
 * is locked", or finds the other has just recorded the same migration) rolls
 * back, waits and tries again, then finds nothing left to do. Migrations are
 * written to be idempotent (`ifNotExists`) for the same reason. A store that
 * a newer release has migrated starts too (`newerMigrations`).
 */
// biome-ignore lint/suspicious/noExplicitAny: it migrates any schema, as the frozen migrations are typed loosely
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrations = await loadMigrations();
  const newer = await newerMigrations(db, migrations);
  const known = { ...migrations, ...Object.fromEntries(newer.map((name) => [name, alreadyApplied])) };
  const provider: MigrationProvider = { getMigrations: async () => known };
  const migrator = new Migrator({ db, provider });
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    const message = error instanceof Error ? error.message : String(error);
    // A column the other migrator has just added counts as losing the race too.
    if (
      attempt >= 10 ||
      !/locked|busy|UNIQUE constraint failed: kysely_migration|duplicate column name/i.test(message)
    )
      throw error;
    await sleep(100 * attempt);
  }
}
