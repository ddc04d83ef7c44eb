import { DatabaseSync } from "node:sqlite";
import { expect, it } from "vitest";
import { adaptNodeSqlite } from "./sqlite-adapter.ts";

/** A connection to a database in memory, as Kysely is given it. */
const adaptedConnection = () => adaptNodeSqlite(new DatabaseSync(":memory:"));

const text = (label: string, n: number) => `select ${n} as n /* ${label} */`;

it("keeps a statement once prepared, and runs it", () => {
  const adapted = adaptedConnection();
  const first = adapted.prepare(text("kept", 1));
  expect(adapted.prepare(text("kept", 1))).toBe(first);
  expect(first.all([])).toEqual([{ n: 1 }]);
});

it("past 256 statements, drops the one used longest ago, not the one prepared first", () => {
  const adapted = adaptedConnection();
  const used = adapted.prepare(text("used", 0));
  const others = Array.from({ length: 255 }, (_, i) => adapted.prepare(text("other", i + 1)));
  // The first statement used again: now the first of the others was used longest ago.
  expect(adapted.prepare(text("used", 0))).toBe(used);
  adapted.prepare(text("one more", 0));
  expect(adapted.prepare(text("used", 0))).toBe(used);
  expect(adapted.prepare(text("other", 2))).toBe(others[1]);
  // Dropped: asked for again, it is prepared afresh.
  expect(adapted.prepare(text("other", 1))).not.toBe(others[0]);
});
