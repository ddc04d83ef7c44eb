import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config.ts";
import { createStore } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { samplePosts } from "./db/seed/sample-posts.ts";
import { createApp } from "./http/app.ts";
import { createLogger } from "./logger.ts";
import { ensureAdmin } from "./services/bootstrap.ts";
import { createServices } from "./services/index.ts";

const config = loadConfig();
const logger = createLogger(config.logLevel);

const buildDir = resolve(config.buildDir);
const serverBuildPath = resolve(buildDir, "server/index.js");
if (!existsSync(serverBuildPath)) {
  logger.fatal("No build found: run `npm start` (it builds) or `npm run build` first.");
  process.exit(1);
}

const store = createStore({ url: config.db.url, dataDir: config.dataDir });
await migrateToLatest(store.db);
logger.info({ store: store.dialect }, "store ready");

const build = (await import(pathToFileURL(serverBuildPath).href)) as ServerBuild;
const services = createServices(store);
await ensureAdmin(services.auth, config.admin, logger);
if (config.seedSampleContent) {
  const seeded = await services.blog.seed(samplePosts);
  if (seeded > 0) logger.info({ posts: seeded }, "seeded the sample blog posts into an empty store");
}
const app = createApp({ config, logger, services, pages: { build, clientDir: resolve(buildDir, "client") } });

const server = serve({ fetch: app.fetch, port: config.http.port, hostname: config.http.host }, (info) => {
  logger.info({ port: info.port }, `listening on http://localhost:${info.port}`);
});

// SIGTERM/SIGINT: stop accepting, let requests in flight finish, close the store, exit.
let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  server.close(async () => {
    await store.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
