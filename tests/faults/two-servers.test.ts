import { afterAll, describe, expect, it } from "vitest";
import { lockedMessage, maxLoginFailures } from "#common/constants.ts";
import { loginRate } from "#server/services/auth/lockout.ts";
import { maxSignInsInFlight } from "#server/services/auth.ts";
import { demoRequestRate } from "#server/services/lead-kinds/demo-request.ts";
import type { RateRule } from "#server/services/rate-limits.ts";
import { createTestStore, type TestStore, testDialects } from "#tests/utils/test-db.ts";
import { adminPassword, adminUsername, type RunningServer, signInAdmin, startServer } from "./server.ts";

/**
 * Waits, if need be, until `rule`'s fixed window (rate-limits.ts) has 15 s or
 * more left: requests that straddle two windows are counted in both, and a
 * limit would seem to let more through. The requests it guards take a few
 * seconds at most (this whole file, both servers' starts included, 7-15 s);
 * a wider margin only made one run in twelve wait up to half a minute.
 */
async function wellInsideWindow(rule: RateRule) {
  const left = rule.windowMs - (Date.now() % rule.windowMs);
  if (left < 15_000) await new Promise((wait) => setTimeout(wait, left + 1_000));
}

const dialects = await testDialects();

describe.runIf(dialects.includes("postgres"))("two server processes on one PostgreSQL", () => {
  let store: TestStore;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    await store?.destroy();
  });

  it("share a lockout, a rate limit and a session", async () => {
    store = await createTestStore("postgres");
    await store.close();
    const [a, b] = [await startServer(store), await startServer(store)];
    servers.push(a, b);
    const on = (i: number) => (i % 2 === 0 ? a : b).origin;

    // Lockout: wrong passwords sent to either process count together.
    const login = (origin: string, password: string, address: string) =>
      fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ username: adminUsername, password, area: "blog" }),
      });
    for (let i = 0; i < maxLoginFailures; i += 1) {
      expect((await login(on(i), "not the password", `198.20.0.${i}`)).status).toBe(
        i + 1 < maxLoginFailures ? 401 : 429,
      );
    }
    const locked = await login(on(1), adminPassword, "198.20.0.9");
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: string }).error).toMatch(/^Account temporarily locked/);

    // At once: wrong guesses at one username, to each process as many as it
    // lets through at once, check exactly the failures a lock allows.
    const guessAt = (origin: string, username: string, address: string) =>
      fetch(`${origin}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ username, password: "a guess", area: "blog" }),
      }).then(async (response) => ({
        status: response.status,
        error: ((await response.json()) as { error: string }).error,
      }));
    const atOnce = await Promise.all(
      Array.from({ length: 2 * maxSignInsInFlight }, (_, i) =>
        guessAt(on(i), "shared-guess", `198.20.3.${i}`),
      ),
    );
    expect(atOnce.filter((a) => a.status === 401 || a.error === lockedMessage)).toHaveLength(
      maxLoginFailures,
    );
    expect(atOnce.filter((a) => a.status !== 401 && a.status !== 429)).toEqual([]);

    // One address's guesses, in rounds of as many as each process lets
    // through at once: exactly its limit is checked, counted across both.
    const rounds: { status: number; error: string }[] = [];
    await wellInsideWindow(loginRate);
    for (let round = 0; rounds.length < loginRate.limit + 6; round += 1) {
      rounds.push(
        ...(await Promise.all(
          Array.from({ length: 2 * maxSignInsInFlight }, (_, i) =>
            guessAt(on(i), `shared-${round}-${i}`, "198.20.2.1"),
          ),
        )),
      );
    }
    expect(rounds.filter((a) => a.status === 401)).toHaveLength(loginRate.limit);
    expect(rounds.filter((a) => a.status === 429).map((a) => a.error)).toEqual(
      Array(rounds.length - loginRate.limit).fill(
        "Too many sign-in attempts from your connection. Please wait and try again.",
      ),
    );

    // Rate limit: one client's demo requests to either process count together.
    await wellInsideWindow(demoRequestRate);
    const statuses: number[] = [];
    for (let i = 0; i <= demoRequestRate.limit; i += 1) {
      const response = await fetch(`${on(i)}/api/request-demo`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.20.1.1" },
        body: JSON.stringify({
          fullName: "Shared Limit",
          workEmail: "shared@clinic.example",
          organization: "Two Servers Clinic",
          roleTitle: "Director",
          phone: "+91 80 1234 5678",
          inquiryFor: "mental-health-platform",
          message: "One client, two server processes: the limit holds across both.",
          agreeToContact: true,
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(demoRequestRate.limit).fill(201), 429]);

    // Session: signed in on one, recognised by the other, signed out on both.
    const cookie = await signInAdmin(a.origin, "leads");
    const session = (origin: string) =>
      fetch(`${origin}/api/auth/session?area=leads`, { headers: { cookie } }).then((r) => r.status);
    expect([await session(a.origin), await session(b.origin)]).toEqual([200, 200]);
    const logout = await fetch(`${b.origin}/api/auth/logout`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ area: "leads" }),
    });
    expect(logout.status).toBe(200);
    expect([await session(a.origin), await session(b.origin)]).toEqual([401, 401]);
  });
});
