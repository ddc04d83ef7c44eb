import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import { createStore, type Store } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { samplePosts } from "./db/seed/sample-posts.ts";
import { createApp } from "./http/app.ts";
import type { Logger } from "./logger.ts";
import { ensureAdmin } from "./services/bootstrap.ts";
import { createServices } from "./services/index.ts";

/** Opens the store and makes it ready: migrations, the first admin, the sample posts. */
export async function openStore(config: Config, logger: Logger): Promise<Store> {
  const store = createStore({ url: config.db.url, dataDir: config.dataDir });
  await migrateToLatest(store.db);
  logger.info({ store: store.dialect }, "store ready");
  const services = createServices(store);
  await ensureAdmin(services.auth, config.admin, logger);
  if (config.seedSampleContent) {
    const seeded = await services.blog.seed(samplePosts);
    if (seeded > 0) logger.info({ posts: seeded }, "seeded the sample blog posts into an empty store");
  }
  return store;
}

/** The Hono app of the whole site on an open store: services, API and pages. */
export function createSite(options: {
  config: Config;
  logger: Logger;
  store: Store;
  build: ServerBuild;
  clientDir?: string;
}) {
  const { config, logger, store, build, clientDir } = options;
  return createApp({ config, logger, services: createServices(store), pages: { build, clientDir } });
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Listens on the configured port. SIGTERM or SIGINT stop accepting, let the
 * requests in flight finish, close the store and exit.
 */
export async function listen(options: {
  config: Config;
  logger: Logger;
  store: Store;
  listener: Listener;
  /** An HTTP server made beforehand (development: Vite's WebSocket is attached to it). */
  server?: Server;
}) {
  const { config, logger, store, listener } = options;
  const server = options.server ?? createServer();
  server.on("request", listener);
  await new Promise<void>((resolve) => server.listen(config.http.port, config.http.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.http.port;
  logger.info({ port }, `listening on http://localhost:${port}`);

  let stopping = false;
  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close(async () => {
      await store.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return { server, port };
}
