import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/serve-build.ts";

const dataDir = mkdtempSync(join(tmpdir(), "anvaya-dev-"));
let child: ChildProcess;
let origin = "";
let output = "";

// `npm run dev` serves the same Hono app as production, over Vite.
describe("npm run dev", () => {
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn("npm", ["run", "--silent", "dev"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`npm run dev did not start:\n${output}`);
  }, 120_000);

  afterAll(() => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(["/", "/resources/blogs", "/api/blogs", "/api/openapi.json"])(
    "answers %s with 200 and the security headers",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, output).toBe(200);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    },
    60_000,
  );

  it("renders the blog listing from the store, as production does", async () => {
    const html = await (await fetch(`${origin}/resources/blogs`)).text();
    const { data } = (await (await fetch(`${origin}/api/blogs`)).json()) as {
      data: { blogs: { slug: string }[] };
    };
    expect(data.blogs.length).toBeGreaterThan(0);
    expect(html).toContain(`href="/blog/${data.blogs[0]?.slug}"`);
  }, 60_000);

  it("redirects legacy links before any page", async () => {
    const response = await fetch(`${origin}/faq`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/faqs");
  }, 60_000);
});
