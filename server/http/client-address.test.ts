import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { loginRate } from "#server/services/auth/lockout.ts";
import { clearOfWindowEdge, createTestApp } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";
import { parseTrustProxy, resolveClient } from "./proxy-trust.ts";

const client = (trust: string, socket: string | undefined, forwardedFor?: string) =>
  resolveClient(parseTrustProxy(trust), socket, forwardedFor);

describe("the client's address behind proxies", () => {
  it("takes the hop our proxies appended, never one the client wrote (a count of proxies)", () => {
    expect(client("1", "10.0.0.2", "203.0.113.5").address).toBe("203.0.113.5");
    expect(client("1", "10.0.0.2", "6.6.6.6, 203.0.113.5").address).toBe("203.0.113.5");
    expect(client("2", "10.0.0.3", "6.6.6.6,203.0.113.5 , 10.0.0.2").address).toBe("203.0.113.5");
    // Fewer hops than proxies: the leftmost there is.
    expect(client("3", "10.0.0.2", "203.0.113.5").address).toBe("203.0.113.5");
    // No header: the socket.
    expect(client("1", "10.0.0.2", " , ").address).toBe("10.0.0.2");
    expect(client("1", "10.0.0.2").address).toBe("10.0.0.2");
  });

  it("believes X-Forwarded-For only from the proxies' own addresses", () => {
    // From our proxy: the hop it appended.
    expect(client("10.0.0.2", "10.0.0.2", "6.6.6.6, 203.0.113.5")).toEqual({
      address: "203.0.113.5",
      viaProxy: true,
    });
    // A client that reaches the server directly chooses nothing.
    expect(client("10.0.0.2", "198.51.100.9", "6.6.6.6, 203.0.113.5")).toEqual({
      address: "198.51.100.9",
      viaProxy: false,
    });
    // Two proxies of ours: walk left past both.
    expect(client("10.0.0.0/8", "10.0.0.3", "6.6.6.6, 203.0.113.5, 10.0.0.2").address).toBe("203.0.113.5");
    // `true` is the proxy on this machine, also as IPv4 on an IPv6 socket.
    expect(client("true", "::ffff:127.0.0.1", "203.0.113.5").address).toBe("203.0.113.5");
    expect(client("true", "::1", "2001:db8::7").address).toBe("2001:db8::7");
    expect(client("true", "192.0.2.1", "203.0.113.5").address).toBe("192.0.2.1");
    // Nobody trusted: the socket, whatever the header says.
    expect(client("false", "192.0.2.1", "203.0.113.5")).toEqual({ address: "192.0.2.1", viaProxy: false });
  });

  it("reads TRUST_PROXY as a count, addresses, ranges or names, and refuses anything else", () => {
    const trust = (value: string) => loadConfig({ NODE_ENV: "test", TRUST_PROXY: value }).http.trustProxy;
    expect([trust("false"), trust("0")].map((t) => t.kind)).toEqual(["none", "none"]);
    expect(trust("2")).toEqual({ kind: "hops", hops: 2 });
    expect(trust("true")).toMatchObject({ kind: "addresses", described: "loopback" });
    expect(trust("loopback, 10.0.0.0/8, 2001:db8::1")).toMatchObject({ kind: "addresses" });
    for (const bad of ["yes", "-1", "11", "10.0.0.0/33", "10.0.0.1/8/2", "example.com", "::1/129"]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  describe("a client that reaches the server directly, past the proxy", () => {
    let store: TestStore;
    let server: Server;
    let origin = "";
    beforeAll(async () => {
      store = await createTestStore("sqlite");
      // The proxy is elsewhere; this test's socket (127.0.0.1) is not it.
      const { app } = createTestApp(store, undefined, { TRUST_PROXY: "192.0.2.10" });
      server = createServer(getRequestListener(app.fetch));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }, 60_000);
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
      await store.destroy();
    });

    it("cannot escape the sign-in limit by writing a new X-Forwarded-For each time", async () => {
      await clearOfWindowEdge([loginRate.windowMs]);
      const statuses: number[] = [];
      for (let i = 0; i <= loginRate.limit; i += 1) {
        const response = await fetch(`${origin}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i}` },
          body: JSON.stringify({ username: `direct-${i}`, password: "guess", area: "blog" }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, loginRate.limit).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe("a sign-in flood with forged X-Forwarded-For", () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await createTestStore("sqlite");
    }, 60_000);
    afterAll(() => store.destroy());

    it("is limited by the proxy's hop, whatever the client writes before it", async () => {
      await clearOfWindowEdge([loginRate.windowMs]);
      const { app } = createTestApp(store, undefined, { TRUST_PROXY: "1" });
      const statuses: number[] = [];
      for (let i = 0; i <= loginRate.limit; i += 1) {
        const response = await app.request("/api/auth/login", {
          method: "POST",
          headers: {
            "content-type": "application/json",
            // What the client sent, then what our proxy appended.
            "x-forwarded-for": `10.${i}.0.1, 198.51.100.77`,
          },
          body: JSON.stringify({ username: `guess-${i}`, password: "guess", area: "blog" }),
        });
        statuses.push(response.status);
      }
      expect(statuses.slice(0, loginRate.limit).every((s) => s === 401)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });
  });
});
