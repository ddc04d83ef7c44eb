/**
 * The entry of the server build (vite.config.ts, `environments.ssr`): React
 * Router's build and the Hono server in one module graph, so the services,
 * the router-context keys and the error classes exist once.
 *
 * It re-exports React Router's build whole, so whatever reads the server
 * build as a `ServerBuild` (the prerender step) still finds one, and adds
 * what server/main.ts (`npm start`) and server/dev.ts (`npm run dev`) call.
 * Importing it starts nothing.
 */

import type { IncomingMessage, ServerResponse } from "node:http";
import * as build from "virtual:react-router/server-build";
import { getRequestListener } from "@hono/node-server";
import type { Config } from "./config.ts";
import type { Store } from "./db/client.ts";
import type { AnswerFromMemory } from "./http/memory-answers.ts";
import { createLogger, type Logger } from "./logger.ts";
import type { PostViewRecorder } from "./services/post-views.ts";
import type { SiteSettingsService } from "./services/site-settings.ts";
import {
  createSite,
  listen,
  openStore,
  processMetrics,
  startMailboxReading,
  startMailWorker,
  startRetention,
  startSettings,
  startViewRecorder,
} from "./start.ts";

export * from "virtual:react-router/server-build";
export { createLogger, listen, openStore, startMailWorker, startRetention, startSettings, startViewRecorder };

/** Production: serves this build, with the client files from `clientDir`. */
export async function start(config: Config, clientDir: string) {
  const logger = createLogger(config.logLevel);
  if (!config.http.siteUrlSet) {
    logger.warn(
      { siteUrl: config.http.siteUrl },
      "SITE_URL is not set: canonical links, the sitemap and links in mail name this address; set SITE_URL to the public one",
    );
  }
  const metrics = processMetrics(config);
  const store = await openStore(config, logger, metrics);
  const mailWorker = await startMailWorker(config, logger, store, metrics);
  const views = startViewRecorder(logger, store);
  const retention = startRetention(config, logger, store);
  const settings = await startSettings(logger, store, config);
  const app = createSite({ config, logger, store, build, clientDir, views, settings, metrics });
  const mailbox = startMailboxReading(config, logger, app.services);
  return listen({
    config,
    logger,
    store,
    mailWorker,
    views,
    retention,
    settings,
    mailbox,
    listener: withMemoryAnswers(app.answerFromMemory, getRequestListener(app.fetch)),
  });
}

/** `listener`, after what is held in memory has had its chance to answer (server/http/memory-answers.ts). */
function withMemoryAnswers(
  answerFromMemory: AnswerFromMemory,
  listener: (request: IncomingMessage, response: ServerResponse) => unknown,
) {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (!answerFromMemory(request, response)) void listener(request, response);
  };
}

/**
 * Development: the site as this module graph has it. server/dev.ts asks again
 * after every edit (Vite then evaluates a new graph), on the store it opened once,
 * with the view recorder it started once.
 */
export function siteOf(
  config: Config,
  logger: Logger,
  store: Store,
  views?: PostViewRecorder,
  settings?: SiteSettingsService,
) {
  return createSite({ config, logger, store, build, views, settings });
}
