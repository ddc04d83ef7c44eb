import type { Kysely, Transaction } from "kysely";
import type { ContactMessageRow, Database, NewContactMessageRow } from "../schema.ts";

export async function insertContactMessage(
  db: Kysely<Database> | Transaction<Database>,
  row: NewContactMessageRow,
): Promise<void> {
  await db.insertInto("contact_messages").values(row).execute();
}

export async function findContactMessage(
  db: Kysely<Database>,
  id: string,
): Promise<ContactMessageRow | undefined> {
  return db.selectFrom("contact_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countContactMessages(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
