import { createServer, type Server, Socket } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import { createTestStore, type TestStore, testDatabaseUrl, testDialects } from "#tests/utils/test-db.ts";
import { freePort } from "../../scripts/serve-build.ts";
import { submit } from "./load.ts";
import { type RunningServer, startServer } from "./server.ts";

const dialects = await testDialects();

/** A TCP relay to PostgreSQL that the trial can cut (connections refused) and restore. */
async function postgresRelay(port: number) {
  const target = new URL(testDatabaseUrl);
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client).add(upstream);
        upstream.connect(Number(target.port || 5432), target.hostname);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop).on("close", drop);
        upstream.on("error", drop).on("close", drop);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  await open();
  return {
    open,
    /** Refuses new connections and cuts the open ones, as a database going away does. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}

/** Submits while the store is away: every answer a 503 with the JSON error; the server stays up. */
async function expectUnavailable(server: RunningServer, stillReadable: boolean) {
  const outcomes = await Promise.all(
    Array.from({ length: 6 }, (_, i) => submit(server.origin, i % 2 ? "demo" : "contact")),
  );
  expect(outcomes.map((o) => o.result)).toEqual(Array(6).fill(503));
  const refused = await fetch(`${server.origin}/api/request-demo`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.19.0.1" },
    body: JSON.stringify({ fullName: "Someone" }),
  });
  expect(refused.status).toBe(503);
  expect(await refused.json()).toEqual({
    success: false,
    error: "The service is unavailable right now. Please try again in a minute.",
  });
  // The process answers; ready only while the store can still be read
  // (a locked SQLite file still is: pages and the blog keep working).
  expect((await fetch(`${server.origin}/healthz`)).status).toBe(200);
  const readiness = await fetch(`${server.origin}/readyz`);
  expect(readiness.status).toBe(stillReadable ? 200 : 503);
  // The reason, for whoever looks (the unit's health check, an operator): never an address or a secret.
  if (!stillReadable)
    expect(await readiness.json()).toEqual({ status: "store unavailable", reasons: ["store unavailable"] });
  expect(server.child.exitCode).toBeNull();
}

describe.each(dialects)("the store going away under load on %s", (dialect) => {
  let store: TestStore;
  afterAll(async () => {
    await store?.destroy();
  });

  it("answers 503 with a clear error, stays up and recovers by itself", async () => {
    store = await createTestStore(dialect);
    await store.close();
    let server: RunningServer;
    let restore: () => Promise<void>;
    if (dialect === "postgres") {
      const port = await freePort();
      const relay = await postgresRelay(port);
      const url = new URL(store.url ?? "");
      url.host = `127.0.0.1:${port}`;
      server = await startServer({ dataDir: store.dataDir, url: url.toString() });
      expect((await submit(server.origin, "demo")).result).toBe(201);
      await relay.cut();
      restore = relay.open;
    } else {
      server = await startServer(store);
      expect((await submit(server.origin, "demo")).result).toBe(201);
      // Another process takes the write lock and keeps it: no write can land.
      const holder = new DatabaseSync(join(store.dataDir, "site.db"));
      holder.exec("BEGIN EXCLUSIVE");
      restore = async () => {
        holder.exec("ROLLBACK");
        holder.close();
      };
    }
    await expectUnavailable(server, dialect === "sqlite");
    await restore();
    let result: number | string = 0;
    const deadline = Date.now() + 30_000;
    while (result !== 201 && Date.now() < deadline) {
      result = (await submit(server.origin, "contact")).result;
      if (result !== 201) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(result).toBe(201);
    const ready = await fetch(`${server.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});

describe.runIf(dialects.includes("postgres"))("a PostgreSQL connection cut inside a transaction", () => {
  it("fails that transaction and leaves the process running", async () => {
    const port = await freePort();
    const relay = await postgresRelay(port);
    const url = new URL(testDatabaseUrl);
    url.host = `127.0.0.1:${port}`;
    const store = createStore({ url: url.toString(), dataDir: "unused" });
    const uncaught: unknown[] = [];
    const note = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", note);
    try {
      // The connection is lent to the transaction and idle between its
      // statements when the database goes away: the moment that used to end
      // the process with an "error" event nobody listened to.
      const outcome = store.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        await relay.cut();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await sql`select 2`.execute(trx);
      });
      await expect(outcome).rejects.toThrow();
      expect(uncaught).toEqual([]);
      await relay.open();
      const { rows } = await sql<{ one: number }>`select 1 as one`.execute(store.db);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      process.off("uncaughtException", note);
      await store.close();
    }
  });
});
