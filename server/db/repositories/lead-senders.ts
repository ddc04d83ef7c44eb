import { type Kysely, sql } from "kysely";
import type { AnsweredLeadKind } from "#common/lead-kinds.ts";
import type { Database } from "../schema.ts";

/** A lead of either kind that staff answer, as "also sent" lists it. */
export type SenderLead = {
  kind: AnsweredLeadKind;
  id: string;
  name: string;
  status: "open" | "closed";
  created_at: string;
};

/** How to tell one sender: an email (matched whatever its case) and, for demo requests, a phone. */
export type Sender = { email: string; phone: string | null };

/**
 * The other leads from the same person: demo requests and contact messages
 * with the same email (in any case), and demo requests with the same phone;
 * newest first, at most `limit`, without the lead `except`.
 */
export async function leadsFromSender(
  db: Kysely<Database>,
  sender: Sender,
  except: { kind: SenderLead["kind"]; id: string },
  limit = 20,
): Promise<SenderLead[]> {
  const email = sender.email.toLowerCase();
  const requests = db
    .selectFrom("demo_requests")
    .select([
      sql<SenderLead["kind"]>`'demo_request'`.as("kind"),
      "id",
      "full_name as name",
      "status",
      "created_at",
    ])
    .where((eb) =>
      eb.or([
        eb(sql`lower(work_email)`, "=", email),
        ...(sender.phone ? [eb("phone", "=", sender.phone)] : []),
      ]),
    );
  const messages = db
    .selectFrom("contact_messages")
    .select([sql<SenderLead["kind"]>`'contact_message'`.as("kind"), "id", "name", "status", "created_at"])
    .where(sql`lower(email)`, "=", email);
  const rows = await db
    .selectFrom(requests.unionAll(messages).as("sent"))
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
 * lower-cased emails seen more than once across both kinds, and the phones
 * seen more than once among demo requests. One statement of small probes,
 * each reading at most two rows by index: "more than one" needs no more,
 * and a count would read every lead from a number that many share (a
 * clinic's switchboard).
 */
export async function repeatSenders(
  db: Kysely<Database>,
  senders: readonly Sender[],
): Promise<{ emails: Set<string>; phones: Set<string> }> {
  const emails = [...new Set(senders.map((s) => s.email.toLowerCase()))];
  const phones = [...new Set(senders.flatMap((s) => (s.phone ? [s.phone] : [])))];
  // Each probe a subquery of its own: SQLite takes no LIMIT on a member of a UNION.
  const probes = [
    ...emails.flatMap((email) => [
      db
        .selectFrom(
          db
            .selectFrom("demo_requests")
            .select(sql<string>`'e'`.as("kind"))
            .where(sql`lower(work_email)`, "=", email)
            .limit(2)
            .as("p"),
        )
        .select([sql<string>`'e'`.as("kind"), sql<string>`${email}`.as("key")]),
      db
        .selectFrom(
          db
            .selectFrom("contact_messages")
            .select(sql<string>`'e'`.as("kind"))
            .where(sql`lower(email)`, "=", email)
            .limit(2)
            .as("p"),
        )
        .select([sql<string>`'e'`.as("kind"), sql<string>`${email}`.as("key")]),
    ]),
    ...phones.map((phone) =>
      db
        .selectFrom(
          db
            .selectFrom("demo_requests")
            .select(sql<string>`'p'`.as("kind"))
            .where("phone", "=", phone)
            .limit(2)
            .as("p"),
        )
        .select([sql<string>`'p'`.as("kind"), sql<string>`${phone}`.as("key")]),
    ),
  ];
  const [first, ...rest] = probes;
  const found = first ? await rest.reduce((all, probe) => all.unionAll(probe), first).execute() : [];
  const seen = new Map<string, number>();
  for (const row of found) seen.set(`${row.kind}${row.key}`, (seen.get(`${row.kind}${row.key}`) ?? 0) + 1);
  const repeated = (kind: string, key: string) => (seen.get(`${kind}${key}`) ?? 0) > 1;
  return {
    emails: new Set(emails.filter((email) => repeated("e", email))),
    phones: new Set(phones.filter((phone) => repeated("p", phone))),
  };
}
