import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { loginRate } from "#server/services/auth.ts";
import { createTestApp } from "#tests/utils/test-app.ts";
import { createTestStore, type TestStore } from "#tests/utils/test-db.ts";
import { forwardedHop } from "./client-address.ts";

describe("the client's address behind proxies", () => {
  it("takes the hop our proxies appended, never one the client wrote", () => {
    expect(forwardedHop("203.0.113.5", 1)).toBe("203.0.113.5");
    expect(forwardedHop("6.6.6.6, 203.0.113.5", 1)).toBe("203.0.113.5");
    expect(forwardedHop("6.6.6.6,203.0.113.5 , 10.0.0.2", 2)).toBe("203.0.113.5");
    // Fewer hops than proxies: the leftmost there is.
    expect(forwardedHop("203.0.113.5", 3)).toBe("203.0.113.5");
    expect(forwardedHop(" , ", 1)).toBeUndefined();
    expect(forwardedHop(undefined, 1)).toBeUndefined();
  });

  it("reads TRUST_PROXY as a number of proxies", () => {
    const hops = (value: string) => loadConfig({ NODE_ENV: "test", TRUST_PROXY: value }).http.trustProxy;
    expect([hops("false"), hops("0"), hops("true"), hops("1"), hops("2")]).toEqual([0, 0, 1, 1, 2]);
    expect(() => hops("yes")).toThrow();
    expect(() => hops("-1")).toThrow();
  });

  describe("a sign-in flood with forged X-Forwarded-For", () => {
    let store: TestStore;
    beforeAll(async () => {
      store = await createTestStore("sqlite");
    }, 60_000);
    afterAll(() => store.destroy());

    it("is limited by the proxy's hop, whatever the client writes before it", async () => {
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
