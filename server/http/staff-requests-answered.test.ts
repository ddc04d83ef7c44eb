import { randomUUID } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAreas } from "#common/constants.ts";
import { createTestApp, freshClient, signIn, testOrigin } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";

const dialects = await testDialects();

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

const boundary = "----probe-boundary";
/** Each way a client may send a body, and none. */
const bodies: Record<string, { type?: string; body?: string }> = {
  none: {},
  json: { type: "application/json", body: JSON.stringify({ probe: true }) },
  form: { type: "application/x-www-form-urlencoded", body: "probe=1" },
  multipart: {
    type: `multipart/form-data; boundary=${boundary}`,
    body: [
      `--${boundary}`,
      'Content-Disposition: form-data; name="probe"',
      "",
      "1",
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="probe.txt"',
      "Content-Type: text/plain",
      "",
      "probe",
      `--${boundary}--`,
      "",
    ].join("\r\n"),
  },
};

/**
 * Sends one request on its own connection (node:http, which, unlike fetch,
 * sends a GET with a body too) and resolves with its status, or with why
 * none came within `ms`.
 */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  ms: number,
) {
  return new Promise<number | string>((resolve) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const asked = request(url, { method, headers: { ...headers, ...length }, agent: false }, (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
      answer.on("error", (error) => resolve(error.message));
    });
    asked.setTimeout(ms, () => {
      resolve(`no answer within ${ms} ms`);
      asked.destroy();
    });
    asked.on("error", (error) => resolve(error.message));
    asked.end(body);
  });
}

/** A value for each path parameter that names nothing, so that no call changes a thing that exists. */
const parameterValue = (name: string) => {
  if (name === "kind") return "demo-requests";
  if (name === "username") return "nobody-at-all";
  return randomUUID();
};

/*
 * Every route under /api, every method, with and without a body, under an
 * administrator's session of both areas: each must answer (whatever its
 * status) within a second. The waitlist's path once never answered a DELETE
 * with a body: its public form's body reader ran for every method and path
 * under /api/waitlist, read the body off the socket, and the staff routes'
 * own reader then waited for bytes that had already come. Only a real
 * socket shows it (in process the second reader fails at once), so the
 * app listens on loopback here.
 */
describe.each(dialects)("every staff request answered on %s", (dialect) => {
  let store: TestStore;
  let server: Server;
  let origin = "";
  let made: ReturnType<typeof createTestApp>;
  let cookie = "";

  const signInBoth = async () => {
    const app = {
      request: (path: string, init: RequestInit) =>
        made.app.request(path, {
          ...init,
          headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": freshClient() },
        }),
    };
    const cookies = [];
    for (const area of adminAreas) cookies.push(await signIn(app, "sweeper", area));
    cookie = cookies.join("; ");
  };

  beforeAll(async () => {
    store = await createTestStore(dialect);
    made = createTestApp(store);
    await made.services.account.upsertUser("sweeper", "correct horse battery", "admin");
    await signInBoth();
    server = createServer(getRequestListener(made.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await store.destroy();
  });

  /** Every concrete path the app routes under /api, its parameters filled in. */
  const apiPaths = () => {
    const paths = new Set<string>();
    for (const route of made.app.routes) {
      if (!route.path.startsWith("/api/") || route.path.includes("*")) continue;
      paths.add(route.path.replace(/:(\w+)/g, (_all, name: string) => parameterValue(name)));
    }
    return [...paths].sort();
  };

  it("answers every method, with and without a body, on every path under /api within a second", async () => {
    const paths = apiPaths();
    expect(paths.length).toBeGreaterThan(40);
    const unanswered: string[] = [];
    for (const path of paths) {
      for (const method of methods) {
        for (const [name, { type, body }] of Object.entries(bodies)) {
          const headers: Record<string, string> = {
            cookie,
            origin: testOrigin,
            "x-forwarded-for": freshClient(),
            ...(type ? { "content-type": type } : {}),
          };
          const status = await send(`${origin}${path}`, method, headers, body, 1000);
          if (typeof status !== "number" || status >= 500)
            unanswered.push(`${method} ${path} (${name}): ${status}`);
          // Signing out is one of the calls; the rest go on under a session.
          if (path.endsWith("/logout")) await signInBoth();
        }
      }
    }
    expect(unanswered).toEqual([]);
  }, 120_000);
});
