import { Writable } from "node:stream";
import { Hono } from "hono";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createStore } from "#server/db/client.ts";
import { LoginRefused } from "#server/services/auth/refusals.ts";
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  RefusedError,
  UnavailableError,
} from "#server/services/errors.ts";
import { createTestApp, freshClient } from "#tests/utils/test-app.ts";
import { createTestStore } from "#tests/utils/test-db.ts";
import { attempt, failureAnswer, handleError } from "./errors.ts";

/** A logger whose lines the test reads back. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: "info", base: undefined }, sink), lines };
}

describe("failureAnswer: one mapping from service errors to statuses", () => {
  it.each([
    [new NotFoundError("gone"), 404],
    [new ConflictError("taken"), 409],
    [new InvalidInputError("bad", { fieldErrors: { title: "Title is required" } }), 400],
    [new InvalidInputError("big", { reason: "too-large" }), 413],
    [new InvalidInputError("svg", { reason: "unsupported-type" }), 415],
    [new RefusedError("sign-in", "who"), 401],
    [new RefusedError("forbidden", "no"), 403],
    [new RefusedError("too-many", "slow down", { retryAfterSeconds: 60 }), 429],
    [new UnavailableError("later"), 503],
  ])("%o answers %i", (error, status) => {
    expect(failureAnswer(error)?.status).toBe(status);
    expect(failureAnswer(error)?.error).toBe(error.message);
  });

  it("keeps field errors and the sign-in gate's countdown", () => {
    const invalid = failureAnswer(
      new InvalidInputError("bad", { fieldErrors: { title: "Title is required" } }),
    );
    expect(invalid?.fieldErrors).toEqual({ title: "Title is required" });
    const locked = failureAnswer(
      new LoginRefused("too-many", "Too many failed attempts. Account locked for 15 minutes.", {
        lockedSeconds: 900,
        attemptsRemaining: 0,
      }),
    );
    expect(locked).toMatchObject({ status: 429, retryAfterSeconds: 900, extra: { lockedSeconds: 900 } });
  });

  it("treats anything else as a bug (null), not as an outage", () => {
    expect(failureAnswer(new TypeError("undefined is not a function"))).toBeNull();
    expect(failureAnswer("a string")).toBeNull();
  });
});

describe("onError", () => {
  const { logger, lines } = capturedLogger();
  const app = new Hono();
  app.use(async (c, next) => {
    c.set("requestId", "req-1");
    await next();
  });
  app.get("/api/bug", () => {
    throw new TypeError("cannot read properties of undefined (reading 'x')");
  });
  app.get("/api/missing", () => {
    throw new NotFoundError("That demo request no longer exists.");
  });
  app.get("/api/slow-down", () => {
    throw new RefusedError("too-many", "Too many requests.", { retryAfterSeconds: 42 });
  });
  app.get("/page-bug", () => {
    throw new Error("boom");
  });
  app.onError(handleError(logger));

  it("answers a bug with 500 in the API envelope and logs its stack with the request id", async () => {
    const response = await app.request("/api/bug");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      success: false,
      error: "Something went wrong on our side. Please try again in a minute.",
    });
    const logged = lines.find((line) => line.msg === "unexpected error");
    expect(logged).toMatchObject({ reqId: "req-1", err: { name: "TypeError" } });
    const { stack } = (logged?.err ?? {}) as { stack?: string };
    expect(stack).toContain("errors.test.ts");
  });

  it("answers a service's refusal with its own status, message and Retry-After", async () => {
    const missing = await app.request("/api/missing");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, error: "That demo request no longer exists." });
    const limited = await app.request("/api/slow-down");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("42");
  });

  it("answers plain text outside the API", async () => {
    const response = await app.request("/page-bug");
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toContain("text/plain");
  });
});

describe("attempt, for route actions", () => {
  it("returns the value, or the failure to show beside the form", async () => {
    expect(await attempt(async () => 7)).toEqual({ ok: true, value: 7 });
    expect(
      await attempt(async () => {
        throw new InvalidInputError("Please check the highlighted fields.", { fieldErrors: { phone: "x" } });
      }),
    ).toMatchObject({ ok: false, status: 400, fieldErrors: { phone: "x" } });
  });

  it("throws a bug on to the error boundary", async () => {
    await expect(
      attempt(async () => {
        throw new RangeError("bug");
      }),
    ).rejects.toThrow("bug");
  });
});

describe("a store that does not answer is a 503, not a 500", () => {
  it("SQLite: a closed database", async () => {
    const store = await createTestStore("sqlite");
    const { app } = createTestApp(store);
    expect((await app.request("/readyz")).status).toBe(200);
    await store.close();
    const response = await app.request("/api/blogs", { headers: { "x-forwarded-for": freshClient() } });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: string }).error).toMatch(/unavailable/);
    await store.destroy();
  });

  it("PostgreSQL: nothing listening at the address", async () => {
    const store = createStore({ url: "postgres://postgres@127.0.0.1:1/none", dataDir: "/nonexistent" });
    const { app } = createTestApp({ ...store, dataDir: "/nonexistent" });
    const response = await app.request("/api/request-demo", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshClient() },
      body: JSON.stringify({ fullName: "A" }),
    });
    expect(response.status).toBe(503);
    await store.close();
  });
});
