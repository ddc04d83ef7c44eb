import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Locale } from "#common/i18n/locale.ts";
import { privacyNoticeHi } from "#common/privacy-notice.hi.ts";
import { type NoticeDetails, noticeText, type PrivacyNotice, privacyNotice } from "#common/privacy-notice.ts";
import { findNotice, insertNoticeOnce, listNoticeVersions } from "#server/db/repositories/privacy-notices.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";

/** A notice version: the first 16 hex digits of the SHA-256 of its text. */
const versionPattern = /^[0-9a-f]{16}$/;

export function noticeVersionOf(notice: PrivacyNotice): string {
  return createHash("sha256").update(noticeText(notice)).digest("hex").slice(0, 16);
}

export type PublishedNotice = {
  version: string;
  notice: PrivacyNotice;
  publishedAt: string;
  current: boolean;
};

/** The notice in force, as the details give it now. */
export type NoticeInForce = {
  notice: PrivacyNotice;
  version: string;
  /** The company's name, as the notice and the consent checkboxes say it. */
  company: string;
  retentionDays: number;
};

/**
 * The privacy notice in force and every version published before it. The
 * notice in force is built from `detailsOf()`, the company's details as
 * Settings give them now (a change to them is a new version); each version is
 * stored (once, by any process) before the first consent that names it.
 */
export function createNoticeBook(db: Kysely<Database>, clock: Clock, detailsOf: () => NoticeDetails) {
  const inForce = new Map<Locale, NoticeInForce & { key: string; details: NoticeDetails }>();
  /**
   * The notice in force in `language` (issue 36: the Hindi notice is a
   * version of its own, with its own hash, which a consent given on a Hindi
   * page names), built again only when the details changed. Every lead asks
   * for it: the very details it was built from are known without comparing
   * them (`detailsOf` gives the same object until Settings change).
   */
  function state(language: Locale = "en"): NoticeInForce {
    const details = detailsOf();
    const kept = inForce.get(language);
    if (kept?.details === details) return kept;
    const key = JSON.stringify(details);
    if (kept?.key === key) {
      kept.details = details;
      return kept;
    }
    const notice = language === "hi" ? privacyNoticeHi(details) : privacyNotice(details);
    const built = {
      key,
      details,
      notice,
      version: noticeVersionOf(notice),
      company: details.company,
      retentionDays: details.retentionDays,
    };
    inForce.set(language, built);
    return built;
  }
  /** The versions in force, one per language. */
  const currentVersions = () =>
    new Map([state("en"), state("hi")].map((one, i) => [one.version, i === 0 ? "en" : "hi"] as const));

  const published = new Map<string, Promise<void>>();
  function publishVersion({ version, notice }: NoticeInForce): Promise<void> {
    const already = published.get(version);
    if (already) return already;
    const publishing = insertNoticeOnce(db, {
      version,
      content: noticeText(notice),
      publishedAt: clock().toISOString(),
    }).catch((error: unknown) => {
      published.delete(version);
      throw error;
    });
    published.set(version, publishing);
    return publishing;
  }

  /** Stores the notice in force (in `language`) if no process has yet; safe to call from many at once. */
  async function publish(language: Locale = "en"): Promise<NoticeInForce> {
    const now = state(language);
    await publishVersion(now);
    return now;
  }

  return {
    state,
    publish,

    /** A published version, or null (unknown or malformed). */
    async find(wanted: string): Promise<PublishedNotice | null> {
      if (!versionPattern.test(wanted)) return null;
      const current = currentVersions().get(wanted);
      if (current) await publish(current);
      const row = await findNotice(db, wanted);
      if (!row) return null;
      return {
        version: row.version,
        notice: JSON.parse(row.content) as PrivacyNotice,
        publishedAt: row.published_at,
        current: current !== undefined,
      };
    },

    /** Every published version, newest first. */
    async versions(): Promise<{ version: string; publishedAt: string; current: boolean }[]> {
      await publish();
      const currents = currentVersions();
      const rows = await listNoticeVersions(db);
      return rows.map((row) => ({
        version: row.version,
        publishedAt: row.published_at,
        current: currents.has(row.version),
      }));
    },
  };
}
