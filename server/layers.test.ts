import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of docs/architecture.md, kept by reading the source: a service
 * says what happens, a repository (server/db/repositories/) says how the
 * store is asked. A query written in a service is found here, not in review.
 */

const root = join(import.meta.dirname, "..");

/** The most lines a source file holds (docs/architecture.md, "Layers"). */
const maxLines = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/** Kysely's query builder and its raw `sql` template, as a call reads in source. */
const queryBuilder = /\.(?:select|insert|update|delete)(?:From|Into|Table)\s*\(|\bsql\s*(?:<[^>]*>)?\s*`/;

describe("layers", () => {
  it("services never write a query: every one lives in a repository, and their tests read the store through tests/utils/store-rows.ts", () => {
    const offenders = sourceFiles("server/services").filter((file) =>
      queryBuilder.test(readFileSync(join(root, file), "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("no file outside the copy and the schema is past 400 lines: past that, a file holds several ideas", () => {
    const exempt = /^(?:app\/content\/|common\/i18n\/|server\/db\/schema\.ts$)/;
    const tooLong = ["app", "common", "server"]
      .flatMap(sourceFiles)
      .filter((file) => !/\.test\.tsx?$/.test(file) && !exempt.test(file))
      .map((file) => ({ file, lines: readFileSync(join(root, file), "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > maxLines);
    expect(tooLong).toEqual([]);
  });

  it("the rule sees a query where one is written", () => {
    expect(queryBuilder.test('await db.selectFrom("users").select("id")')).toBe(true);
    expect(queryBuilder.test("await trx\n  .updateTable('x')")).toBe(true);
    expect(queryBuilder.test("await sql`pragma wal_checkpoint`.execute(db)")).toBe(true);
    expect(queryBuilder.test("await sql<number>`select 1`.execute(db)")).toBe(true);
    expect(queryBuilder.test("await findDemoRequest(trx, id)")).toBe(false);
  });
});
