import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { requestLog } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { redirectFor } from "./redirects.ts";
import { loadStaticFiles, staticFiles } from "./static-files.ts";

export type AppDeps = {
  config: Config;
  logger: Logger;
  build: ServerBuild;
  /** The client build folder (assets and prerendered pages). */
  clientDir: string;
};

export function createApp({ config, logger, build, clientDir }: AppDeps) {
  const app = new Hono();
  const handleDocument = createRequestHandler(
    build,
    config.env === "development" ? "development" : "production",
  );
  const files = loadStaticFiles(clientDir);
  const isHttps = (url: URL) => url.protocol === "https:" || config.http.siteUrl.startsWith("https:");

  // Order matters, top to bottom:
  // 1. every request gets an id and one log line, whatever answers it;
  app.use(requestLog(logger));
  // 2. every answer, even a redirect or an error, carries the security headers;
  app.use(securityHeaders({ https: isHttps }));
  // 3. legacy links and trailing slashes are settled before any lookup;
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const target = redirectFor(url.pathname, url.search);
    if (target) return c.redirect(target, 301);
    return next();
  });
  // 4. health checks answer without touching pages;
  app.get("/healthz", (c) => c.json({ status: "ok" }));
  // 5. prerendered pages and hashed assets come from memory, precompressed;
  app.use(staticFiles(files));
  // 6. what is rendered per request is compressed on the fly.
  app.use(compress());
  app.all("*", (c) => handleDocument(c.req.raw));

  app.onError((error, c) => {
    logger.error({ err: { message: error.message, name: error.name } }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}
