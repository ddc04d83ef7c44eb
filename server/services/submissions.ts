import type { Kysely } from "kysely";
import { fallbackHours, type WeekHours } from "#common/business-hours.ts";
import type { ConsentKind } from "#common/consent.ts";
import { type Locale, locales } from "#common/i18n/locale.ts";
import { translate } from "#common/i18n/translate.ts";
import { attributionOf } from "#common/schemas/attribution.ts";
import type { DbDialect } from "#server/db/client.ts";
import { type GroupCommit, groupCommit, oneByOne } from "#server/db/group-commit.ts";
import { insertLeadRow } from "#server/db/repositories/lead-rows.ts";
import { storeSubmission } from "#server/db/repositories/submission-statement.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { InvalidInputError } from "./errors.ts";
import { orderedUuid } from "./ids.ts";
import { formIntake } from "./intake.ts";
import type { AnyLeadKind, LeadKind } from "./lead-kinds/lead-kind.ts";
import { leadKinds, type ReceiptOf } from "./lead-kinds/registry.ts";
import type { MailSettings } from "./mail/compose.ts";
import { enqueueSubmissionMail, mailWritten, outboxRowsOf, visitorMailRate } from "./mail/outbox.ts";
import {
  consentChannelOf,
  consentRowOf,
  type GivenConsent,
  recordConsent,
  type SubmissionOrigin,
} from "./privacy/consent-ledger.ts";
import { claimedBy, claimKey, idempotencyKeyOf, storedUnder } from "./privacy/idempotency.ts";
import type { PrivacyService } from "./privacy.ts";
import type { RateDecision, RateLimiter } from "./rate-limits.ts";

const isRecord = (input: unknown): input is Record<string, unknown> =>
  input !== null && typeof input === "object" && !Array.isArray(input);

/**
 * The one way in for every public form's lead, from the JSON API and from
 * the page's own post without JavaScript alike. What differs per kind is its
 * descriptor (lead-kinds/); the steps are the same for all:
 *
 * 0. referral: a submission the kind does not take (a person under 18 on
 *    the contact form's therapy path) is refused before anything is read,
 *    stored or counted;
 * 1. idempotency: a malformed key is refused; a retry of a stored submission
 *    is answered from its record before any limit, so it never counts;
 * 2. limits: a client past its refused limit is refused everything;
 * 3. validation: the kind's schema, a refusal counted against the client
 *    (`formIntake`), so a person correcting mistakes is never refused;
 * 4. in one transaction, stored together or not at all: the key claimed (a
 *    second submission with it gets the first's record), the client's place
 *    under the stored limit (counted here, so a refused or failed store never
 *    counts, and of concurrent ones exactly the limit get through), the
 *    record, its consent in the ledger, and its mails in the outbox, the
 *    visitor's under the daily cap per address. With `writes`,
 *    concurrent submissions (of any kind) share that transaction and its
 *    commit (db/group-commit.ts), each in a savepoint of its own, so one
 *    refused stores nothing and takes nothing from the others; each is
 *    answered after the commit that holds it.
 *
 * Group commit is what SQLite needs: one connection, so transactions take
 * turns, each with its own fsync on the event loop. PostgreSQL runs a pool's
 * worth of transactions at once and already flushes concurrent commits'
 * WAL together; grouped on one connection, each statement of a batch waits
 * for the round trip of the one before it, and in the bench (50
 * connections, every lead to one address) about 50 requests in 5 s ran past
 * wrk's 2 s timeout where one transaction each had none. So on PostgreSQL
 * (`oneStatement`) step 4 is one statement instead, which does the same
 * with each step taking place only if the one before it did
 * (db/repositories/submission-statement.ts): one round trip where a
 * transaction of its own took seven.
 *
 * The mail server is the outbox worker's business, never the visitor's wait.
 * `mail`: where staff hear of leads and the site's address; without it no
 * mail is written (tests, scripts). `options.hours`: the company's open
 * hours now (Settings), for reply targets counted in business days.
 */
export function createSubmissionService<Kind extends string>(
  db: Kysely<Database>,
  clock: Clock,
  rateLimiter: RateLimiter,
  privacy: PrivacyService<Kind>,
  mail?: MailSettings,
  options: {
    /** The transactions step 4 runs in: a group commit (SQLite), or one each when absent. */
    writes?: GroupCommit;
    oneStatement?: boolean;
    hours?: () => WeekHours;
    received?: (kind: string) => void;
  } = {},
) {
  const hoursOf = options.hours ?? (() => fallbackHours);
  const inTransaction = options.writes ?? oneByOne(db);
  return {
    async submit<Name extends Kind, Input, Receipt extends { id: string }, Reply>(
      kind: LeadKind<Name, Input, Receipt, Reply>,
      input: unknown,
      client: string,
      origin: SubmissionOrigin = { json: true },
    ): Promise<Receipt> {
      const referred = kind.referral?.(input);
      if (referred) throw referred;
      const intake = formIntake(rateLimiter, kind.limits);
      const key = await intake.screen(client, () => idempotencyKeyOf(input));
      const earlier = await storedUnder(db, kind.name, key);
      const replayed = earlier ? await kind.replay(db, earlier) : undefined;
      if (replayed) return replayed;

      // A client cut off for refused forms is refused whatever it sends now: read here, or, where
      // the submission is one statement, by that statement (one round trip less for every lead).
      const cutOffInStatement = options.oneStatement ? intake.cutOffCheck(client) : undefined;
      if (!cutOffInStatement) await intake.notCutOff(client);
      const record = isRecord(input) ? input : {};
      const language = await intake.screen(client, () => languageOf(record));
      const parsed = await intake.screen(client, () =>
        inLanguage(language, () => kind.parse(input, { now: clock(), hours: hoursOf(), language })),
      );
      const at = clock();
      const now = at.toISOString();
      const id = orderedUuid();
      const lead = {
        id,
        input: parsed,
        source: attributionOf(record),
        at,
        reply: kind.replyTarget(parsed, at, hoursOf()),
        language,
      };
      // What the transaction needs from the store's keys and the notice, read before it.
      const addressKey = mail && (await privacy.addressKey(kind.addressOf(parsed)));
      const { version, company } = await privacy.publish(language);
      const withdrawToken = await privacy.withdrawalToken(kind.name, id, at);
      const { channel, page } = consentChannelOf(record, origin);
      const consent: GivenConsent = {
        kind: kind.name,
        id,
        noticeVersion: version,
        wording: kind.consent(company, language),
        channel,
        page,
        at: now,
      };
      const mails = mail && addressKey ? kind.mails(mail, { ...lead, withdrawToken }) : [];
      const visitorMails = mails.filter((m) => m.kind !== "staff-notification");

      // One statement holds one visitor mail at most; more go in a transaction, after the read.
      const oneStatement = visitorMails.length <= 1 ? cutOffInStatement : undefined;
      if (cutOffInStatement && !oneStatement) await intake.notCutOff(client);
      const stored = oneStatement
        ? await inOneStatement(oneStatement)
        : await inTransaction(async (trx) => {
            if (key) {
              const first = await claimKey(trx, { kind: kind.name, key, id, at: now });
              if (first) return { id: first, mailCap: null };
            }
            await intake.admit(trx, client);
            // False when nothing new was stored (a waitlist address joining again): no consent, no mail.
            if (!(await insertLeadRow(trx, kind.table, kind.row(lead), kind.keepsFirst)))
              return { id, mailCap: null };
            await recordConsent(trx, consent);
            if (!mail || !addressKey) return { id, mailCap: null };
            return {
              id,
              mailCap: await enqueueSubmissionMail(trx, mails, at, { limiter: rateLimiter, addressKey }),
            };
          });

      /** Step 4 as one statement (PostgreSQL): the same rows, each written only if the one before it was. */
      async function inOneStatement(
        notCutOff: ReturnType<typeof intake.cutOffCheck>,
      ): Promise<{ id: string; mailCap: RateDecision | null }> {
        const [visitorMail] = visitorMails;
        const known =
          visitorMail && addressKey ? rateLimiter.knownRefusal(visitorMailRate, addressKey) : null;
        const cap =
          visitorMail && addressKey && !known ? rateLimiter.counter(visitorMailRate, addressKey) : null;
        const admit = intake.counter(client);
        const outcome = await storeSubmission(db, {
          notCutOff,
          claim: key ? { kind: kind.name, key, subjectId: id, at: now } : undefined,
          admit,
          lead: { table: kind.table, row: kind.row(lead), keepsFirst: kind.keepsFirst ?? false },
          consent: consentRowOf(consent),
          mails: outboxRowsOf(
            mails.filter((m) => m.kind === "staff-notification"),
            at,
          ),
          visitorMail:
            cap && visitorMail ? { hit: cap, row: outboxRowsOf([visitorMail], at)[0] ?? {} } : undefined,
        });
        await notCutOff.refuseIf(outcome.cutOff);
        if (!outcome.claimed && key) return { id: await claimedBy(db, kind.name, key), mailCap: null };
        admit.refuseIf(outcome.admitted);
        if (!outcome.stored) return { id, mailCap: null };
        if (mails.length > 0) mailWritten();
        return { id, mailCap: known ?? cap?.decide(outcome.mailHits) ?? null };
      }
      if (stored.id === id) options.received?.(kind.name);
      // Committed: an address now past the mail cap is refused from memory from here on.
      if (stored.mailCap && addressKey)
        await rateLimiter.committed(visitorMailRate, addressKey, stored.mailCap);
      return kind.receipt({ id: stored.id, input: parsed, reply: lead.reply });
    },
  };
}

/**
 * How a store writes leads (issue 49). On SQLite, one group commit, which
 * the rate limiter shares for the refusals it counts, so that every write of
 * the public forms takes its turn in the same transactions; on PostgreSQL, a
 * lead is one statement and a count its own (the pool runs them at once).
 */
export function storeWritesFor(db: Kysely<Database>, dialect: DbDialect) {
  return {
    writes: dialect === "sqlite" ? groupCommit(db) : undefined,
    oneStatement: dialect === "postgres",
  };
}

/**
 * The way in for the form of each kind the site registers, by the kind's
 * name (lead-kinds/registry.ts): what the JSON API's routes
 * (server/http/app.ts) and each kind's own service call, the pages' posts
 * through them.
 */
export function createIntakeService(submissions: SubmissionService<ConsentKind>) {
  return {
    submit: <Name extends ConsentKind>(
      name: Name,
      input: unknown,
      client: string,
      origin?: SubmissionOrigin,
    ): Promise<ReceiptOf<Name>> =>
      // Each kind's input and receipt are its own: `ReceiptOf` names the receipt of this one.
      submissions.submit(leadKinds.named(name) as AnyLeadKind<ConsentKind>, input, client, origin) as Promise<
        ReceiptOf<Name>
      >,
  };
}

export type IntakeService = ReturnType<typeof createIntakeService>;

/** The language field of a public form's body (issue 36): "en" (or none) or "hi"; anything else is refused. */
export const languageField = "language";

function languageOf(record: Record<string, unknown>): Locale {
  const given = record[languageField];
  if (given === undefined || given === null || given === "") return "en";
  if (typeof given === "string" && (locales as readonly string[]).includes(given)) return given as Locale;
  throw new InvalidInputError("Say which language the form was in: en or hi.", {
    fieldErrors: { [languageField]: "Use en or hi." },
  });
}

/** A parse whose refusal is said in the form's language. */
function inLanguage<T>(language: Locale, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (language === "en" || !(error instanceof InvalidInputError)) throw error;
    throw new InvalidInputError(translate(language, error.message), {
      reason: error.reason,
      fieldErrors:
        error.fieldErrors &&
        Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, message]) => [field, translate(language, message)]),
        ),
    });
  }
}

export type SubmissionService<Kind extends string = string> = ReturnType<
  typeof createSubmissionService<Kind>
>;
