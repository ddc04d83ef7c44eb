import { type Kysely, type RawBuilder, type SqlBool, sql } from "kysely";
import type { AnsweredLeadKind } from "#common/lead-kinds.ts";
import type { Database } from "../schema.ts";
import { answeredTables, type LeadTable } from "./lead-tables.ts";

/** A lead of a kind that staff answer, as "also sent" lists it. */
export type SenderLead = {
  kind: AnsweredLeadKind;
  id: string;
  name: string;
  status: "open" | "closed";
  created_at: string;
};

/** How to tell one sender: an email (matched whatever its case) and a phone, where the kind keeps them. */
export type Sender = { email: string | null; phone: string | null };

/**
 * The other leads from the same person, across `tables`: those with the same
 * email (in any case), and those with the same phone where a kind keeps one;
 * newest first, at most `limit`, without the lead `except`.
 */
export async function leadsFromSender(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  sender: Sender,
  except: { kind: SenderLead["kind"]; id: string },
  limit = 20,
): Promise<SenderLead[]> {
  const email = sender.email?.toLowerCase() ?? null;
  const loose = answeredTables(db);
  // A table is asked only where it keeps what the sender gave.
  const asked = tables.filter((source) => (email && source.email) || (sender.phone && source.phone));
  const [first, ...rest] = asked.map((source) =>
    loose
      .selectFrom(source.table)
      .select([
        sql<SenderLead["kind"]>`${sql.lit(source.kind)}`.as("kind"),
        "id",
        sql<string>`${sql.ref(source.name)}`.as("name"),
        "status",
        "created_at",
      ])
      .where((eb) =>
        eb.or([
          ...(source.email && email ? [eb(sql`lower(${sql.ref(source.email)})`, "=", email)] : []),
          ...(source.phone && sender.phone ? [eb(sql.ref(source.phone), "=", sender.phone)] : []),
        ]),
      ),
  );
  if (!first) return [];
  const rows = await loose
    .selectFrom(rest.reduce((all, part) => all.unionAll(part), first).as("sent"))
    .selectAll()
    .where((eb) => eb.not(eb.and([eb("kind", "=", except.kind), eb("id", "=", except.id)])))
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows as SenderLead[];
}

/**
 * Of some senders (a page of a list), those who sent more than one lead: the
 * lower-cased emails seen more than once across `tables`, and the phones seen
 * more than once across the kinds that keep one. One statement of small
 * probes, each reading at most two rows by index: "more than one" needs no
 * more, and a count would read every lead from a number that many share (a
 * clinic's switchboard).
 */
export async function repeatSenders(
  db: Kysely<Database>,
  tables: readonly LeadTable[],
  senders: readonly Sender[],
): Promise<{ emails: Set<string>; phones: Set<string> }> {
  const emails = [...new Set(senders.flatMap((s) => (s.email ? [s.email.toLowerCase()] : [])))];
  const phones = [...new Set(senders.flatMap((s) => (s.phone ? [s.phone] : [])))];
  const loose = answeredTables(db);
  // Each probe a subquery of its own: SQLite takes no LIMIT on a member of a UNION.
  const probe = (table: string, kind: "e" | "p", match: RawBuilder<SqlBool>, key: string) =>
    loose
      .selectFrom(
        loose
          .selectFrom(table)
          .select(sql<string>`${sql.lit(kind)}`.as("kind"))
          .where(match)
          .limit(2)
          .as("p"),
      )
      .select([sql<string>`${sql.lit(kind)}`.as("kind"), sql<string>`${key}`.as("key")]);
  const probes = [
    ...emails.flatMap((email) =>
      tables.flatMap((source) =>
        source.email
          ? [probe(source.table, "e", sql<SqlBool>`lower(${sql.ref(source.email)}) = ${email}`, email)]
          : [],
      ),
    ),
    ...phones.flatMap((phone) =>
      tables.flatMap((source) =>
        source.phone
          ? [probe(source.table, "p", sql<SqlBool>`${sql.ref(source.phone)} = ${phone}`, phone)]
          : [],
      ),
    ),
  ];
  const [first, ...rest] = probes;
  const found = first ? await rest.reduce((all, next) => all.unionAll(next), first).execute() : [];
  const seen = new Map<string, number>();
  for (const row of found) seen.set(`${row.kind}${row.key}`, (seen.get(`${row.kind}${row.key}`) ?? 0) + 1);
  const repeated = (kind: string, key: string) => (seen.get(`${kind}${key}`) ?? 0) > 1;
  return {
    emails: new Set(emails.filter((email) => repeated("e", email))),
    phones: new Set(phones.filter((phone) => repeated("p", phone))),
  };
}
