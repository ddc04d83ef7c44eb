import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { createStore, type Store } from "./client.ts";
import { groupCommit } from "./group-commit.ts";

const dialects = await testDialects();

interface GroupedTable {
  id: string;
  batch: string;
  parent: string | null;
}

describe.each(dialects)("group commit on %s", (dialect) => {
  let store: TestStore;
  /** A second connection to the same database: it sees only what was committed. */
  let other: Store;

  beforeAll(async () => {
    store = await createTestStore(dialect);
    // `parent` must name a row, checked at the commit (deferred): a way to make a commit fail.
    await sql`create table grouped (
      id text primary key,
      batch text not null,
      parent text references grouped (id) deferrable initially deferred
    )`.execute(store.db);
    other = createStore({ url: store.url, dataDir: store.dataDir });
  });
  afterAll(async () => {
    await other.close();
    await store.destroy();
  });

  const grouped = (db: Store["db"]) => db.withTables<{ grouped: GroupedTable }>();
  const idsIn = async (db: Store["db"], batch: string) =>
    (
      await grouped(db).selectFrom("grouped").select("id").where("batch", "=", batch).orderBy("id").execute()
    ).map((row) => row.id);

  it("runs work sent together in one transaction, and answers none of it before the commit", async () => {
    const commit = groupCommit(store.db);
    const batch = crypto.randomUUID();
    const answered: string[] = [];
    let seenInLast: { here: string[]; elsewhere: string[]; answered: string[] } | undefined;
    const ids = ["a", "b", "c", "d"];
    const units = ids.map((id, i) =>
      commit(async (trx) => {
        await grouped(trx)
          .insertInto("grouped")
          .values({ id: `${batch}-${id}`, batch, parent: null })
          .execute();
        if (i === ids.length - 1) {
          seenInLast = {
            here: await idsIn(trx, batch),
            elsewhere: await idsIn(other.db, batch),
            answered: [...answered],
          };
        }
        return id;
      }).then((value) => {
        answered.push(value);
        return value;
      }),
    );
    expect(await Promise.all(units)).toEqual(ids);
    // The last saw the others' rows in its own transaction; no one else saw any, nor had any been answered.
    expect(seenInLast).toEqual({ here: ids.map((id) => `${batch}-${id}`), elsewhere: [], answered: [] });
    expect(await idsIn(other.db, batch)).toEqual(ids.map((id) => `${batch}-${id}`));
  });

  it("rolls back the one that fails alone: the others are stored and answered", async () => {
    const commit = groupCommit(store.db);
    const batch = crypto.randomUUID();
    const results = await Promise.allSettled(
      ["a", "b", "c"].map((id) =>
        commit(async (trx) => {
          await grouped(trx)
            .insertInto("grouped")
            .values({ id: `${batch}-${id}`, batch, parent: null })
            .execute();
          if (id === "b") throw new Error("b changed its mind");
          return id;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(results[1]).toMatchObject({ reason: { message: "b changed its mind" } });
    expect(await idsIn(other.db, batch)).toEqual([`${batch}-a`, `${batch}-c`]);
  });

  it("answers nothing a failed commit held: each is tried alone, and only what was stored is answered", async () => {
    const commit = groupCommit(store.db);
    const batch = crypto.randomUUID();
    const results = await Promise.allSettled(
      ["a", "b", "c"].map((id) =>
        commit(async (trx) => {
          // b names a parent that does not exist: its statement passes, the commit holding it fails.
          const parent = id === "b" ? `${batch}-missing` : null;
          await grouped(trx)
            .insertInto("grouped")
            .values({ id: `${batch}-${id}`, batch, parent })
            .execute();
          return id;
        }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await idsIn(other.db, batch)).toEqual([`${batch}-a`, `${batch}-c`]);
  });

  it("keeps taking work after a batch, in arrival order", async () => {
    const commit = groupCommit(store.db, { maxBatch: 2 });
    const batch = crypto.randomUUID();
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        commit(async (trx) => {
          order.push(n);
          await grouped(trx)
            .insertInto("grouped")
            .values({ id: `${batch}-${n}`, batch, parent: null })
            .execute();
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(await idsIn(other.db, batch)).toHaveLength(5);
  });
});
