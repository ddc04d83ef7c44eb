import type { Kysely } from "kysely";
import type { Database, DemoRequestRow, NewDemoRequestRow } from "../schema.ts";

export async function insertDemoRequest(db: Kysely<Database>, row: NewDemoRequestRow): Promise<void> {
  await db.insertInto("demo_requests").values(row).execute();
}

export async function findDemoRequest(db: Kysely<Database>, id: string): Promise<DemoRequestRow | undefined> {
  return db.selectFrom("demo_requests").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countDemoRequests(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom("demo_requests")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
