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
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Brings the schema up to date. Safe to run twice and from two processes at
 * once: PostgreSQL serialises migrators with an advisory lock. SQLite has no
 * such lock in Kysely, so a migrator that loses the race (it sees "database
 * is locked", or finds the other has just recorded the same migration) rolls
 * back, waits and tries again, then finds nothing left to do. Migrations are
 * written to be idempotent (`ifNotExists`) for the same reason.
 */
// biome-ignore lint/suspicious/noExplicitAny: it migrates any schema, as the frozen migrations are typed loosely
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  for (let attempt = 1; ; attempt += 1) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    const message = error instanceof Error ? error.message : String(error);
    if (attempt >= 10 || !/locked|busy|UNIQUE constraint failed: kysely_migration/i.test(message))
      throw error;
    await sleep(100 * attempt);
  }
}
