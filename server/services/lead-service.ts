import type { Kysely } from "kysely";
import type { ConsentKind } from "#common/consent.ts";
import {
  type AnsweredLeadKind,
  answeredLeadKindList,
  isAnsweredLeadKind,
  outcomesOf,
  stagesOf,
} from "#common/lead-kinds.ts";
import { withUnreadAnswers } from "#server/db/repositories/lead-answers.ts";
import type { Sender } from "#server/db/repositories/lead-senders.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { type CsvColumns, csvLines } from "./csv.ts";
import { deskCsvColumns, type LeadDeskFields, leadDesk } from "./lead-desk.ts";
import type { LeadKindEntry } from "./lead-kinds/lead-kind.ts";
import { leadKinds, type ReceiptOf, type SiteLeadKind } from "./lead-kinds/registry.ts";
import { threadCsvColumns, withThreadCounts } from "./lead-thread.ts";
import { type Actor, everyPage, statusLeadStore, withRepeatSenders } from "./leads.ts";
import { parseListQuery, type SafeParser } from "./list-query.ts";
import { leadUrl, type MailSettings } from "./mail/compose.ts";
import type { SubmissionOrigin } from "./privacy/consent-ledger.ts";
import type { PrivacyService } from "./privacy.ts";
import type { IntakeService } from "./submissions.ts";

/** How many leads wait for an answer, and (for a kind that promises a time) how many of them are late. */
export type LeadCounts = { open: number; overdue?: number };

/** A page of a kind's list, the same shape for every kind. */
export type LeadList<View> = { items: View[]; total: number; page: number; limit: number };

/** What every list query has: its page and its size. */
type Paged = { page: number; limit: number };

/** What every lead staff answer has, whatever its kind: its id, status and where the desk is with it. */
export type DeskView = LeadDeskFields & {
  id: string;
  status: "open" | "closed";
  updatedAt: string;
  /** In a list: the visitor has written back and nobody has read it yet (issue 50). */
  newAnswer?: boolean;
};

/** What the API description says of a kind's staff calls: their names and summaries, and what its search reads. */
export type DeskApiWords = {
  /** The name its operations take, one and many: `listDemoRequests`, `setDemoRequestStatus`. */
  names: { one: string; many: string };
  list: string;
  export: string;
  status: string;
  delete: string;
  /** What the `search` parameter looks through: "name, email or subject". */
  search: string;
};

/**
 * The staff half of a kind that staff answer (demo requests, contact
 * messages), its descriptor's `desk` (lead-kinds/): how its rows are read,
 * listed, counted, shown and exported, and what the desk needs to know of
 * it. With the intake half, it is all that differs between two such kinds:
 * `createDeskLeadService` builds the rest. Its view, words and stages are
 * its entry in common/lead-kinds.ts.
 */
export type DeskLeadKind<Row, View extends DeskView, Query extends Paged> = {
  /** How a mail names one ("demo request"). */
  noun: string;
  /** Said when an id names nothing (gone, or never was). */
  missing: string;
  /** The list's query, as its schema reads the address (a zod/mini object: the API description reads its fields). */
  query: SafeParser<Query>;
  find: (db: Kysely<Database>, id: string) => Promise<Row | undefined>;
  view: (row: Row) => View;
  /** A page of rows as `q` filters and sorts them; `viewer` is who "mine" means. */
  list: (
    db: Kysely<Database>,
    q: Query,
    viewer: { id: string } | undefined,
    page: { limit: number; offset: number },
  ) => Promise<{ rows: Row[]; total: number }>;
  counts: (db: Kysely<Database>, now: string) => Promise<LeadCounts>;
  /** Who sent it (email, and phone when the kind has one), to link their other leads. */
  senderOf: (view: View) => Sender;
  /** The sender's name, address (null for a kind that asks for none) and when it came, for the mail to a new owner and replies. */
  describe: (row: Row) => { name: string; email: string | null; createdAt: string };
  /** The export's own columns (the desk's are added after them). */
  csv: CsvColumns<View>;
  /** What the audit log records of an export's filters: never a search text (it may be a name or an email). */
  exportFilters: (q: Query) => Record<string, unknown>;
  /** Its staff calls in the API description (server/http/openapi/leads.ts). */
  api: DeskApiWords;
};

/** What the lead services need: the store, the clock, the privacy service, and the mail settings when mail is written. */
type DeskDeps = {
  db: Kysely<Database>;
  clock: Clock;
  privacy: PrivacyService<ConsentKind>;
  mail?: MailSettings;
  /** The Reply-To that names a lead (conversations, issue 50). */
  replyTo?: (kind: string, id: string, at: Date) => Promise<string | undefined>;
};

/**
 * One kind of lead as staff handle it, the same for every kind: its list,
 * its counts, a lead's detail, close and reopen, notes, the desk (stage,
 * owner, outcome, replies), "opened", delete and the CSV export. Each kind's
 * service adds its way in (`submit`) and whatever is its own (booking a demo).
 */
export function createDeskLeadService<Row, View extends DeskView, Query extends Paged>(
  deps: DeskDeps,
  entry: LeadKindEntry<AnsweredLeadKind>,
  kind: DeskLeadKind<Row, View, Query>,
) {
  const { db, clock, privacy, mail, replyTo } = deps;
  const findView = async (id: string) => {
    const row = await kind.find(db, id);
    return row && kind.view(row);
  };
  const desk = leadDesk(
    db,
    clock,
    {
      entry,
      stages: stagesOf(entry.name),
      outcomes: outcomesOf(entry.name),
      noun: kind.noun,
      missing: kind.missing,
      describe: async (trx, id) => {
        const row = await kind.find(trx, id);
        return row && kind.describe(row);
      },
      link: (settings, id) => leadUrl(settings, entry.name, id),
    },
    mail,
    replyTo,
  );
  const leads = statusLeadStore(db, clock, privacy, entry, kind.missing, findView, kind.senderOf, desk);
  const parseQuery = (input: Record<string, string | undefined>) => parseListQuery(kind.query, input);

  return {
    /** A page of the list: filters, search, sorts and paging over any number of rows, repeat senders and unread answers marked. */
    async list(input: Record<string, string | undefined>, viewer?: { id: string }): Promise<LeadList<View>> {
      const q = parseQuery(input);
      const { rows, total } = await kind.list(db, q, viewer, {
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      const views = rows.map(kind.view);
      const [marked, unread] = await Promise.all([
        withRepeatSenders(db, views, kind.senderOf),
        withUnreadAnswers(
          db,
          entry.name,
          views.map((view) => view.id),
        ),
      ]);
      const items = marked.map((view) => ({ ...view, newAnswer: unread.has(view.id) }));
      return { items, total, page: q.page, limit: q.limit };
    },

    /** How many wait for an answer (and how many of those are late, where the kind promises a time). */
    counts: (): Promise<LeadCounts> => kind.counts(db, clock().toISOString()),

    /** One lead with its history, notes, consent, desk, thread and the same person's other leads, or null. */
    detail: leads.detail,

    /** The lead as staff open it: marked opened, its answers read, those read just now shown unread once. */
    open: leads.open,

    /** Close or reopen from `{ status }`, recorded in the audit log. */
    setStatus: leads.changeStatus,

    /** Staff's internal note (`{ text }`), never mailed; recorded in the audit log without its text. */
    addNote: leads.addNote,

    /** Stage, owner, outcome, replies and failed mail sent again (issue 32). */
    desk,

    /** Marks the lead opened by staff, the first time only (its detail was shown), and its answers read. */
    markOpened: leads.markOpened,

    /** How many nobody has opened yet, for the navigation. */
    countUnopened: leads.countUnopened,

    /** How many have an answer nobody has read, for the navigation. */
    countNewAnswers: leads.countNewAnswers,

    /** Permanent delete, recorded in the audit log. */
    remove: (actor: Actor, id: string): Promise<void> => leads.remove(actor, id),

    /** The filtered list as CSV lines (header first), read a page at a time; the export is audited. */
    async *exportCsv(actor: Actor, input: Record<string, string | undefined>): AsyncGenerator<string> {
      const q = parseQuery(input);
      const columns = [...kind.csv, ...(await deskCsvColumns(db)), ...threadCsvColumns];
      await leads.auditExport(actor, kind.exportFilters(q));
      yield* csvLines(
        columns,
        everyPage(async (page) =>
          withThreadCounts(db, entry.name, (await kind.list(db, q, actor, page)).rows.map(kind.view)),
        ),
      );
    },
  };
}

/** The service of a kind whose leads staff see as `View`. */
export type DeskLeadService<View extends DeskView> = ReturnType<
  typeof createDeskLeadService<unknown, View, Paged>
>;

/** A staff half of any kind, as a descriptor holds it. */
// biome-ignore lint/suspicious/noExplicitAny: each kind has its own rows, view and query
export type AnyDeskLeadKind = DeskLeadKind<any, any, any>;

/** The view of the leads of the registered kind of that name, as its staff half shows them. */
type ViewOf<Name extends AnsweredLeadKind> =
  Extract<SiteLeadKind, { name: Name }>["desk"] extends DeskLeadKind<infer _Row, infer View, infer _Query>
    ? View
    : never;

/** The service of the registered kind staff answer of that name: its staff half made whole, and its way in. */
export type AnsweredLeadService<Name extends AnsweredLeadKind> = DeskLeadService<ViewOf<Name>> & {
  /** Its way in, from the JSON API and the no-JavaScript post alike (`IntakeService`, submissions.ts). */
  submit(input: unknown, client: string, origin?: SubmissionOrigin): Promise<ReceiptOf<Name>>;
};

/** Each kind staff answer, by name (common/lead-kinds.ts). */
export type AnsweredLeadServices = { [Name in AnsweredLeadKind]: AnsweredLeadService<Name> };

/**
 * The service of every registered kind with a staff half (its descriptor's
 * `desk`), by name: what each such kind gets without a line of its own.
 * Throws when the registry and common/lead-kinds.ts disagree on which kinds
 * staff answer (a bug, found at start).
 */
export function createAnsweredLeadServices(deps: DeskDeps, intake: IntakeService): AnsweredLeadServices {
  const services: Partial<Record<AnsweredLeadKind, unknown>> = {};
  for (const kind of leadKinds.kinds) {
    if (!kind.desk) continue;
    const { name } = kind;
    if (!isAnsweredLeadKind(name)) {
      throw new Error(`Lead kind ${name} has a staff half, but common/lead-kinds.ts does not list it.`);
    }
    services[name] = {
      // Its name is one staff answer, as checked just above.
      ...createDeskLeadService(deps, kind as LeadKindEntry<AnsweredLeadKind>, kind.desk as AnyDeskLeadKind),
      submit: (input: unknown, client: string, origin?: SubmissionOrigin) =>
        intake.submit(name, input, client, origin),
    };
  }
  for (const name of answeredLeadKindList) {
    if (!services[name])
      throw new Error(`Lead kind ${name}: staff answer it, but its descriptor has no desk.`);
  }
  return services as AnsweredLeadServices;
}
