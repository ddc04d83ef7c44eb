import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), "anvaya-users-"));

/** The real CLI, in its own process, on a SQLite store of its own. */
function users(args: string[], password?: string) {
  return run(process.execPath, ["scripts/users.ts", ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", USER_PASSWORD: password ?? "" },
  });
}

describe("npm run users", () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("adds, lists, resets and removes staff accounts", async () => {
    expect((await users(["add", "asha", "leads"], "a long password")).stdout).toContain(
      "asha: created (leads)",
    );
    expect((await users(["add", "ravi", "blog"], "another password")).stdout).toContain(
      "ravi: created (blog)",
    );
    expect((await users(["list"])).stdout).toBe("asha\tleads\nravi\tblog\n");
    expect((await users(["reset-password", "asha"], "a new long password")).stdout).toContain(
      "password changed",
    );
    expect((await users(["remove", "ravi"])).stdout).toContain("ravi: removed");
    expect((await users(["list"])).stdout).toBe("asha\tleads\n");
  });

  it("explains its usage and fails on a bad command or a short password", async () => {
    await expect(users(["add", "x", "superuser"], "a long password")).rejects.toMatchObject({ code: 1 });
    await expect(users(["add", "x", "blog"], "short")).rejects.toMatchObject({ code: 1 });
    await expect(users(["frobnicate"])).rejects.toMatchObject({
      stderr: expect.stringContaining("Commands:"),
    });
  });
});
