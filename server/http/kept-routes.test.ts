import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { KeptRoutesRouter, keptRouteAnswers } from "./kept-routes.ts";

describe("routes kept by method and path", () => {
  it("gives a path that binds nothing the same answer again, and makes one that binds a parameter each time", () => {
    const router = new KeptRoutesRouter<string>();
    router.add("ALL", "*", "log");
    router.add("POST", "/api/request-demo", "demo");
    router.add("GET", "/api/blogs/:id", "post");
    const first = router.match("POST", "/api/request-demo");
    expect(first[0].map(([handler]) => handler)).toEqual(["log", "demo"]);
    expect(router.match("POST", "/api/request-demo")).toBe(first);
    expect(router.match("GET", "/api/request-demo")[0].map(([handler]) => handler)).toEqual(["log"]);

    const a = router.match("GET", "/api/blogs/a");
    const b = router.match("GET", "/api/blogs/b");
    expect(a[0][1]?.[1]).toEqual({ id: "a" });
    expect(b[0][1]?.[1]).toEqual({ id: "b" });
    expect(router.match("GET", "/api/blogs/a")).not.toBe(a);
  });

  it("drops what it kept when a route is added, so the new route is met", () => {
    const router = new KeptRoutesRouter<string>();
    router.add("GET", "*", "pages");
    expect(router.match("GET", "/faqs")[0].map(([handler]) => handler)).toEqual(["pages"]);
    router.add("GET", "/faqs", "faqs");
    expect(router.match("GET", "/faqs")[0].map(([handler]) => handler)).toEqual(["pages", "faqs"]);
  });

  it(`keeps at most ${keptRouteAnswers} answers: past that it starts again, and still routes every path`, () => {
    const router = new KeptRoutesRouter<string>();
    router.add("GET", "*", "any");
    const hot = router.match("GET", "/hot");
    for (let i = 0; i < keptRouteAnswers; i += 1) router.match("GET", `/scan/${i}`);
    expect(router.match("GET", "/hot")).not.toBe(hot);
    expect(router.match("GET", "/scan/0")[0].map(([handler]) => handler)).toEqual(["any"]);
  });

  it("routes an app as Hono's own router does, parameters and middleware included", async () => {
    const make = (router?: KeptRoutesRouter<never>) => {
      const app = router ? new Hono({ router: router as never }) : new Hono();
      app.use("*", async (c, next) => {
        await next();
        c.header("x-seen", "yes");
      });
      app.get("/api/leads/overview", (c) => c.text("overview"));
      app.get("/api/leads/:kind/:id", (c) => c.text(`${c.req.param("kind")} ${c.req.param("id")}`));
      app.get("/api/staff/:id", (c) => c.text(`staff ${c.req.param("id")}`));
      return app;
    };
    const kept = make(new KeptRoutesRouter());
    const own = make();
    for (const path of [
      "/api/leads/overview",
      "/api/leads/demo/1",
      "/api/leads/demo/2",
      "/api/staff/7",
      "/nothing",
    ]) {
      for (let twice = 0; twice < 2; twice += 1) {
        const [a, b] = [await kept.request(path), await own.request(path)];
        expect([a.status, await a.text(), a.headers.get("x-seen")]).toEqual([
          b.status,
          await b.text(),
          b.headers.get("x-seen"),
        ]);
      }
    }
  });
});
