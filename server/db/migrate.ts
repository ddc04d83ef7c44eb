import type { Kysely } from "kysely";
import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import * as initial from "./migrations/2026_11_22_001_initial.ts";
import * as waitlist from "./migrations/2026_11_22_002_waitlist.ts";
import * as blogImageAlt from "./migrations/2026_11_23_003_blog_image_alt.ts";
import * as outboxDelivery from "./migrations/2026_11_23_004_outbox_delivery.ts";
import * as contactMessages from "./migrations/2026_11_23_005_contact_messages.ts";
import * as leadDetails from "./migrations/2026_11_23_006_lead_details.ts";
import * as blogListingIndexes from "./migrations/2026_11_23_007_blog_listing_indexes.ts";
import * as postViewsAndSlugs from "./migrations/2026_11_23_008_post_views_and_slugs.ts";
import * as blogCoveringIndexes from "./migrations/2026_11_24_009_blog_covering_indexes.ts";
import * as privacy from "./migrations/2026_11_24_010_privacy.ts";
import * as secretsAndAudit from "./migrations/2026_11_24_011_secrets_and_audit.ts";
import * as siteSettings from "./migrations/2026_11_25_012_site_settings.ts";
import * as contentVersion from "./migrations/2026_11_26_013_content_version.ts";
import * as leadNotes from "./migrations/2026_11_27_014_lead_notes.ts";
import * as leadReadState from "./migrations/2026_11_27_015_lead_read_state.ts";
import * as leadSenderIndexes from "./migrations/2026_11_27_016_lead_sender_indexes.ts";
import * as leadStageOwner from "./migrations/2026_11_27_017_lead_stage_owner.ts";
import * as leadReplies from "./migrations/2026_11_27_018_lead_replies.ts";
import * as leadDueTimes from "./migrations/2026_11_27_019_lead_due_times.ts";
import * as clinicalReview from "./migrations/2026_11_27_020_clinical_review.ts";
import * as twoFactor from "./migrations/2026_11_28_021_two_factor.ts";
import * as leadLanguage from "./migrations/2026_11_28_022_lead_language.ts";
import * as postLanguage from "./migrations/2026_11_28_023_post_language.ts";

/** Listed here rather than read from disk, so the order is explicit and reviewed. */
const migrations: Record<string, Migration> = {
  "2026_11_22_001_initial": initial,
  "2026_11_22_002_waitlist": waitlist,
  "2026_11_23_003_blog_image_alt": blogImageAlt,
  "2026_11_23_004_outbox_delivery": outboxDelivery,
  "2026_11_23_005_contact_messages": contactMessages,
  "2026_11_23_006_lead_details": leadDetails,
  "2026_11_23_007_blog_listing_indexes": blogListingIndexes,
  "2026_11_23_008_post_views_and_slugs": postViewsAndSlugs,
  "2026_11_24_009_blog_covering_indexes": blogCoveringIndexes,
  "2026_11_24_010_privacy": privacy,
  "2026_11_24_011_secrets_and_audit": secretsAndAudit,
  "2026_11_25_012_site_settings": siteSettings,
  "2026_11_26_013_content_version": contentVersion,
  "2026_11_27_014_lead_notes": leadNotes,
  "2026_11_27_015_lead_read_state": leadReadState,
  "2026_11_27_016_lead_sender_indexes": leadSenderIndexes,
  "2026_11_27_017_lead_stage_owner": leadStageOwner,
  "2026_11_27_018_lead_replies": leadReplies,
  "2026_11_27_019_lead_due_times": leadDueTimes,
  "2026_11_27_020_clinical_review": clinicalReview,
  "2026_11_28_021_two_factor": twoFactor,
  "2026_11_28_022_lead_language": leadLanguage,
  "2026_11_28_023_post_language": postLanguage,
};

/** The newest migration this code knows. */
const latestKnown = Object.keys(migrations).sort().at(-1) ?? "";

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
async function newerMigrations(db: Kysely<any>): Promise<string[]> {
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
  const newer = await newerMigrations(db);
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
