import type { Kysely, Transaction } from "kysely";
import {
  type ConsentChannel,
  type ConsentView,
  type ConsentWording,
  FORM_PAGE_FIELD,
} from "#common/consent.ts";
import { sitePathOf } from "#common/schemas/attribution.ts";
import { findFirstConsent, insertConsent } from "#server/db/repositories/consents.ts";
import type { Database, NewConsentRow } from "#server/db/schema.ts";
import { orderedUuid } from "../ids.ts";

/*
 * The consent ledger: for each record a form stored, what the visitor agreed
 * to (the checkbox's words and purpose), under which notice version, how
 * (the channel and the page) and when. No personal data: the record holds it.
 */

/** How a submission reached us: the page's own post without JavaScript, or JSON from its script or anyone else. */
export type SubmissionOrigin = { formPost: string } | { json: true };

/** The ledger's channel and page for a submission. */
export function consentChannelOf(
  input: Record<string, unknown>,
  origin: SubmissionOrigin,
): { channel: ConsentChannel; page: string | null } {
  if ("formPost" in origin) return { channel: "page-without-javascript", page: origin.formPost };
  const page = sitePathOf(input[FORM_PAGE_FIELD]);
  return page ? { channel: "page-with-javascript", page } : { channel: "api", page: null };
}

/** Records the consent given with a record, in the transaction that stores it. */
export async function recordConsent(trx: Transaction<Database>, consent: GivenConsent): Promise<void> {
  await insertConsent(trx, consentRowOf(consent));
}

/** What a visitor agreed to with a record, as `recordConsent` takes it. */
export type GivenConsent = {
  kind: string;
  id: string;
  noticeVersion: string;
  wording: ConsentWording;
  channel: ConsentChannel;
  page: string | null;
  at: string;
};

/** The ledger's row for a consent. */
export function consentRowOf(consent: GivenConsent): NewConsentRow {
  return {
    id: orderedUuid(),
    subject_type: consent.kind,
    subject_id: consent.id,
    notice_version: consent.noticeVersion,
    consent_text: consent.wording.text,
    purpose: consent.wording.purpose,
    channel: consent.channel,
    page: consent.page,
    created_at: consent.at,
  };
}

/** The consent given with a record, or null (a record from before the ledger). */
export async function consentOf(db: Kysely<Database>, kind: string, id: string): Promise<ConsentView | null> {
  const row = await findFirstConsent(db, kind, id);
  if (!row) return null;
  return {
    noticeVersion: row.notice_version,
    text: row.consent_text,
    purpose: row.purpose,
    channel: row.channel as ConsentChannel,
    page: row.page,
    createdAt: row.created_at,
  };
}
