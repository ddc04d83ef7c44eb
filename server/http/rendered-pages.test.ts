import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { renderedPages } from "./rendered-pages.ts";

const dir = mkdtempSync(join(tmpdir(), "anvaya-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The marketing pages of one process, rendered by a counting renderer at settings `version`. */
function processWith(options: { identity: string; version: number; file: string }) {
  const renders: string[] = [];
  const pages = renderedPages({
    paths: ["/", "/faqs"],
    render: async (path) => {
      renders.push(path);
      return new Response(`<!doctype html><h1>${path} at ${options.version}</h1>${"x".repeat(2000)}`, {
        headers: { "content-type": "text/html; charset=utf-8" },
      });
    },
    version: () => options.version,
    https: false,
    logger: createLogger("silent"),
    snapshot: { file: options.file, identity: options.identity },
  });
  const app = new Hono();
  app.use(pages.middleware);
  return { pages, renders, get: (path: string) => app.request(`http://localhost${path}`) };
}

describe("the marketing pages kept between starts", () => {
  it("are read back by a restart of the same build at the same address, and rendered again otherwise", async () => {
    const file = join(dir, "cache", "pages.bin");
    const first = processWith({ identity: "build-1 http://localhost:3000", version: 4, file });
    await first.pages.warm();
    expect(first.renders).toEqual(["/", "/faqs"]);
    // Written at once, and again once the Brotli copies are made.
    await expect.poll(() => existsSync(file)).toBe(true);

    const restart = processWith({ identity: "build-1 http://localhost:3000", version: 4, file });
    await restart.pages.warm();
    expect(restart.renders).toEqual([]);
    const page = await restart.get("/faqs");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("/faqs at 4");

    // Settings saved meanwhile: each page is rendered again, at its new version.
    const later = processWith({ identity: "build-1 http://localhost:3000", version: 5, file });
    await later.pages.warm();
    expect(later.renders).toEqual(["/", "/faqs"]);

    // Another release, or another address: nothing is taken from the file.
    const release = processWith({ identity: "build-2 http://localhost:3000", version: 5, file });
    await release.pages.warm();
    expect(release.renders).toEqual(["/", "/faqs"]);
  });

  it("start afresh from a file that is not a snapshot", async () => {
    const file = join(dir, "not-a-snapshot.bin");
    writeFileSync(file, "garbage");
    const fresh = processWith({ identity: "build-1", version: 1, file });
    await fresh.pages.warm();
    expect(fresh.renders).toEqual(["/", "/faqs"]);
    expect(await (await fresh.get("/")).text()).toContain("/ at 1");
  });
});
