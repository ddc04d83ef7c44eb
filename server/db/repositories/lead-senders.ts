import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.ts";

/** A lead of either kind that staff answer, as "also sent" lists it. */
export type SenderLead = {
  kind: "demo_request" | "contact_message";
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
 * seen more than once among demo requests. Three grouped reads by index.
 */
export async function repeatSenders(
  db: Kysely<Database>,
  senders: readonly Sender[],
): Promise<{ emails: Set<string>; phones: Set<string> }> {
  const emails = [...new Set(senders.map((s) => s.email.toLowerCase()))];
  const phones = [...new Set(senders.flatMap((s) => (s.phone ? [s.phone] : [])))];
  const counts = new Map<string, number>();
  if (emails.length > 0) {
    const fromRequests = await db
      .selectFrom("demo_requests")
      .select([sql<string>`lower(work_email)`.as("email"), (eb) => eb.fn.countAll<number | string>().as("n")])
      .where(sql`lower(work_email)`, "in", emails)
      .groupBy(sql`lower(work_email)`)
      .execute();
    const fromMessages = await db
      .selectFrom("contact_messages")
      .select([sql<string>`lower(email)`.as("email"), (eb) => eb.fn.countAll<number | string>().as("n")])
      .where(sql`lower(email)`, "in", emails)
      .groupBy(sql`lower(email)`)
      .execute();
    for (const row of [...fromRequests, ...fromMessages]) {
      counts.set(row.email, (counts.get(row.email) ?? 0) + Number(row.n));
    }
  }
  const repeatedPhones = new Set<string>();
  if (phones.length > 0) {
    const rows = await db
      .selectFrom("demo_requests")
      .select(["phone", (eb) => eb.fn.countAll<number | string>().as("n")])
      .where("phone", "in", phones)
      .groupBy("phone")
      .execute();
    for (const row of rows) if (Number(row.n) > 1) repeatedPhones.add(row.phone);
  }
  return {
    emails: new Set([...counts].filter(([, n]) => n > 1).map(([email]) => email)),
    phones: repeatedPhones,
  };
}
