import type { Kysely } from "kysely";
import { type WeekHours, weekHoursOf } from "#common/business-hours.ts";
import { type SiteConfig, siteConfigFrom } from "#common/site-config.ts";
import {
  changedParts,
  defaultSiteSettings,
  type SiteSettings,
  settingsFieldErrors,
  siteSettingsSchema,
} from "#common/site-settings.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import {
  readSettingsRow,
  readSettingsVersions,
  saveSettingsIfVersion,
  writeFirstSettings,
} from "#server/db/repositories/site-settings.ts";
import type { Database } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { Clock } from "./clock.ts";
import { ConflictError, InvalidInputError } from "./errors.ts";
import type { ImageService } from "./images.ts";
import type { Actor } from "./leads.ts";

/**
 * The settings a process holds, the version of the store they came from, and
 * the version of what readers see in the blog (`contentVersion`, raised by
 * every change a reader can see: server/services/blog/), read together.
 */
export type SettingsSnapshot = {
  version: number;
  settings: SiteSettings;
  site: SiteConfig;
  /** The open hours Settings' lines give (common/business-hours.ts), read once per snapshot. */
  hours: WeekHours;
  contentVersion: number;
};

function snapshotOf(version: number, settings: SiteSettings, contentVersion: number): SettingsSnapshot {
  const site = siteConfigFrom(settings);
  return { version, settings, site, hours: weekHoursOf(site.supportHours).hours, contentVersion };
}

/** Stored JSON back to settings; a document that no longer passes the schema falls back to the defaults, part by part. */
function parseStored(data: string | null): SiteSettings {
  if (data === null) return defaultSiteSettings;
  const parsed = siteSettingsSchema.safeParse({ ...defaultSiteSettings, ...JSON.parse(data) });
  return parsed.success ? parsed.data : defaultSiteSettings;
}

export const staleSettingsMessage =
  "Someone saved the settings after you opened them. Reload the page to see their changes, then make yours again.";

/**
 * The company's details (common/site-settings.ts), kept in the store and
 * held in each process's memory: `site()` answers without a trip to the
 * store, `refresh()` asks the store for the version alone (one indexed row)
 * and reads the document only when it changed, so several processes pick up
 * a save within one refresh interval. A save names the version it was made
 * from and is refused when another save came first (ConflictError), so two
 * staff members never overwrite each other unknowingly. Every save is
 * audited by the parts it changed, never their values.
 */
export function createSiteSettingsService(db: Kysely<Database>, clock: Clock, images: ImageService) {
  let snapshot = snapshotOf(0, defaultSiteSettings, 0);
  const listeners = new Set<(snapshot: SettingsSnapshot) => void>();

  function adopt(next: SettingsSnapshot) {
    if (
      next.version === snapshot.version &&
      next.settings === snapshot.settings &&
      next.contentVersion === snapshot.contentVersion
    )
      return;
    snapshot = next;
    for (const listener of listeners) listener(snapshot);
  }

  /** Every photo named must be one the image pipeline stored. */
  async function checkPhotos(settings: SiteSettings) {
    for (const [index, leader] of settings.leaders.entries()) {
      if (!leader.photo) continue;
      const stored = await images.read(`${leader.photo.key}-${leader.photo.width}.webp`);
      if (!stored) {
        throw new InvalidInputError("Please check the leaders' photos.", {
          fieldErrors: {
            [`leaders.${index}.photo`]: "This photo is not one the site stored. Upload it again.",
          },
        });
      }
    }
  }

  return {
    /** The details every page shows, as the pages read them. */
    site: (): SiteConfig => snapshot.site,

    /** The company's open hours, as each lead's reply target and each answer count them. */
    hours: (): WeekHours => snapshot.hours,

    /** The stored settings and their version, as this process holds them. */
    current: (): SettingsSnapshot => snapshot,

    /**
     * Reads the store: writes the defaults into a fresh store (its first
     * settings are the code's defaults, and stay so whatever the code says
     * later), then takes what is stored. Call once at start.
     */
    async load(): Promise<SettingsSnapshot> {
      await writeFirstSettings(db, JSON.stringify(defaultSiteSettings));
      const row = await readSettingsRow(db);
      adopt(snapshotOf(row?.version ?? 0, parseStored(row?.data ?? null), row?.content_version ?? 0));
      return snapshot;
    },

    /**
     * Asks the store for its versions, and reads the settings only if another
     * process saved them; a new content version alone keeps the settings held.
     */
    async refresh(): Promise<SettingsSnapshot> {
      const row = await readSettingsVersions(db);
      if (!row) return snapshot;
      if (row.version === snapshot.version) {
        if (row.content_version !== snapshot.contentVersion) {
          adopt({ ...snapshot, contentVersion: row.content_version });
        }
        return snapshot;
      }
      const full = await readSettingsRow(db);
      if (full) adopt(snapshotOf(full.version, parseStored(full.data), full.content_version));
      return snapshot;
    },

    /**
     * Refreshes every `intervalMs` (a second by default) until stopped, so a
     * save made by another process shows here within that time. While the
     * store does not answer, the settings held are kept, and said once.
     */
    watch(logger: Logger, intervalMs = 1000): { stop(): void } {
      let failing = false;
      const timer = setInterval(() => {
        this.refresh().then(
          () => {
            if (failing) logger.info("site settings are read from the store again");
            failing = false;
          },
          (error: unknown) => {
            if (!failing)
              logger.warn({ err: error }, "site settings could not be refreshed: keeping the ones held");
            failing = true;
          },
        );
      }, intervalMs);
      timer.unref();
      return { stop: () => clearInterval(timer) };
    },

    /** Called with every new snapshot this process adopts (its own saves and others'). */
    onChange(listener: (snapshot: SettingsSnapshot) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Saves new settings made from `version`. Refused (ConflictError) when
     * the store has moved on since: the conditional update is the check and
     * the write at once, so of two saves from the same version exactly one
     * lands.
     */
    async update(actor: Actor, input: unknown, version: number): Promise<SettingsSnapshot> {
      const parsed = siteSettingsSchema.safeParse(input);
      if (!parsed.success) {
        throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Please check the settings.", {
          fieldErrors: settingsFieldErrors(parsed.error),
        });
      }
      const settings = parsed.data;
      await checkPhotos(settings);
      const at = clock().toISOString();
      const saved = await db.transaction().execute(async (trx) => {
        const before = await readSettingsRow(trx);
        const saved = await saveSettingsIfVersion(trx, {
          data: JSON.stringify(settings),
          version,
          at,
          by: actor.username,
        });
        if (!saved) throw new ConflictError(staleSettingsMessage);
        const changed = changedParts(parseStored(before?.data ?? null), settings);
        await recordAudit(trx, {
          actorId: actor.id,
          actorUsername: actor.username,
          action: "update",
          entityType: "site_settings",
          entityId: "1",
          detail: changed.length ? `changed: ${changed.join(", ")}` : "saved without changes",
          at,
        });
        return snapshotOf(version + 1, settings, before?.content_version ?? snapshot.contentVersion);
      });
      adopt(saved);
      return saved;
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
