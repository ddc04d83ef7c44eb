import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import {
  type ConsentChannel,
  type ConsentKind,
  type ConsentView,
  consentWording,
  FORM_PAGE_FIELD,
  withdrawalLinkDays,
} from "#common/consent.ts";
import { IDEMPOTENCY_FIELD } from "#common/constants.ts";
import { type NoticeDetails, noticeText, type PrivacyNotice, privacyNotice } from "#common/privacy-notice.ts";
import { sitePathOf } from "#common/schemas/attribution.ts";
import { recordAudit } from "#server/db/repositories/audit-log.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError } from "./errors.ts";

/** A key is what `crypto.randomUUID()` makes, or any 16 to 64 URL-safe characters. */
const keyPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** A notice version: the first 16 hex digits of the SHA-256 of its text. */
const versionPattern = /^[0-9a-f]{16}$/;

/** How long a key answers for its first submission; a retry comes within seconds or minutes. */
export const idempotencyKeyHours = 24;

/** How a submission reached us: the page's own post without JavaScript, or JSON from its script or anyone else. */
export type SubmissionOrigin = { formPost: string } | { json: true };

/** Each kind of record a link can erase: its one-letter code in the token, and its table. */
const erasable: Record<
  ConsentKind,
  { code: string; table: "demo_requests" | "contact_messages" | "waitlist" }
> = {
  demo_request: { code: "d", table: "demo_requests" },
  contact_message: { code: "c", table: "contact_messages" },
  waitlist: { code: "w", table: "waitlist" },
};
const kindOfCode = new Map(Object.entries(erasable).map(([kind, { code }]) => [code, kind as ConsentKind]));
const tokenPattern = /^([dcw])\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** What a withdrawal link says: the record it erases, or why it cannot. */
export type WithdrawalCheck =
  | { ok: true; kind: ConsentKind; id: string; expiresAt: string }
  | { ok: false; reason: "invalid" | "expired" };

export type PublishedNotice = {
  version: string;
  notice: PrivacyNotice;
  publishedAt: string;
  current: boolean;
};

export function noticeVersionOf(notice: PrivacyNotice): string {
  return createHash("sha256").update(noticeText(notice)).digest("hex").slice(0, 16);
}

/** The idempotency key a body carries: null when absent, a 400 when present but malformed. */
export function idempotencyKeyOf(input: unknown): string | null {
  if (input === null || typeof input !== "object") return null;
  const value = (input as Record<string, unknown>)[IDEMPOTENCY_FIELD];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string" || !keyPattern.test(value)) {
    throw new InvalidInputError("The idempotency key must be 16 to 64 letters, digits, - or _.");
  }
  return value;
}

/** The ledger's channel and page for a submission. */
export function consentChannelOf(
  input: Record<string, unknown>,
  origin: SubmissionOrigin,
): { channel: ConsentChannel; page: string | null } {
  if ("formPost" in origin) return { channel: "page-without-javascript", page: origin.formPost };
  const page = sitePathOf(input[FORM_PAGE_FIELD]);
  return page ? { channel: "page-with-javascript", page } : { channel: "api", page: null };
}

/**
 * The privacy notice in force, every version published before it, and the
 * consent ledger. The notice in force is built from `detailsOf()`, the
 * company's details as Settings give them now (a change to them is a new
 * version); each version is stored (once, by any process) before the first
 * consent that names it.
 */
export function createPrivacyService(db: Kysely<Database>, clock: Clock, detailsOf: () => NoticeDetails) {
  type InForce = {
    key: string;
    notice: PrivacyNotice;
    version: string;
    wording: ReturnType<typeof consentWording>;
    retentionDays: number;
  };
  let inForce: InForce | undefined;
  /** The notice in force, built again only when the details changed. */
  function state(): InForce {
    const details = detailsOf();
    const key = JSON.stringify(details);
    if (inForce?.key !== key) {
      const notice = privacyNotice(details);
      inForce = {
        key,
        notice,
        version: noticeVersionOf(notice),
        wording: consentWording(details.company),
        retentionDays: details.retentionDays,
      };
    }
    return inForce;
  }
  const published = new Map<string, Promise<void>>();
  const secrets = new Map<string, Promise<Buffer>>();

  /** A key of the site's: made once by whichever process needs it first, shared through the store. */
  function secret(name: "withdrawal" | "address"): Promise<Buffer> {
    const known = secrets.get(name);
    if (known) return known;
    const reading = (async () => {
      await db
        .insertInto("site_secrets")
        .values({ name, value: randomBytes(32).toString("base64url"), created_at: clock().toISOString() })
        .onConflict((oc) => oc.column("name").doNothing())
        .execute();
      const row = await db
        .selectFrom("site_secrets")
        .select("value")
        .where("name", "=", name)
        .executeTakeFirstOrThrow();
      return Buffer.from(row.value, "base64url");
    })().catch((error: unknown) => {
      secrets.delete(name);
      throw error;
    });
    secrets.set(name, reading);
    return reading;
  }

  /** The key that signs withdrawal links. */
  const signingKey = () => secret("withdrawal");

  const sign = (key: Buffer, payload: string) =>
    createHmac("sha256", key).update(payload).digest("base64url");

  /** A signed token for the withdrawal link of a record stored at `at`, valid 30 days. */
  function tokenFor(key: Buffer, kind: ConsentKind, id: string, at: Date): string {
    const expires = Math.floor(at.getTime() / 1000) + withdrawalLinkDays * 24 * 60 * 60;
    const payload = `${erasable[kind].code}.${id}.${expires}`;
    return `${payload}.${sign(key, payload)}`;
  }

  async function checkWithdrawal(token: unknown): Promise<WithdrawalCheck> {
    if (typeof token !== "string" || token.length > 200) return { ok: false, reason: "invalid" };
    const match = tokenPattern.exec(token);
    if (!match) return { ok: false, reason: "invalid" };
    const [, code = "", id = "", expires = "", signature = ""] = match;
    const expected = Buffer.from(sign(await signingKey(), `${code}.${id}.${expires}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: "invalid" };
    const kind = kindOfCode.get(code);
    if (!kind) return { ok: false, reason: "invalid" };
    const expiresAt = new Date(Number(expires) * 1000);
    if (expiresAt.getTime() <= clock().getTime()) return { ok: false, reason: "expired" };
    return { ok: true, kind, id, expiresAt: expiresAt.toISOString() };
  }

  /** Stores the notice in force if no process has yet; safe to call from many at once. */
  async function publish(): Promise<InForce> {
    const now = state();
    await publishVersion(now);
    return now;
  }

  function publishVersion({ version, notice }: InForce): Promise<void> {
    const already = published.get(version);
    if (already) return already;
    const publishing = db
      .insertInto("privacy_notices")
      .values({ version, content: noticeText(notice), published_at: clock().toISOString() })
      .onConflict((oc) => oc.column("version").doNothing())
      .execute()
      .then(
        () => undefined,
        (error: unknown) => {
          published.delete(version);
          throw error;
        },
      );
    published.set(version, publishing);
    return publishing;
  }

  return {
    /** The notice in force and its version, without a trip to the store. */
    current: () => {
      const { version, notice } = state();
      return { version, notice };
    },

    publish,

    /** Days a closed lead and sent mail are kept (RETENTION_DAYS). */
    get retentionDays(): number {
      return state().retentionDays;
    },

    /** The words of each form's checkbox and its purpose. */
    get wording() {
      return state().wording;
    },

    /** A published version, or null (unknown or malformed). */
    async find(wanted: string): Promise<PublishedNotice | null> {
      if (!versionPattern.test(wanted)) return null;
      const { version } = state();
      if (wanted === version) await publish();
      const row = await db
        .selectFrom("privacy_notices")
        .selectAll()
        .where("version", "=", wanted)
        .executeTakeFirst();
      if (!row) return null;
      return {
        version: row.version,
        notice: JSON.parse(row.content) as PrivacyNotice,
        publishedAt: row.published_at,
        current: row.version === version,
      };
    },

    /** Every published version, newest first. */
    async versions(): Promise<{ version: string; publishedAt: string; current: boolean }[]> {
      await publish();
      const { version } = state();
      const rows = await db
        .selectFrom("privacy_notices")
        .select(["version", "published_at"])
        .orderBy("published_at", "desc")
        .execute();
      return rows.map((row) => ({
        version: row.version,
        publishedAt: row.published_at,
        current: row.version === version,
      }));
    },

    /** Whether a withdrawal link is genuine and in time, and what it would erase. */
    checkWithdrawal,

    /**
     * A stand-in for an email address where the store must recognise one
     * without keeping it (the daily cap on mail to visitors): HMAC-SHA256 of
     * the address, trimmed and lowercased, under a key of the site's. Every
     * process gives one address the same stand-in; a copy of the counters
     * alone (an export, a log) cannot be tested against guessed addresses.
     * Ask before a transaction: the key may have to be read from the store.
     */
    async addressKey(address: string): Promise<string> {
      const key = await secret("address");
      return createHmac("sha256", key).update(address.trim().toLowerCase()).digest("base64url");
    },

    /**
     * Withdraws consent and erases the record a withdrawal link names, with
     * its consent, idempotency key and mail (sent or not), in one
     * transaction; an audit row without personal data remains. Erasing twice
     * (or from two tabs at once) finds it gone the second time: `erased` false.
     */
    async withdraw(token: unknown): Promise<WithdrawalCheck & { erased?: boolean }> {
      const check = await checkWithdrawal(token);
      if (!check.ok) return check;
      const { kind, id } = check;
      const erased = await db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom(erasable[kind].table).where("id", "=", id).executeTakeFirst();
        const gone = Number(result.numDeletedRows) > 0;
        // Traces are erased even when the record went first (a staff delete keeps none either).
        await eraseTraces(trx, kind, id);
        if (gone) {
          await recordAudit(trx, {
            actorId: null,
            actorUsername: "visitor",
            action: "erase",
            entityType: kind,
            entityId: id,
            detail: JSON.stringify({ via: "withdrawal link" }),
            at: clock().toISOString(),
          });
        }
        return gone;
      });
      return { ...check, erased };
    },

    /**
     * The record a key already stored, or null: checked before the rate
     * limit, so retrying a submission that was stored never counts against it.
     */
    async storedUnder(kind: ConsentKind, key: string | null): Promise<string | null> {
      if (!key) return null;
      const row = await db
        .selectFrom("idempotency_keys")
        .select("subject_id")
        .where("kind", "=", kind)
        .where("key", "=", key)
        .executeTakeFirst();
      return row?.subject_id ?? null;
    },

    /**
     * Stores one submission of a public form exactly once: claims its
     * idempotency key (when it has one), calls `write` to insert the record
     * and its mail, and records the consent, all in one transaction. When the
     * key was used before, nothing is written and the first record's id is
     * returned: a retry after a lost answer stores nothing twice, even when
     * both arrive at once (the key's primary key decides).
     */
    async storeOnce(
      submission: {
        kind: ConsentKind;
        key: string | null;
        input: Record<string, unknown>;
        origin: SubmissionOrigin;
        at: Date;
      },
      write: (trx: Transaction<Database>, id: string, links: { withdrawToken: string }) => Promise<boolean>,
    ): Promise<{ id: string; replayed: boolean }> {
      const { version, wording } = await publish();
      const key = await signingKey();
      const { kind, at } = submission;
      const sentKey = submission.key;
      const now = at.toISOString();
      const { channel, page } = consentChannelOf(submission.input, submission.origin);
      const id = randomUUID();
      return db.transaction().execute(async (trx) => {
        if (sentKey) {
          const claimed = await trx
            .insertInto("idempotency_keys")
            .values({ kind, key: sentKey, subject_id: id, created_at: now })
            .onConflict((oc) => oc.columns(["kind", "key"]).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) {
            const first = await trx
              .selectFrom("idempotency_keys")
              .select("subject_id")
              .where("kind", "=", kind)
              .where("key", "=", sentKey)
              .executeTakeFirstOrThrow();
            return { id: first.subject_id, replayed: true };
          }
        }
        // `write` says false when the record already existed (a waitlist address joining again).
        if (await write(trx, id, { withdrawToken: tokenFor(key, kind, id, at) })) {
          await trx
            .insertInto("consents")
            .values({
              id: randomUUID(),
              subject_type: kind,
              subject_id: id,
              notice_version: version,
              consent_text: wording[kind].text,
              purpose: wording[kind].purpose,
              channel,
              page,
              created_at: now,
            })
            .execute();
        }
        return { id, replayed: false };
      });
    },

    /** The consent given with a record, or null (a record from before the ledger). */
    async consentOf(kind: ConsentKind, id: string): Promise<ConsentView | null> {
      const row = await db
        .selectFrom("consents")
        .selectAll()
        .where("subject_type", "=", kind)
        .where("subject_id", "=", id)
        .orderBy("created_at", "asc")
        .executeTakeFirst();
      if (!row) return null;
      return {
        noticeVersion: row.notice_version,
        text: row.consent_text,
        purpose: row.purpose,
        channel: row.channel as ConsentChannel,
        page: row.page,
        createdAt: row.created_at,
      };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

/** What erasing a record removes beside its row: its consents, its idempotency key and its mail, sent or not. */
export async function eraseTraces(trx: Kysely<Database>, kind: ConsentKind, id: string): Promise<void> {
  await trx.deleteFrom("consents").where("subject_type", "=", kind).where("subject_id", "=", id).execute();
  await trx.deleteFrom("idempotency_keys").where("kind", "=", kind).where("subject_id", "=", id).execute();
  await trx.deleteFrom("outbox").where("subject_type", "=", kind).where("subject_id", "=", id).execute();
}
