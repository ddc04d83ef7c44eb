import { loadConfig } from "#server/config.ts";
import type { Store } from "#server/db/client.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import type { Clock } from "#server/services/clock.ts";
import { createServices } from "#server/services/index.ts";

/** The address in-process test requests are made to (`app.request` takes it from a bare path). */
export const testOrigin = "http://localhost:3000";

/** The real Hono app (API only, no pages) on a real store, called in-process. */
export function createTestApp(
  store: Store,
  clock?: Clock,
  env: Record<string, string> = {},
  options: Parameters<typeof createServices>[3] = {},
) {
  const config = loadConfig({
    NODE_ENV: "test",
    TRUST_PROXY: "true",
    LOG_LEVEL: "silent",
    SITE_URL: testOrigin,
    ...env,
  });
  const services = createServices(store, clock, undefined, options);
  const app = createApp({ config, logger: createLogger("silent"), services });
  return { app, services };
}

let counter = 0;
/** A distinct client address per call, so rate limits of one test do not touch another. */
export function freshClient(): string {
  counter += 1;
  return `198.51.100.${counter % 250}-${process.pid}-${counter}`;
}

/**
 * For a test that counts a client up to a rate limit on the real clock:
 * waits, when a window of one of `windowsMs` (its rules' windows, which
 * start at whole multiples of their length since 1970) ends within
 * `marginMs`, until the next has begun. A fixed window lets a burst across
 * its edge through twice (once in each window), which is how it is meant
 * to work and not what such a test asks.
 */
export async function clearOfWindowEdge(windowsMs: readonly number[], marginMs = 15_000): Promise<void> {
  const left = Math.min(...windowsMs.map((windowMs) => windowMs - (Date.now() % windowMs)));
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** A clock the test moves by hand. */
export function manualClock(start = "2026-11-22T10:00:00.000Z") {
  let now = Date.parse(start);
  return {
    clock: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** The password every test account gets. */
export const testPassword = "correct horse battery";

/** Signs a test account in through the real endpoint and returns its Cookie header. */
export async function signIn(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  username: string,
  area: string,
) {
  const response = await app.request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password: testPassword, area }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed with ${response.status}`);
  return cookieFrom(response);
}
