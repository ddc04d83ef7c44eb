import { CompiledQuery, type Kysely } from "kysely";
import { preparedStatement } from "../prepared.ts";
import type { Database } from "../schema.ts";

/**
 * A public form's submission written to PostgreSQL in one statement (issue
 * 49): the client's refused forms read (a client past their limit is cut
 * off), the idempotency key claimed, the client counted under its limit, the
 * lead, its consent, the staff's mail, and the visitor's mail under the
 * daily cap on their address, as `with` queries, each taking place only if
 * the one before it did. One statement is one transaction and one round
 * trip, where the same steps one by one took eight (the refusals' read,
 * begin, five statements, commit), each waiting for the one before; the limits hold as
 * they did: a counter's row is locked by its upsert until the statement
 * commits, and the lead's upsert counts only under the limit (`where hits <
 * limit`), so of concurrent submissions for the last place one takes it and
 * the others find none. The visitor's mail cap counts every lead with a
 * visitor's mail, past the cap too, as a transaction does (mail/outbox.ts).
 *
 * SQLite has no such statement (no inserts inside `with`), and needs none:
 * its writes are grouped in one transaction instead (db/group-commit.ts).
 */

type Row = Readonly<Record<string, unknown>>;

/** A counter upserted in the statement, counted only while below `limit`. */
export type CountedHit = { key: string; windowStart: number; limit: number };

export type SubmissionRows = {
  /**
   * The client's refused forms, counted under another limit: nothing is
   * written when the count is past it (the client is cut off), read in the
   * statement rather than in a round trip of its own before it.
   */
  notCutOff?: CountedHit;
  /** The submission's idempotency key, claimed for its lead's id; undefined without one. */
  claim?: { kind: string; key: string; subjectId: string; at: string };
  /** The client's place under the kind's stored limit. */
  admit: CountedHit;
  /** The lead's row in its kind's table; `keepsFirst`: stored only if its unique key is free. */
  lead: { table: string; row: Row; keepsFirst: boolean };
  consent: Row;
  /** Outbox rows stored with the lead (staff's mail). */
  mails: readonly Row[];
  /** The visitor's mail, stored with the lead only within the cap counted by `hit` (which counts past it too). */
  visitorMail?: { hit: CountedHit; row: Row };
};

export type SubmissionOutcome = {
  /** True when the client's refused forms are past their limit (nothing was written). */
  cutOff: boolean;
  /** False when another submission holds the key already (nothing else was written). */
  claimed: boolean;
  /** The client's count after this one, or null: at the limit, nothing written. */
  admitted: number | null;
  /** False when nothing new was stored (a known address, or not admitted). */
  stored: boolean;
  /** The address's mail count after this one (past the cap: no visitor mail written), or null without a visitor mail. */
  mailHits: number | null;
};

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Columns given (not undefined), in the row's order. */
const columnsOf = (row: Row) => Object.keys(row).filter((column) => row[column] !== undefined);

/** Builds the statement's text and its values together; the text depends only on the shape. */
class Statement {
  readonly values: unknown[] = [];

  value(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }

  /** `insert into table (columns) select $… where <when>` for one row. */
  insert(table: string, row: Row, when: string, tail = ""): string {
    const columns = columnsOf(row);
    const values = columns.map((column) => this.value(row[column])).join(", ");
    return `insert into ${quoted(table)} (${columns.map(quoted).join(", ")}) select ${values} where ${when}${tail}`;
  }

  /**
   * The counter's upsert: a new window counts 1, a known one one more. With
   * `belowLimit`, only while below the limit (the lead's own count, which a
   * refusal must not raise); else always, and the caller reads the count.
   */
  hit(hit: CountedHit, when: string, { belowLimit }: { belowLimit: boolean }): string {
    const key = this.value(hit.key);
    const start = this.value(hit.windowStart);
    const only = belowLimit ? ` where r."hits" < ${this.value(hit.limit)}` : "";
    return (
      `insert into "rate_limits" as r ("key", "window_start", "hits") select ${key}, ${start}, 1 where ${when} ` +
      `on conflict ("key", "window_start") do update set "hits" = r."hits" + 1${only} returning r."hits"`
    );
  }
}

const exists = (name: string) => `exists (select 1 from ${name})`;

export async function storeSubmission(
  db: Kysely<Database>,
  rows: SubmissionRows,
): Promise<SubmissionOutcome> {
  const statement = new Statement();
  const steps: string[] = [];
  let gate = "true";
  if (rows.notCutOff) {
    const { key, windowStart, limit } = rows.notCutOff;
    steps.push(
      `open as (select 1 as one where not exists (select 1 from "rate_limits" where "key" = ${statement.value(key)} ` +
        `and "window_start" = ${statement.value(windowStart)} and "hits" > ${statement.value(limit)}))`,
    );
    gate = exists("open");
  }
  if (rows.claim) {
    const { kind, key, subjectId, at } = rows.claim;
    steps.push(
      `claim as (${statement.insert("idempotency_keys", { kind, key, subject_id: subjectId, created_at: at }, gate, ' on conflict ("kind", "key") do nothing returning 1 as one')})`,
    );
    gate = exists("claim");
  }
  steps.push(`admitted as (${statement.hit(rows.admit, gate, { belowLimit: true })})`);
  steps.push(
    `lead as (${statement.insert(rows.lead.table, rows.lead.row, exists("admitted"), `${rows.lead.keepsFirst ? " on conflict do nothing" : ""} returning 1 as one`)})`,
  );
  steps.push(`consent as (${statement.insert("consents", rows.consent, exists("lead"))})`);
  rows.mails.forEach((mail, i) => {
    steps.push(`mail_${i} as (${statement.insert("outbox", mail, exists("lead"))})`);
  });
  if (rows.visitorMail) {
    // Counted past the cap too, as in a transaction (mail/outbox.ts): the mail goes only within it.
    steps.push(`mail_hit as (${statement.hit(rows.visitorMail.hit, exists("lead"), { belowLimit: false })})`);
    const cap = statement.value(rows.visitorMail.hit.limit);
    steps.push(
      `visitor_mail as (${statement.insert("outbox", rows.visitorMail.row, `exists (select 1 from mail_hit where "hits" <= ${cap})`)})`,
    );
  }
  const text =
    `with ${steps.join(", ")} select ${rows.notCutOff ? `not ${exists("open")}` : "false"} as cut_off, ` +
    `${rows.claim ? exists("claim") : "true"} as claimed, ` +
    `(select "hits" from admitted) as admitted, ${exists("lead")} as stored, ` +
    `${rows.visitorMail ? '(select "hits" from mail_hit)' : "null"} as mail_hits`;
  const result = await db.executeQuery<{
    cut_off: boolean;
    claimed: boolean;
    admitted: number | string | null;
    stored: boolean;
    mail_hits: number | string | null;
  }>(CompiledQuery.raw(preparedStatement(text), statement.values));
  const [outcome] = result.rows;
  if (!outcome) throw new Error("The submission's statement returned no row.");
  const count = (value: number | string | null) => (value === null ? null : Number(value));
  return {
    cutOff: outcome.cut_off,
    claimed: outcome.claimed,
    admitted: count(outcome.admitted),
    stored: outcome.stored,
    mailHits: count(outcome.mail_hits),
  };
}
