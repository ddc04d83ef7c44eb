import type { Kysely } from "kysely";
import type { z } from "zod/mini";
import type { WeekHours } from "#common/business-hours.ts";
import type { ConsentWording } from "#common/consent.ts";
import type { Locale } from "#common/i18n/locale.ts";
import type { Attribution } from "#common/schemas/attribution.ts";
import { fieldErrorsOf } from "#common/schemas/field-errors.ts";
import type { LeadTable } from "#server/db/repositories/lead-tables.ts";
import type { Database } from "#server/db/schema.ts";
import { InvalidInputError, type ReferredError } from "../errors.ts";
import { type IntakeLimits, publicFormInput } from "../intake.ts";
import type { AnyDeskLeadKind } from "../lead-service.ts";
import type { SafeParser } from "../list-query.ts";
import type { MailSettings } from "../mail/compose.ts";
import type { Mail } from "../mail/outbox.ts";

/** What the privacy code knows of a kind of lead: enough to sign its withdrawal links and erase it. */
export type LeadKindEntry<Name extends string = string> = {
  /** The kind's name in the consent ledger, the audit log, idempotency keys and the outbox. */
  name: Name;
  /** Its table, each row keyed by a UUID `id`. */
  table: string;
  /** One lower-case letter naming the kind in its withdrawal links (`d.<id>.<expiry>.<signature>`). */
  code: string;
  /** The words of its form's consent checkbox, and the purpose, as the ledger stores them, in the form's language. */
  consent: (company: string, language?: Locale) => ConsentWording;
  /**
   * For a kind staff answer (common/lead-kinds.ts): the columns of its
   * sender's name, email and phone, and whether its leads can be urgent, for
   * the reads across kinds ("also sent", repeat senders, the overview).
   */
  answered?: Omit<LeadTable, "kind" | "table">;
};

/** A reply promised by a time: whether it is urgent, when it is due, and the promise in words. */
export type ReplyTarget = { urgent: boolean; dueAt: string; promise: string };

/** A submission that passed its checks, about to be stored as record `id` at `at`. */
export type NewLead<Input, Reply> = {
  id: string;
  input: Input;
  /** The page and campaign it came from. */
  source: Attribution;
  at: Date;
  reply: Reply;
  /** The language the visitor wrote in (issue 36): what the row records and the mail is written in. */
  language: Locale;
};

/**
 * Everything that differs between the kinds of lead a public form sends
 * (server/services/submissions.ts runs the steps they share): a descriptor
 * per kind in this folder, each listed once in registry.ts.
 * `Input` is the parsed body, `Receipt` what the submitter is answered,
 * `Reply` the reply target (`null` for a kind that promises none).
 */
export type LeadKind<
  Name extends string,
  Input,
  Receipt extends { id: string },
  Reply,
> = LeadKindEntry<Name> & {
  /** Stored and refused submissions per client, and what a client past either is told. */
  limits: IntakeLimits;
  /**
   * A submission this form does not take, and where to go instead, read
   * from the body as sent, before anything else: nothing of it is stored or
   * counted against a limit (the contact form's under-18 answer). Undefined:
   * it goes on as any other.
   */
  referral?: (body: unknown) => ReferredError | undefined;
  /**
   * The body as the kind's schema reads it, checked against the time and the
   * company's open hours where it must be; throws `InvalidInputError` with
   * field errors.
   */
  /** Refusals in English, except where `language` is needed to say them (the company's hours, in Hindi). */
  parse: (body: unknown, context: { now: Date; hours: WeekHours; language: Locale }) => Input;
  /** The visitor's address, which the daily cap on mail to visitors counts under. */
  addressOf: (input: Input) => string;
  /** The reply promised for it, given when it arrived and the company's open hours; `null` for a kind that promises none by a time. */
  replyTarget: (input: Input, at: Date, hours: WeekHours) => Reply;
  /**
   * Its row in `table` for a submission, which the submission stores with
   * its consent and mail, all or nothing (submissions.ts).
   */
  row: (lead: NewLead<Input, Reply>) => Readonly<Record<string, unknown>>;
  /**
   * True for a kind that keeps one row per address (the waitlist): a
   * submission whose unique key is stored already stores nothing new, and
   * records no consent and sends no mail.
   */
  keepsFirst?: boolean;
  /** The mails a newly stored one sends (its `*-mails.ts` beside it), each about `{ type: name, id }`. */
  mails: (settings: MailSettings, lead: NewLead<Input, Reply> & { withdrawToken: string }) => Mail[];
  /** The answer to the submitter. */
  receipt: (lead: { id: string; input: Input; reply: Reply }) => Receipt;
  /** The answer to a retry of a stored submission, from its record; undefined: submit it again. */
  replay: (db: Kysely<Database>, id: string) => Promise<Receipt | undefined>;
};

/** A descriptor of any kind, as the registry holds them. */
// biome-ignore lint/suspicious/noExplicitAny: each kind has its own input, receipt and reply; the registry holds them all
export type AnyLeadKind<Name extends string = string> = LeadKind<Name, any, { id: string }, any>;

/** One KiB, for the body limits. */
export const KiB = 1024;

/**
 * How a kind's form reaches the intake, and what the API description says
 * of it. The HTTP layer reads it for every registered kind: it mounts the
 * JSON address (server/http/app.ts), bounds the page's own post
 * (server/http/page-posts.ts) and describes the call
 * (server/http/openapi/forms.ts).
 */
export type LeadIntake = {
  /** The form's JSON address: `POST` here submits one (spec §7). */
  path: `/api/${string}`;
  /**
   * The largest JSON body read, in bytes, refused with 413 before more is
   * read: a few times what a real person can send through the form. The
   * page's own post may be three times this (page-posts.ts says why).
   */
  bodyLimit: number;
  /** The English paths of the pages whose form posts it without JavaScript (each Hindi page posts as its English one). */
  pages: readonly string[];
  /** What the API answers a submission: its receipt (201), or only that it went through (200, for a kind that may store nothing new). */
  answer: "receipt" | "nothing";
  /** Its words in the API description; forms.ts adds the limits and the errors every form shares. */
  openApi: {
    /** The call's name for generated clients. */
    operationId: string;
    /** One sentence ending in a full stop; the limits follow it. */
    summary: string;
    /** What is worth saying beyond the summary. */
    description?: string;
    /** What the limits count: "stored" ones, or "accepted" where joining twice is fine. */
    counted: string;
    /** What the success answer holds. */
    answered: string;
    /** The body's schema, the one `parse` reads with. */
    body: z.ZodMiniType;
    /** The reasons its `referral` gives (a 422 that stores nothing). */
    referrals?: readonly ReferredError["reason"][];
  };
};

/**
 * A kind as the site registers it (registry.ts): the intake's steps, how
 * its form reaches them, and for a kind staff answer its staff half, `Desk`
 * (its `*-desk.ts` beside it), which the one lead service makes whole
 * (lead-service.ts `createAnsweredLeadServices`).
 */
export type RegisteredLeadKind<
  Name extends string,
  Input,
  Receipt extends { id: string },
  Reply,
  Desk extends AnyDeskLeadKind | undefined = undefined,
> = LeadKind<Name, Input, Receipt, Reply> & {
  intake: LeadIntake;
} & (Desk extends AnyDeskLeadKind ? { desk: Desk } : { desk?: undefined });

/**
 * A public form's body as its schema reads it, after the checks every public
 * form shares (an object; the honeypot empty). A refusal lists the fields.
 */
export function parsePublicForm<T>(schema: SafeParser<T>, input: unknown): T {
  const parsed = schema.safeParse(publicFormInput(input));
  if (!parsed.success) {
    throw new InvalidInputError("Please check the highlighted fields.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  return parsed.data;
}
