import type { Kysely } from "kysely";
import type { ConsentView } from "#common/consent.ts";
import type { Locale } from "#common/i18n/locale.ts";
import type { NoticeDetails } from "#common/privacy-notice.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import type { LeadKindRegistry } from "./lead-kinds/registry.ts";
import { consentOf } from "./privacy/consent-ledger.ts";
import { eraseForVisitor } from "./privacy/erasure.ts";
import { createNoticeBook } from "./privacy/notice.ts";
import { addressKeyOf, siteSecrets } from "./privacy/site-secrets.ts";
import { type WithdrawalCheck, withdrawalLinks } from "./privacy/withdrawal.ts";

/**
 * The privacy side of the site, as the other services and the pages use it:
 * the notice in force and its published versions (privacy/notice.ts), the
 * consent given with a record (privacy/consent-ledger.ts), withdrawal links
 * and the erasure they ask for (privacy/withdrawal.ts, privacy/erasure.ts),
 * and the site's keys (privacy/site-secrets.ts). `kinds` are the kinds of
 * lead a withdrawal link may name (lead-kinds/registry.ts).
 */
export function createPrivacyService<Kind extends string>(
  db: Kysely<Database>,
  clock: Clock,
  detailsOf: () => NoticeDetails,
  kinds: LeadKindRegistry<Kind>,
) {
  const notices = createNoticeBook(db, clock, detailsOf);
  const secret = siteSecrets(db, clock);
  const links = withdrawalLinks(kinds, () => secret("withdrawal"), clock);

  return {
    /** The notice in force and its version, without a trip to the store. */
    current: (language: Locale = "en") => {
      const { version, notice } = notices.state(language);
      return { version, notice };
    },

    /** Stores the notice in force if no process has yet; its version and company, for a consent. */
    publish: notices.publish,

    /** Days a closed lead and sent mail are kept (RETENTION_DAYS). */
    get retentionDays(): number {
      return notices.state().retentionDays;
    },

    /** A published version, or null (unknown or malformed). */
    find: notices.find,

    /** Every published version, newest first. */
    versions: notices.versions,

    /** The signed token of a new record's withdrawal link; ask before its transaction (the key may be read from the store). */
    withdrawalToken: links.tokenFor,

    /** Whether a withdrawal link is genuine and in time, and what it would erase. */
    checkWithdrawal: links.check,

    /**
     * The stand-in for an address that the daily cap on mail to visitors
     * counts under (privacy/site-secrets.ts `addressKeyOf`). Ask before a
     * transaction: the key may have to be read from the store.
     */
    async addressKey(address: string): Promise<string> {
      return addressKeyOf(await secret("address"), address);
    },

    /**
     * Withdraws consent and erases the record a withdrawal link names, with
     * its consent, idempotency key and mail (sent or not), in one
     * transaction; an audit row without personal data remains. Erasing twice
     * (or from two tabs at once) finds it gone the second time: `erased` false.
     */
    async withdraw(token: unknown): Promise<WithdrawalCheck<Kind> & { erased?: boolean }> {
      const check = await links.check(token);
      if (!check.ok) return check;
      const erased = await eraseForVisitor(db, kinds.named(check.kind), check.id, clock().toISOString());
      return { ...check, erased };
    },

    /** The consent given with a record, or null (a record from before the ledger). */
    consentOf: (kind: Kind, id: string): Promise<ConsentView | null> => consentOf(db, kind, id),
  };
}

export type PrivacyService<Kind extends string = string> = ReturnType<typeof createPrivacyService<Kind>>;
