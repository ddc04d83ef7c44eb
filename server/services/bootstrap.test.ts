import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";
import { ensureAdmin, initialPasswordFile } from "./bootstrap.ts";
import { createServices } from "./index.ts";

/** A logger whose JSON lines the test reads back. */
function capturedLogger() {
  const lines: string[] = [];
  const logger = createLogger("debug", { isTTY: false, write: (line: string) => lines.push(line) });
  return { logger, lines };
}

/** A terminal, or stdout sent elsewhere (a service manager's journal): what was shown on it. */
function terminal(isTTY: boolean) {
  const shown: string[] = [];
  return { shown, isTTY, write: (text: string) => shown.push(text) };
}

describe("the first admin account", () => {
  let store: TestStore;
  const dataDir = mkdtempSync(join(tmpdir(), "anvaya-bootstrap-"));
  const file = initialPasswordFile(dataDir);
  beforeAll(async () => {
    store = await createTestStore("sqlite");
  });
  afterAll(async () => {
    await store.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("is created with a random password kept in a file only its owner reads, never in the log or on a journal", async () => {
    const { auth, account } = createServices(store);
    const log = capturedLogger();
    const journal = terminal(false);
    await ensureAdmin(account, {}, log.logger, { dataDir, terminal: journal });

    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, "utf8")).trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(await account.listUsers()).toMatchObject([{ username: "admin", role: "admin" }]);
    const signedIn = await auth.login({ username: "admin", password, area: "leads" }, "203.0.113.9");
    expect(signedIn.session.role).toBe("admin");

    // Not a terminal: nothing shown. The log says where the password is, never what.
    expect(journal.shown).toEqual([]);
    expect(log.lines.join("")).not.toContain(password);
    const said = log.lines.map((line) => JSON.parse(line) as { msg: string; passwordFile?: string });
    expect(said).toContainEqual(
      expect.objectContaining({ passwordFile: file, msg: expect.stringContaining(file) }),
    );

    // Once a user exists, nothing more is created, written or shown.
    await ensureAdmin(account, {}, log.logger, { dataDir, terminal: journal });
    expect((await readFile(file, "utf8")).trim()).toBe(password);
    expect(await account.listUsers()).toHaveLength(1);
    expect(journal.shown).toEqual([]);
  });

  it("shows the password on a terminal too, and replaces a file left from before with one of mode 0600", async () => {
    const { auth, account } = createServices(store);
    await account.removeUser("admin");
    writeFileSync(file, "an old password\n", { mode: 0o644 });
    const log = capturedLogger();
    const screen = terminal(true);
    await ensureAdmin(account, {}, log.logger, { dataDir, terminal: screen });

    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, "utf8")).trim();
    expect(password).not.toBe("an old password");
    expect(screen.shown).toHaveLength(1);
    expect(screen.shown[0]).toContain(`password "${password}"`);
    expect(screen.shown[0]).toContain(file);
    expect(log.lines.join("")).not.toContain(password);
    await auth.login({ username: "admin", password, area: "blog" }, "203.0.113.9");
  });

  it("with no DATA_DIR to keep it in, shows it on a terminal, or says how to set one: never in the log", async () => {
    const { account } = createServices(store);
    for (const isTTY of [true, false]) {
      await account.removeUser("admin");
      const log = capturedLogger();
      const out = terminal(isTTY);
      await ensureAdmin(account, {}, log.logger, { terminal: out });
      expect(await account.listUsers()).toMatchObject([{ username: "admin" }]);
      expect(out.shown).toHaveLength(isTTY ? 1 : 0);
      const logged = log.lines.join("");
      expect(logged).not.toMatch(/password "/);
      for (const line of out.shown) {
        const shownPassword = /password "([^"]+)"/.exec(line)?.[1] ?? "";
        expect(shownPassword.length).toBeGreaterThanOrEqual(16);
        expect(logged).not.toContain(shownPassword);
      }
      if (!isTTY) expect(logged).toContain("npm run users -- reset-password admin");
    }
  });

  it("takes ADMIN_USERNAME and ADMIN_PASSWORD: creates that admin, or resets its password", async () => {
    const { auth, account } = createServices(store);
    const screen = terminal(true);
    await ensureAdmin(account, { username: "chief", password: "first password" }, createLogger("silent"), {
      dataDir,
      terminal: screen,
    });
    await ensureAdmin(account, { username: "chief", password: "second password" }, createLogger("silent"), {
      dataDir,
      terminal: screen,
    });
    expect(screen.shown).toEqual([]);
    await expect(
      auth.login({ username: "chief", password: "first password", area: "blog" }, "203.0.113.9"),
    ).rejects.toThrow(/Invalid credentials/);
    const ok = await auth.login(
      { username: "chief", password: "second password", area: "blog" },
      "203.0.113.9",
    );
    expect(ok.session).toMatchObject({ username: "chief", role: "admin", area: "blog" });
  });

  it("removes the password file once ADMIN_USERNAME=admin with ADMIN_PASSWORD sets another password", async () => {
    const { account } = createServices(store);
    writeFileSync(file, "a password that no longer holds\n", { mode: 0o600 });
    await ensureAdmin(account, { username: "chief", password: "third password" }, createLogger("silent"), {
      dataDir,
    });
    expect(statSync(file, { throwIfNoEntry: false })).toBeDefined();
    const log = capturedLogger();
    await ensureAdmin(account, { username: "admin", password: "a chosen password" }, log.logger, { dataDir });
    expect(statSync(file, { throwIfNoEntry: false })).toBeUndefined();
    expect(log.lines.join("")).not.toContain("a chosen password");
  });
});
