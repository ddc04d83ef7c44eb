import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, it } from "vitest";
import { contentSecurity } from "./content-security.ts";
import { etag } from "./etag.ts";

const publicPage = "public, max-age=60, stale-while-revalidate=600";

/** The middleware as server/http/app.ts orders it, in front of routes that answer like React Router's. */
function appWith(state: { title: string }) {
  const app = new Hono();
  app.use(compress());
  app.use(etag());
  app.use(contentSecurity({ https: () => false }));
  const html = () =>
    `<!DOCTYPE html><html><head><title>${state.title}</title></head><body>${"<p>words</p>".repeat(200)}<script>window.x=1</script></body></html>`;
  app.get("/blog/post", (c) =>
    c.body(html(), 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": publicPage }),
  );
  app.get("/blog/missing", (c) =>
    c.body(html(), 404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": publicPage }),
  );
  app.get("/rss.xml", (c) =>
    c.body("<rss/>", 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    }),
  );
  app.get("/admin-only-upload-blog", (c) =>
    c.body(html(), 200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" }),
  );
  app.get("/home", (c) => c.body(html(), 200, { "Content-Type": "text/html; charset=utf-8" }));
  app.get("/personal", (c) =>
    c.body(html(), 200, {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": publicPage,
      "Set-Cookie": "a=b",
    }),
  );
  return app;
}

describe("the ETag middleware", () => {
  it("tags a public page by its body: the same body the same tag, a changed one another", async () => {
    const state = { title: "First" };
    const app = appWith(state);
    const first = await app.request("/blog/post");
    const again = await app.request("/blog/post");
    expect(first.status).toBe(200);
    expect(first.headers.get("ETag")).toMatch(/^W\/"[\w-]+"$/);
    expect(again.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(await first.text()).toContain("<title>First</title>");

    state.title = "Edited";
    const edited = await app.request("/blog/post");
    expect(edited.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
  });

  it("answers a matching If-None-Match with a bodiless 304 that keeps the page's policies", async () => {
    const app = appWith({ title: "Same" });
    const first = await app.request("/blog/post");
    const tag = first.headers.get("ETag") ?? "";
    for (const asked of [tag, tag.slice(2), `"other", ${tag}`, "*"]) {
      const answer = await app.request("/blog/post", { headers: { "If-None-Match": asked } });
      expect(answer.status, asked).toBe(304);
      expect(await answer.text()).toBe("");
      expect(answer.headers.get("ETag")).toBe(tag);
      expect(answer.headers.get("Cache-Control")).toBe(publicPage);
      // A cache copies a 304's headers onto its stored page: the script hashes must still be there.
      expect(answer.headers.get("Content-Security-Policy")).toBe(
        first.headers.get("Content-Security-Policy"),
      );
      expect(answer.headers.get("Content-Security-Policy")).toContain("'sha256-");
    }
    const stale = await app.request("/blog/post", { headers: { "If-None-Match": 'W/"not-it"' } });
    expect(stale.status).toBe(200);
    expect((await stale.text()).length).toBeGreaterThan(0);
  });

  it("hashes the plain body, so a compressed answer carries the same weak tag and validates", async () => {
    const app = appWith({ title: "Zipped" });
    const plain = await app.request("/blog/post");
    const zipped = await app.request("/blog/post", { headers: { "Accept-Encoding": "gzip" } });
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("ETag")).toBe(plain.headers.get("ETag"));
    const revalidated = await app.request("/blog/post", {
      headers: { "Accept-Encoding": "gzip", "If-None-Match": zipped.headers.get("ETag") ?? "" },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("Content-Encoding")).toBeNull();
  });

  it("tags the feeds too", async () => {
    const app = appWith({ title: "x" });
    const feed = await app.request("/rss.xml");
    expect(feed.headers.get("ETag")).toBeTruthy();
    expect(await feed.text()).toBe("<rss/>");
  });

  it("leaves staff pages and pages without a public policy alone", async () => {
    const app = appWith({ title: "x" });
    const staff = await app.request("/admin-only-upload-blog");
    expect(staff.headers.get("ETag")).toBeNull();
    expect(staff.headers.get("Cache-Control")).toBe("no-store");
    expect((await app.request("/home")).headers.get("ETag")).toBeNull();
  });

  it("gives a HEAD the tag its GET has", async () => {
    const app = appWith({ title: "x" });
    const head = await app.request("/blog/post", { method: "HEAD" });
    expect(head.headers.get("ETag")).toBe((await app.request("/blog/post")).headers.get("ETag"));
  });

  it("never lets a shared cache keep an error page or a personal answer", async () => {
    const app = appWith({ title: "x" });
    const missing = await app.request("/blog/missing", { headers: { "If-None-Match": "*" } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Cache-Control")).toBe("no-store");
    expect(missing.headers.get("ETag")).toBeNull();
    const personal = await app.request("/personal");
    expect(personal.headers.get("Cache-Control")).toBe("private, no-store");
    expect(personal.headers.get("ETag")).toBeNull();
  });
});
