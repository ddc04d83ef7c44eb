import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import { initialPasswordFile } from "#server/services/bootstrap.ts";
import { createServices } from "#server/services/index.ts";
import { totpCode } from "#tests/utils/totp.ts";
import { runUsers } from "./users.ts";

const dataDir = mkdtempSync(join(tmpdir(), "anvaya-users-"));

/** The CLI, in-process, on a SQLite store of its own: its exit code and what it printed. */
async function users(args: string[], password?: string) {
  let stdout = "";
  let stderr = "";
  const code = await runUsers(args, {
    env: { DATA_DIR: dataDir, USER_PASSWORD: password },
    out: (line) => {
      stdout += `${line}\n`;
    },
    err: (line) => {
      stderr += `${line}\n`;
    },
  });
  return { code, stdout, stderr };
}

describe("npm run users", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("adds, lists, resets and removes staff accounts", async () => {
    expect(await users(["add", "asha", "leads"], "a long password")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("asha: created (leads)"),
    });
    expect(await users(["add", "ravi", "blog"], "another password")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("ravi: created (blog)"),
    });
    expect(await users(["list"])).toMatchObject({ code: 0, stdout: "asha\tleads\nravi\tblog\n" });
    expect(await users(["reset-password", "asha"], "a new long password")).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("password changed"),
    });
    expect(await users(["remove", "ravi"])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining("ravi: removed"),
    });
    expect(await users(["list"])).toMatchObject({ code: 0, stdout: "asha\tleads\n" });
  });

  it("adds a clinician with the name and credential an article shows, and changes or clears them", async () => {
    expect(
      await users(
        [
          "add",
          "dr-iyer",
          "clinician",
          "--name",
          "Dr Meera Iyer",
          "--credential",
          "M.Phil Clinical Psychology, RCI A12345",
        ],
        "a long password",
      ),
    ).toMatchObject({ code: 0, stdout: "dr-iyer: created (clinician)\n" });
    expect((await users(["list"])).stdout).toContain(
      "dr-iyer\tclinician\tDr Meera Iyer, M.Phil Clinical Psychology, RCI A12345\n",
    );
    expect(await users(["profile", "dr-iyer", "--credential=MD Psychiatry, NMC 98765"])).toMatchObject({
      code: 0,
      stdout: "dr-iyer: profile saved\n",
    });
    expect((await users(["list"])).stdout).toContain(
      "dr-iyer\tclinician\tDr Meera Iyer, MD Psychiatry, NMC 98765\n",
    );
    await users(["profile", "dr-iyer", "--name", "-", "--credential", "-"]);
    expect((await users(["list"])).stdout).toContain("dr-iyer\tclinician\n");
    expect(await users(["profile", "dr-iyer"])).toMatchObject({ code: 1 });
    expect(await users(["profile", "dr-iyer", "--credential"])).toMatchObject({
      code: 1,
      stderr: "--credential needs a value (or - to clear it).\n",
    });
    expect((await users(["profile", "dr-iyer", "--credential", "x".repeat(161)])).stderr).toContain(
      "160 characters or fewer",
    );
    await users(["remove", "dr-iyer"]);
  });

  it("sets, shows and clears the address where a lead assigned to an account is announced", async () => {
    await users(["add", "meera", "leads"], "a long password");
    expect(await users(["email", "meera", "meera@anvaya.example"])).toMatchObject({
      code: 0,
      stdout: "meera: mail goes to meera@anvaya.example\n",
    });
    expect((await users(["list"])).stdout).toContain("meera\tleads\tmeera@anvaya.example\n");
    expect(await users(["email", "meera", "not an address"])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("not an email address"),
    });
    expect(await users(["email", "nobody", "x@anvaya.example"])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No user called nobody"),
    });
    expect(await users(["email", "meera"])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Usage"),
    });
    expect(await users(["email", "meera", "-"])).toMatchObject({ code: 0, stdout: "meera: no address\n" });
    expect((await users(["list"])).stdout).toContain("meera\tleads\n");
    await users(["remove", "meera"]);
  });

  it("removes the first admin's password file once that password is changed or the account removed", async () => {
    const file = initialPasswordFile(dataDir);
    const kept = () => writeFileSync(file, "the first password\n", { mode: 0o600 });
    expect(await users(["add", "admin", "admin"], "the first password")).toMatchObject({ code: 0 });
    kept();
    // Another account's new password leaves it.
    await users(["reset-password", "asha"], "yet another password");
    expect(existsSync(file)).toBe(true);
    expect(await users(["reset-password", "admin"], "a password of my own")).toMatchObject({
      code: 0,
      stdout: `admin: password changed\nremoved ${file}: the password it held no longer works\n`,
    });
    expect(existsSync(file)).toBe(false);
    // Without a file, nothing is said about one.
    expect((await users(["reset-password", "admin"], "a password of my own")).stdout).toBe(
      "admin: password changed\n",
    );
    kept();
    expect((await users(["add", "admin", "admin"], "another of my own")).stdout).toContain(`removed ${file}`);
    expect(existsSync(file)).toBe(false);
    // A refused change keeps it: the password in it still holds.
    kept();
    expect(await users(["reset-password", "admin"], "short")).toMatchObject({ code: 1 });
    expect(existsSync(file)).toBe(true);
    expect(await users(["remove", "admin"])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`removed ${file}`),
    });
    expect(existsSync(file)).toBe(false);
  });

  it("takes every second factor off an account that lost them, and ends its sessions", async () => {
    expect((await users(["add", "lost", "leads"], "a long password here")).code).toBe(0);
    const store = createStore({ dataDir });
    try {
      const { account } = createServices(store);
      const user = (await account.listUsers()).find((one) => one.username === "lost");
      const actor = { id: user?.id ?? "", username: "lost" };
      const { secret } = await account.setupTotp(actor);
      await account.enableTotp(actor, totpCode(secret));
      expect(await account.status(actor)).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
      expect(await users(["reset-2fa", "lost"])).toMatchObject({
        code: 0,
        stdout: expect.stringContaining("lost: authenticator app, recovery codes and passkeys removed"),
      });
      expect(await account.status(actor)).toEqual({ totp: false, totpPending: false, recoveryCodesLeft: 0 });
      expect(await users(["reset-2fa", "nobody"])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining("No user called nobody"),
      });
      expect((await users(["reset-2fa"])).stderr).toContain("Usage: npm run users -- reset-2fa <username>");
    } finally {
      await store.close();
    }
  });

  it("explains its usage and fails on a bad command or a short password", async () => {
    expect(await users(["add", "x", "superuser"], "a long password")).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Usage: npm run users -- add"),
    });
    expect(await users(["add", "x", "blog"], "short")).toMatchObject({ code: 1, stdout: "" });
    expect(await users(["add", "x", "blog"])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("set USER_PASSWORD"),
    });
    expect(await users(["frobnicate"])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Commands:"),
    });
    expect((await users(["list"])).stdout).not.toContain("x\t");
  });

  // One real process, on the cheapest path (a usage error opens no store): the
  // file still runs as `node scripts/users.ts …` and sets its exit code.
  it("runs as a command", { timeout: 30_000 }, async () => {
    const run = promisify(execFile);
    await expect(run(process.execPath, ["scripts/users.ts", "frobnicate"])).rejects.toMatchObject({
      code: 1,
      stdout: "",
      stderr: expect.stringContaining("Commands:"),
    });
  });
});
