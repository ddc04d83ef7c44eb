import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { methodLabel, pagePatterns, routeOfRequest, unmatched } from "./route-patterns.ts";

/**
 * A route table as the server build lists it (flat, each route naming its
 * parent), in the shapes app/routes.ts uses: the root, the index, fixed
 * paths, parameters, a layout without a path, and the not-found splat. The
 * site's own table is read from its build in tests/faults/metrics.test.ts.
 */
const manifest = {
  root: { id: "root", path: "" },
  home: { id: "home", parentId: "root", index: true },
  faqs: { id: "faqs", parentId: "root", path: "faqs" },
  post: { id: "post", parentId: "root", path: "blog/:slug" },
  hiPost: { id: "hiPost", parentId: "root", path: "hi/blog/:slug" },
  hiFaqs: { id: "hiFaqs", parentId: "root", path: "hi/faqs" },
  staff: { id: "staff", parentId: "root" },
  overview: { id: "overview", parentId: "staff", path: "admin-only-demo-requests/overview" },
  blogs: { id: "blogs", parentId: "root", path: "resources/blogs" },
  notFound: { id: "notFound", parentId: "root", path: "*" },
};
const tablePatterns = new Set([
  "/",
  "/faqs",
  "/blog/:slug",
  "/hi/blog/:slug",
  "/hi/faqs",
  "/admin-only-demo-requests/overview",
  "/resources/blogs",
]);
const patternOf = pagePatterns(manifest);

describe("route patterns", () => {
  it("names a page by its route in app/routes.ts, never by its path", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/blog/how-we-measure-progress")).toBe("/blog/:slug");
    expect(patternOf("/hi/blog/some-post")).toBe("/hi/blog/:slug");
    expect(patternOf("/blog/some-post.data")).toBe("/blog/:slug");
    expect(patternOf("/admin-only-demo-requests/overview")).toBe("/admin-only-demo-requests/overview");
    expect(patternOf("/no/such/page")).toBe(unmatched);
  });

  it("answers 10,000 made-up paths from the table's own patterns or `unmatched`", () => {
    const seen = new Set<string>();
    const words = ["blog", "hi", "faqs", "admin-only-demo-requests", "resources", "x"];
    for (let i = 0; i < 10_000; i += 1) {
      const parts = Array.from({ length: 1 + (i % 3) }, (_, at) =>
        at === 0 && i % 2 === 0 ? (words[i % words.length] as string) : randomBytes(3).toString("hex"),
      );
      seen.add(patternOf(`/${parts.join("/")}`));
    }
    for (const pattern of seen) expect(pattern === unmatched || tablePatterns.has(pattern)).toBe(true);
    expect(seen.size).toBeLessThan(20);
  });

  it("takes an API route from Hono's match, and `unmatched` for the catch-all", () => {
    const none = () => unmatched;
    const noAsset = () => false;
    expect(routeOfRequest("/api/leads/demo/1", "/api/leads/:kind/:id", none, noAsset)).toEqual({
      route: "/api/leads/:kind/:id",
      area: "api",
    });
    expect(routeOfRequest("/api/whatever", "/api/*", none, noAsset)).toEqual({
      route: unmatched,
      area: "api",
    });
    expect(routeOfRequest("/api/blogs/a-post", "/api/blogs/*", none, noAsset)).toEqual({
      route: "/api/blogs/:slugOrId",
      area: "api",
    });
    expect(routeOfRequest("/assets/app-1234.js", "*", none, () => true)).toEqual({
      route: "/assets/*",
      area: "asset",
    });
    expect(methodLabel("PROPFIND")).toBe("other");
  });
});
