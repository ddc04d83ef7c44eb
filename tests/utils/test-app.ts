import { loadConfig } from "#server/config.ts";
import { createApp } from "#server/http/app.ts";
import { createLogger } from "#server/logger.ts";
import type { Clock } from "#server/services/clock.ts";
import { createServices } from "#server/services/index.ts";
import type { Store } from "#server/db/client.ts";

/** The real Hono app (API only, no pages) on a real store, called in-process. */
export function createTestApp(store: Store, clock?: Clock) {
  const config = loadConfig({ NODE_ENV: "test", TRUST_PROXY: "true", LOG_LEVEL: "silent" });
  const services = createServices(store, clock);
  const app = createApp({ config, logger: createLogger("silent"), services });
  return { app, services };
}

let counter = 0;
/** A distinct client address per call, so rate limits of one test do not touch another. */
export function freshClient(): string {
  counter += 1;
  return `198.51.100.${counter % 250}-${process.pid}-${counter}`;
}
