import { execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/serve-build.ts";

const run = promisify(execFile);

/*
 * The production install of the deployment guide: `npm run release` makes a
 * folder from the commit with its build and the production dependencies
 * only, and the server runs from it with the Node it carries, with no build
 * tool on the machine. (It installs and builds from a clean copy: about a
 * minute on a busy 2-core machine.)
 */
describe("a release", () => {
  const folder = mkdtempSync(join(tmpdir(), "anvaya-release-"));
  const out = join(folder, "release");
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("carries its build and its own Node, no build tool, and serves the site", async () => {
    await run("sh", ["scripts/release.sh", "--out", out], { maxBuffer: 16 * 1024 * 1024 });
    const installed = (name: string) => existsSync(join(out, "node_modules", name, "package.json"));
    expect(["react", "hono", "kysely", "sharp", "node"].filter((name) => !installed(name))).toEqual([]);
    expect(
      ["vite", "@react-router/dev", "vitest", "@playwright/test", "@biomejs/biome"].filter(installed),
    ).toEqual([]);
    expect(existsSync(join(out, "build", "server", "index.js"))).toBe(true);
    expect(readFileSync(join(out, "RELEASE"), "utf8").trim()).toMatch(/^[0-9a-f]{12}$/);
    const node = join(out, "node_modules", ".bin", "node");
    expect((await run(node, ["--version"])).stdout).toMatch(/^v24\./);

    // As the systemd unit starts it: the release's Node, the server's entry, the environment.
    const port = await freePort();
    const dataDir = join(folder, "data");
    const child = spawn(node, ["server/main.ts"], {
      cwd: out,
      env: { PATH: "/usr/bin:/bin", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    try {
      const origin = `http://127.0.0.1:${port}`;
      await expect
        .poll(async () => (await fetch(`${origin}/healthz`).catch(() => undefined))?.status, {
          timeout: 30_000,
        })
        .toBe(200);
      expect((await fetch(`${origin}/resources/blogs`)).status).toBe(200);
      // The staff CLI runs from the release too.
      const users = await run(node, ["scripts/users.ts", "list"], {
        cwd: out,
        env: { PATH: "/usr/bin:/bin", DATA_DIR: dataDir },
      });
      expect(users.stdout).toContain("admin");
    } finally {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    expect(errors).not.toMatch(/Error/);
  }, 240_000);
});
