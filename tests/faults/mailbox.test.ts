import type { ChildProcess } from "node:child_process";
import { ImapFlow } from "imapflow";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStore, type Store } from "#server/db/client.ts";
import { type ImapServer, startImapServer } from "#tests/utils/imap-server.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { startServer } from "./server.ts";

const dialects = await testDialects();

/*
 * The reply mailbox under a crash (issue 50): the built server reads a
 * mailbox of 200 visitors' mails (IMAP_URL, a real Dovecot) and is killed
 * (kill -9) while it reads; started again on the same store, it reads the
 * rest. Every message is kept exactly once: none lost, none twice (the
 * Message-ID is the key), and the mailbox ends with nothing unread.
 */

const messages = 400;

/** The answers kept, by the Message-ID each came with. */
async function keptKeys(target: TestStore): Promise<string[]> {
  const store = createStore({ url: target.url, dataDir: target.dataDir });
  try {
    const rows = await store.db.selectFrom("lead_answers").select("message_key").execute();
    return rows.map((row) => row.message_key);
  } finally {
    await store.close();
  }
}

/**
 * How many answers are kept, asked of a store the test keeps open while it
 * waits (`watching`): a poll is one query, so the test sees the reading
 * mid-way even when the server keeps a message every fraction of a millisecond.
 */
async function keptCount(watching: Store): Promise<number> {
  const row = await watching.db
    .selectFrom("lead_answers")
    .select((eb) => eb.fn.countAll().as("kept"))
    .executeTakeFirstOrThrow();
  return Number(row.kept);
}

/** Writes `count` mails from distinct senders into the mailbox in one IMAP session. */
async function fill(imap: ImapServer, run: string, count: number) {
  const address = new URL(imap.url);
  const client = new ImapFlow({
    host: address.hostname,
    port: Number(address.port),
    secure: false,
    auth: { user: decodeURIComponent(address.username), pass: decodeURIComponent(address.password) },
    logger: false,
  });
  await client.connect();
  try {
    for (let n = 0; n < count; n += 1) {
      await client.append(
        "INBOX",
        [
          `From: Visitor ${n} <visitor${n}.${run}@example.in>`,
          "To: care@anvaya.example",
          `Subject: A question ${n}`,
          `Message-ID: <${run}-${n}@example.in>`,
          "Content-Type: text/plain; charset=utf-8",
          "",
          `Could you tell me more about the assessments? (${n})`,
          "",
        ].join("\r\n"),
      );
    }
  } finally {
    await client.logout();
  }
}

describe.each(dialects)("the reply mailbox under a crash on %s", (dialect) => {
  let imap: ImapServer;
  const stores: TestStore[] = [];
  beforeAll(async () => {
    imap = await startImapServer();
  });
  afterAll(async () => {
    await imap?.stop();
    for (const store of stores) await store.destroy();
  });

  it("keeps every message once when killed while it reads the mailbox, and reads the rest after a restart", async () => {
    const store = await createTestStore(dialect);
    await store.close();
    stores.push(store);
    const run = `${dialect}-${Date.now().toString(36)}`;
    await fill(imap, run, messages);
    const env = { IMAP_URL: imap.url };

    // Killed once it has kept some, long before all: mid-read. The store is
    // watched from the moment the process is spawned, not from when it first
    // answers: it begins reading as it starts, and by its first answer it had
    // kept all 400 in a CI run.
    const watching = createStore({ url: store.url, dataDir: store.dataDir });
    await keptCount(watching);
    let first: { child: ChildProcess; exited: Promise<number | string> } | undefined;
    const starting = startServer(store, env, {
      spawned: (child, exited) => {
        first = { child, exited };
      },
    });
    const deadline = Date.now() + 60_000;
    // Not spawned yet, or spawned and not ended.
    const running = () => !first || (first.child.exitCode === null && first.child.signalCode === null);
    try {
      while (running() && (await keptCount(watching)) < 10 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      first?.child.kill("SIGKILL");
    } finally {
      await watching.close();
    }
    // It may have been killed before it first answered: then it never started, as far as startServer knows.
    const started = await starting.catch((error: Error) => error);
    const stderr = started instanceof Error ? started.message : started.errors();
    expect(await first?.exited, `the first server ended on its own:\n${stderr}`).toBe("SIGKILL");
    const keptBefore = (await keptKeys(store)).length;
    // Mid-read: some kept, not all.
    expect(keptBefore).toBeGreaterThanOrEqual(10);
    expect(keptBefore).toBeLessThan(messages);

    const second = await startServer(store, env);
    const until = Date.now() + 60_000;
    while ((await keptKeys(store)).length < messages && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);

    const keys = await keptKeys(store);
    const expected = Array.from({ length: messages }, (_, n) => `<${run}-${n}@example.in>`);
    expect(keys.filter((key) => !expected.includes(key))).toEqual([]);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...expected].sort());
    expect(await imap.unseen()).toEqual([]);
  });
});
