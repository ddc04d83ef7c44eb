import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { renderedPages } from "./rendered-pages.ts";
import { fileAnswer } from "./static-files.ts";

const dir = mkdtempSync(join(tmpdir(), "anvaya-pages-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The marketing pages of one process, rendered by a counting renderer at settings `version`. */
function processWith(options: {
  identity: string;
  version: number;
  file: string;
  copiesKeptAfterMs?: number;
}) {
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
    snapshot: {
      file: options.file,
      identity: options.identity,
      copiesKeptAfterMs: options.copiesKeptAfterMs,
    },
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
    // Written after the warm, and again as Brotli copies are made.
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

  it("make a page's Brotli copy once a client that reads Brotli asks for it, serve gzip until then, and keep the copy for the next start", async () => {
    const file = join(dir, "brotli", "pages.bin");
    /** The page `process` holds for /faqs, as a client accepting `acceptEncoding` is answered. */
    const answerTo = (process: ReturnType<typeof processWith>, acceptEncoding: string) => {
      const page = process.pages.held("/faqs", "/faqs", acceptEncoding);
      if (!page) throw new Error("/faqs is not held");
      return fileAnswer(page, { method: "GET", acceptEncoding });
    };
    const first = processWith({ identity: "build-1", version: 1, file, copiesKeptAfterMs: 200 });
    await first.pages.warm();
    expect(answerTo(first, "gzip").headers["Content-Encoding"]).toBe("gzip");
    // Asked in gzip alone, nothing is made.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(first.pages.held("/faqs", "/faqs", "gzip")?.br).toBeUndefined();
    // The first client that reads Brotli gets gzip, and has the copy made.
    expect(answerTo(first, "gzip, br").headers["Content-Encoding"]).toBe("gzip");
    await expect.poll(() => answerTo(first, "gzip, br").headers["Content-Encoding"]).toBe("br");
    expect(first.pages.held("/", "/", "gzip")?.br).toBeUndefined();

    // The snapshot is written again once the copy was made (200 ms after it here): a restart answers in Brotli at once.
    await expect
      .poll(
        () =>
          answerTo(processWith({ identity: "build-1", version: 1, file, copiesKeptAfterMs: 200 }), "br")
            .headers["Content-Encoding"],
        {
          timeout: 5_000,
        },
      )
      .toBe("br");
    const restart = processWith({ identity: "build-1", version: 1, file, copiesKeptAfterMs: 200 });
    await restart.pages.warm();
    expect(restart.renders).toEqual([]);
    const body = answerTo(restart, "br").body;
    expect(body && brotliDecompressSync(body).toString("utf8")).toContain("/faqs at 1");
  });

  it("keep a run of Brotli copies with one write, once the wait after the first is over", async () => {
    const file = join(dir, "copies", "pages.bin");
    const first = processWith({ identity: "build-1", version: 1, file, copiesKeptAfterMs: 1_500 });
    await first.pages.warm();
    const writtenAfterWarm = statSync(file).mtimeMs;
    /** Whether `process` holds `path` with its Brotli copy (asked as a gzip client, so none is made). */
    const hasBrotli = (process: ReturnType<typeof processWith>, path: string) =>
      process.pages.held(path, path, "gzip")?.br !== undefined;
    const restart = () => processWith({ identity: "build-1", version: 1, file });
    first.pages.held("/", "/", "gzip, br");
    await expect.poll(() => hasBrotli(first, "/")).toBe(true);
    first.pages.held("/faqs", "/faqs", "gzip, br");
    await expect.poll(() => hasBrotli(first, "/faqs")).toBe(true);
    // Both copies are made, and more than a second later the snapshot is still as the warm left it.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(statSync(file).mtimeMs).toBe(writtenAfterWarm);
    expect(hasBrotli(restart(), "/")).toBe(false);
    // Once the wait is over, one write keeps both.
    await expect.poll(() => hasBrotli(restart(), "/faqs"), { timeout: 5_000 }).toBe(true);
    expect(hasBrotli(restart(), "/")).toBe(true);
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
