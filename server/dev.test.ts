import { type ChildProcess, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/serve-build.ts";

const dataDir = mkdtempSync(join(tmpdir(), "anvaya-dev-"));
let child: ChildProcess;
let origin = "";
let output = "";

/** The document's scripts: the address of each one with `src`, the text of each written into it. */
function scriptsOf(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].map(
    ([, attributes = "", text = ""]) => ({
      src: /\bsrc="([^"]*)"/.exec(attributes)?.[1],
      module: /\btype="module"/.test(attributes),
      text,
    }),
  );
  return {
    sources: scripts.flatMap((script) => (script.src ? [script.src] : [])),
    inline: scripts.filter((script) => !script.src && script.text.length > 0),
    // What the written module scripts import: their static and dynamic specifiers.
    imports: scripts
      .filter((script) => script.module && !script.src)
      .flatMap((script) =>
        [...script.text.matchAll(/\b(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((match) => match[1]),
      ),
  };
}

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

  // docs/architecture.md, "JavaScript only where a page needs it": in development too.
  it.each(["/faqs", "/"])(
    "gives %s what production does: no React, no module of the app, its own script written into it",
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, output).toBe(200);
      const html = await response.text();
      const { sources, inline, imports } = scriptsOf(html);
      expect(/<html\b[^>]*>/.exec(html)?.[0]).toContain('data-hydrate="false"');
      expect(html.includes("__reactRouterContext"), "React Router's context").toBe(false);
      expect(html.includes('rel="modulepreload"'), "a modulepreload link").toBe(false);
      // Only Vite's client, for the reload after an edit: no React Router entry, no /app/, no /node_modules/.
      for (const source of [...sources, ...imports]) expect(source).toBe("/@vite/client");
      expect(imports).toContain("/@vite/client");
      // The page's own script (the FAQ's filters on /faqs), listed by hash in the policy like every inline script.
      if (path === "/faqs")
        expect(inline.some((script) => script.text.includes("data-faq-search"))).toBe(true);
      const policy = response.headers.get("content-security-policy") ?? "";
      for (const script of inline) {
        expect(policy).toContain(
          `'sha256-${createHash("sha256").update(script.text, "utf8").digest("base64")}'`,
        );
      }
    },
    60_000,
  );

  it("hydrates the back office with React Router's client", async () => {
    const response = await fetch(`${origin}/admin-only-upload-blog`);
    expect(response.status, output).toBe(200);
    const html = await response.text();
    expect(/<html\b[^>]*>/.exec(html)?.[0]).toContain('data-hydrate="true"');
    expect(html.includes("window.__reactRouterContext"), "React Router's context").toBe(true);
    expect(scriptsOf(html).imports).toEqual(
      expect.arrayContaining([expect.stringMatching(/entry\.client\.[jt]sx?$/), "/app/root.tsx"]),
    );
  }, 60_000);

  it("tells the pages to load again when a page script's source changes", async () => {
    // /faqs has been rendered: its script's sources (app/enhance/faq.ts among them) are in the graph.
    expect((await fetch(`${origin}/faqs`)).status).toBe(200);
    const client = await (await fetch(`${origin}/@vite/client`)).text();
    const token = /const wsToken = "([^"]+)"/.exec(client)?.[1];
    expect(token).toBeTruthy();
    const socket = new WebSocket(`${origin.replace(/^http/, "ws")}/?token=${token}`, "vite-hmr");
    const events: string[] = [];
    socket.addEventListener("message", (message) => events.push(String(message.data)));
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve);
      socket.addEventListener("error", reject);
    });
    // A touch, not an edit: the file keeps its text, and then its time, so nothing else
    // (a build thought stale, an editor) notices.
    const file = join(import.meta.dirname, "../app/enhance/faq.ts");
    const { atime, mtime } = statSync(file);
    const text = readFileSync(file, "utf8");
    const touched = new Date();
    try {
      utimesSync(file, touched, touched);
      const deadline = Date.now() + 15_000;
      while (!events.some((event) => event.includes('"anvaya:server-change"')) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(
        events.some((event) => event.includes('"anvaya:server-change"')),
        events.join("\n"),
      ).toBe(true);
    } finally {
      socket.close();
      const now = statSync(file);
      if (now.mtimeMs === touched.getTime() && readFileSync(file, "utf8") === text)
        utimesSync(file, atime, mtime);
    }
    // The page loads again, from the new graph, with its script.
    const html = await (await fetch(`${origin}/faqs`)).text();
    expect(scriptsOf(html).inline.some((script) => script.text.includes("data-faq-search"))).toBe(true);
  }, 60_000);

  it("redirects legacy links before any page", async () => {
    const response = await fetch(`${origin}/faq`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/faqs");
  }, 60_000);
});
