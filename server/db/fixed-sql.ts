import { type Compilable, CompiledQuery, type Kysely, PostgresAdapter, type QueryResult } from "kysely";
import { preparedStatement } from "./prepared.ts";
import type { Database } from "./schema.ts";
import type { DirectSqlite } from "./sqlite-adapter.ts";

/**
 * Statements on the hot write path (every lead's rate-limit count, its row,
 * its consent, its mail) built by Kysely once and then run as the SQL it
 * compiled, with each call's values bound in place.
 *
 * Building a query with Kysely allocates a tree of frozen nodes and compiles
 * it to text on every call; for the half-dozen small statements of a lead
 * that cost more than SQLite running them (about 40 % of a demo request's
 * allocations, measured with a sampling heap profile under `npm run bench`),
 * and the garbage made every request slower. The text of these statements
 * never depends on the values, only on the dialect and on the columns given,
 * so it is compiled once per dialect (the adapter Kysely and its
 * transactions share) and shape, then kept.
 *
 * How it works: the builder is run once with stand-ins for the values; the
 * compiled parameters that are stand-ins become slots that each call fills,
 * and the others (constants in the query, such as the `1` of `hits + 1`)
 * are kept as they are.
 *
 * On SQLite they are also run straight on the connection, as Kysely would
 * run them but without its connection handling, which for each statement
 * makes about a dozen promises and, with many requests waiting for the one
 * connection, wakes every waiter each time it is freed. That is safe where
 * Kysely's handling has nothing to order: inside a transaction (which holds
 * the connection, and whose work runs one statement at a time) and, outside
 * one, when no transaction is open on the connection (node:sqlite runs a
 * statement to its end at once, so it cannot land inside another's). When
 * another's transaction is open, a statement waits for it through Kysely.
 */

/** A value's place in the argument list, given to the builder instead of the value. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

type Template = { sql: string; parameters: readonly (Slot | { constant: unknown })[] };

const templates = new WeakMap<object, Map<string, Template>>();

function templateOf(
  db: Kysely<Database>,
  key: string,
  build: () => Compilable<unknown>,
  { prepared = false } = {},
): Template {
  const adapter = db.getExecutor().adapter;
  let known = templates.get(adapter);
  if (!known) {
    known = new Map();
    templates.set(adapter, known);
  }
  let template = known.get(key);
  if (!template) {
    const compiled = build().compile();
    // Only PostgreSQL's connections look the marks up (SQLite keeps every statement prepared).
    const mark = prepared && adapter instanceof PostgresAdapter;
    template = {
      sql: mark ? preparedStatement(compiled.sql) : compiled.sql,
      parameters: compiled.parameters.map((p) => (p instanceof Slot ? p : { constant: p })),
    };
    known.set(key, template);
  }
  return template;
}

/** SQLite's connections, by the adapter of the Kysely made over each. */
const directly = new WeakMap<object, DirectSqlite>();

/** Lets the statements here run straight on `sqlite`, the connection `db` was made over. */
export function runsDirectly(db: Kysely<Database>, sqlite: DirectSqlite): void {
  directly.set(db.getExecutor().adapter, sqlite);
}

function run<Row>(db: Kysely<Database>, template: Template, values: readonly unknown[]) {
  const parameters = template.parameters.map((p) => (p instanceof Slot ? values[p.index] : p.constant));
  const executor = db.getExecutor();
  const sqlite = directly.get(executor.adapter);
  // A closed store is left to Kysely, which says so as it always has (a 503, db/outage.ts).
  if (sqlite?.open() && executor.plugins.length === 0 && (db.isTransaction || !sqlite.inTransaction())) {
    try {
      return Promise.resolve(sqlite.execute(template.sql, parameters) as QueryResult<Row>);
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return db.executeQuery(CompiledQuery.raw(template.sql, parameters)) as Promise<QueryResult<Row>>;
}

/** A statement with no values (a savepoint's, say), run as the others here are. */
export function plainStatement(text: string): (db: Kysely<Database>) => Promise<QueryResult<never>> {
  const template: Template = { sql: text, parameters: [] };
  return (db) => run<never>(db, template, []);
}

/**
 * A statement whose SQL is the same whatever its arguments: `build` must not
 * look at them (they are stand-ins the first time), only place them in the
 * query. `name` tells the statement apart from the others. PostgreSQL keeps
 * it prepared on each connection (db/prepared.ts): there are a few, each run
 * for every lead.
 */
export function fixedStatement<Args extends readonly unknown[], Row>(
  name: string,
  build: (db: Kysely<Database>, ...args: Args) => Compilable<Row>,
): (db: Kysely<Database>, ...args: Args) => Promise<QueryResult<Row>> {
  return (db, ...args) => {
    const template = templateOf(db, name, () => build(db, ...(args.map((_, i) => new Slot(i)) as never)), {
      prepared: true,
    });
    return run<Row>(db, template, args);
  };
}

/**
 * Inserts rows of one shape (the same columns given) into `table`; the SQL
 * is kept per table, column list and number of rows. Columns left undefined
 * are left out, as Kysely's `values` leaves them out. With `keepExisting`, a
 * row whose unique key is taken already is left out (`on conflict do
 * nothing`). Returns the number of rows inserted.
 */
export async function insertRows<Table extends keyof Database & string>(
  db: Kysely<Database>,
  table: Table,
  rows: readonly Readonly<Record<string, unknown>>[],
  { keepExisting = false } = {},
): Promise<number> {
  const first = rows[0];
  if (!first) return 0;
  const columns = Object.keys(first).filter((column) => first[column] !== undefined);
  for (let r = 1; r < rows.length; r += 1) {
    const row = rows[r] as Readonly<Record<string, unknown>>;
    const shape = Object.keys(row).filter((column) => row[column] !== undefined);
    if (shape.length !== columns.length || shape.some((column, i) => column !== columns[i])) {
      throw new Error(`insertRows into ${table}: every row must give the same columns.`);
    }
  }
  const template = templateOf(
    db,
    `insert:${table}:${columns.join(",")}:${rows.length}:${keepExisting ? "keep" : "all"}`,
    () => {
      const insert = db
        .insertInto(table)
        .values(
          rows.map((_, r) =>
            Object.fromEntries(columns.map((column, c) => [column, new Slot(r * columns.length + c)])),
          ) as never,
        );
      return keepExisting ? insert.onConflict((oc) => oc.doNothing()) : insert;
    },
  );
  const values =
    rows.length === 1
      ? columns.map((column) => first[column])
      : rows.flatMap((row) => columns.map((column) => row[column]));
  const result = await run(db, template, values);
  return Number(result.numAffectedRows ?? 0);
}
