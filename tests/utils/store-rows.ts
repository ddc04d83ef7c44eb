import type { Insertable, Kysely, Selectable, Updateable } from "kysely";

/*
 * What a test sees when it looks straight into the store: whole rows of a
 * table, how many match, and the one insert or update a test needs to set up
 * a state. Services reach the store only through repositories (issue 47), and
 * a test that checks what a service wrote should not lean on the code it
 * checks; these few shapes let it read the tables without writing SQL beside
 * the service. Rows are typed from server/db/schema.ts; a test's own table
 * (a throwaway lead kind) comes in through `db.withTables<…>()`.
 */

/** Which rows: every column named must equal its value (a null value means `is null`). */
export type Where<DB, T extends keyof DB> = Partial<Selectable<DB[T]>>;

/** The order of the rows, column by column, ascending; unordered when not given. */
export type RowOrder<DB, T extends keyof DB> = { orderBy: readonly (keyof Selectable<DB[T]> & string)[] };

type AnyTables = Record<string, Record<string, unknown>>;

/** The same connection, typed loosely: the functions below keep their callers typed. */
const loose = <DB>(db: Kysely<DB>) => db as unknown as Kysely<AnyTables>;

/** `where` as conditions: column, operator, value. */
function conditions(table: string, where: object): [string, "=" | "is", unknown][] {
  return Object.entries(where).map(([column, value]) => {
    // A column named without a value would match every row: the test meant something else.
    if (value === undefined) throw new Error(`rows of ${table}: no value for ${column}`);
    return [column, value === null ? "is" : "=", value];
  });
}

/** The query on `table` narrowed to the rows that `where` describes. */
function matching<DB>(db: Kysely<DB>, table: string, where: object) {
  let query = loose(db).selectFrom(table);
  for (const [column, operator, value] of conditions(table, where))
    query = query.where(column, operator, value);
  return query;
}

/** Every row of `table` that matches `where`, whole. */
export async function rowsOf<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  where: Where<DB, T> = {},
  order?: RowOrder<DB, T>,
): Promise<Selectable<DB[T]>[]> {
  let query = matching(db, table, where).selectAll();
  for (const column of order?.orderBy ?? []) query = query.orderBy(column);
  return (await query.execute()) as Selectable<DB[T]>[];
}

/** The first row of `table` that matches `where`; throws when none does. */
export async function firstRowOf<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  where: Where<DB, T> = {},
): Promise<Selectable<DB[T]>> {
  return (await matching(db, table, where).selectAll().executeTakeFirstOrThrow()) as Selectable<DB[T]>;
}

/** How many rows of `table` match `where`. */
export async function countRows<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  where: Where<DB, T> = {},
): Promise<number> {
  const { n } = await matching(db, table, where)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Writes one row into `table`. */
export async function insertRow<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  row: Insertable<DB[T]>,
): Promise<void> {
  await loose(db)
    .insertInto(table as string)
    .values(row)
    .execute();
}

/** Sets `values` on every row of `table` that matches `where`. */
export async function updateRows<DB, T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  where: Where<DB, T>,
  values: Updateable<DB[T]>,
): Promise<void> {
  let query = loose(db)
    .updateTable(table as string)
    .set(values as Record<string, unknown>);
  for (const [column, operator, value] of conditions(table, where))
    query = query.where(column, operator, value);
  await query.execute();
}
