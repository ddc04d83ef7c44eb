import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CompiledQuery } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { testDatabaseUrl, testDialects } from "#tests/utils/test-db.ts";
import { createStore, type Store } from "./client.ts";
import { preparedStatement } from "./prepared.ts";

const dialects = await testDialects();
let store: Store;
let dataDir: string;

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "anvaya-prepared-"));
  // One connection: every statement below goes over the same one.
  if (dialects.includes("postgres")) store = createStore({ url: testDatabaseUrl, poolSize: 1, dataDir });
});
afterAll(async () => {
  await store?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const run = async (text: string, values: unknown[]) =>
  (await store.db.executeQuery<{ n: number }>(CompiledQuery.raw(text, values))).rows[0]?.n;
const preparedTexts = async () =>
  (
    await store.db.executeQuery<{ statement: string }>(
      CompiledQuery.raw("select statement from pg_prepared_statements", []),
    )
  ).rows.map((row) => row.statement);

it.runIf(dialects.includes("postgres"))(
  "sends a marked statement by name, prepared once on the connection, and any other as text",
  async () => {
    const marked = preparedStatement("select $1::int + 1 as n /* prepared.test */");
    const plain = "select $1::int + 2 as n /* prepared.test */";
    expect(await run(marked, [1])).toBe(2);
    expect(await run(marked, [41])).toBe(42);
    expect(await run(plain, [1])).toBe(3);
    expect(await preparedTexts()).toEqual([marked]);
  },
);
