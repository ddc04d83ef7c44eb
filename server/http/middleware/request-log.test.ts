import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger, type LogOutput } from "#server/logger.ts";
import { createServices } from "#server/services/index.ts";
import { createTestStore } from "#tests/utils/test-db.ts";
import { logRequest } from "./request-log.ts";

/** The app on a real store, its log lines kept; SLOW_REQUEST_MS as given. */
async function loggedApp(slowMs: string) {
  const store = await createTestStore("sqlite");
  const lines: Record<string, unknown>[] = [];
  const output: LogOutput = { isTTY: false, write: (chunk: string) => void lines.push(JSON.parse(chunk)) };
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", SLOW_REQUEST_MS: slowMs });
  const app = createApp({ config, logger: createLogger("info", output), services: createServices(store) });
  return { app, store, requests: () => lines.filter((line) => line.msg === "request") };
}

describe("a request's log line", () => {
  it("names its route pattern beside its path, its id and its time, and `slow` only past SLOW_REQUEST_MS", async () => {
    const fast = await loggedApp("60000");
    try {
      const answer = await fast.app.request("/api/blogs/some-post-that-is-not-there");
      await fast.app.request(`/api/made-up/${Math.random()}`);
      const [first, second] = fast.requests();
      expect(first).toMatchObject({
        reqId: answer.headers.get("x-request-id"),
        method: "GET",
        path: "/api/blogs/some-post-that-is-not-there",
        route: "/api/blogs/:slugOrId",
        status: 404,
      });
      expect(typeof first?.ms).toBe("number");
      expect(first).not.toHaveProperty("slow");
      expect(second).toMatchObject({ route: "unmatched", status: 404 });
    } finally {
      await fast.store.destroy();
    }
    // A request that has been under way longer than SLOW_REQUEST_MS (its start set 25 ms back,
    // as no request of the app takes a known time on every machine), and one that has not.
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger("info", {
      isTTY: false,
      write: (chunk: string) => void lines.push(JSON.parse(chunk)),
    });
    const line = { id: "r1", method: "GET", path: "/readyz", status: 200 };
    logRequest(logger, { ...line, started: performance.now() - 25 }, "/readyz", 20);
    logRequest(logger, { ...line, started: performance.now() }, "/readyz", 60_000);
    expect(lines).toMatchObject([
      { route: "/readyz", slow: true },
      { route: "/readyz", reqId: "r1" },
    ]);
    expect(lines[1]).not.toHaveProperty("slow");
  });
});
