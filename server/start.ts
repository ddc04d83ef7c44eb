import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { hostname } from "node:os";
import type { ServerBuild } from "react-router";
import type { Config } from "./config.ts";
import { createStore, type Store } from "./db/client.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { countWaitingMail } from "./db/repositories/outbox.ts";
import { samplePosts } from "./db/seed/sample-posts.ts";
import { createApp } from "./http/app.ts";
import type { Logger } from "./logger.ts";
import { createMetrics, type Metrics } from "./metrics/metrics.ts";
import { ensureAdmin } from "./services/bootstrap.ts";
import { systemClock } from "./services/clock.ts";
import { startMailboxReader } from "./services/conversations/mailbox-reader.ts";
import { imageStorageOf } from "./services/image-storage.ts";
import { createImageService } from "./services/images.ts";
import { createServices, type Services } from "./services/index.ts";
import { companyName, type MailSettings } from "./services/mail/compose.ts";
import { createOutboxWorker, type OutboxWorker, smtpTransport } from "./services/outbox-worker.ts";
import { createPostViewRecorder, type PostViewRecorder } from "./services/post-views.ts";
import { type RetentionJob, startRetentionJob } from "./services/retention.ts";
import { createSiteSettingsService, type SiteSettingsService } from "./services/site-settings.ts";

/**
 * The process's metrics (issue 51), with prom-client's process metrics and
 * the release running (the RELEASE file a release carries, else
 * "development"); null with METRICS=false.
 */
export function processMetrics(config: Config): Metrics | null {
  if (!config.metrics.enabled) return null;
  let version = "development";
  try {
    version = readFileSync("RELEASE", "utf8").trim().slice(0, 64) || version;
  } catch {
    // Not a release: a working copy.
  }
  return createMetrics({ processDefaults: true, version });
}

/** Opens the store and makes it ready: migrations, the first admin, the sample posts. */
export async function openStore(config: Config, logger: Logger, metrics?: Metrics | null): Promise<Store> {
  const dialect = config.db.url ? "postgres" : "sqlite";
  const store = createStore({
    url: config.db.url,
    poolSize: config.db.poolSize,
    dataDir: config.dataDir,
    backgroundCheckpoints: true,
    onQuery: metrics ? (ms) => metrics.query(dialect, ms) : undefined,
  });
  await migrateToLatest(store.db);
  logger.info({ store: store.dialect }, "store ready");
  const services = createServices(store, undefined, imageStorageOf(config), { metrics: null });
  await ensureAdmin(services.account, config.admin, logger, { dataDir: config.dataDir });
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
  /** The process's view recorder (startViewRecorder); without it no view is counted. */
  views?: PostViewRecorder;
  /** The process's settings (startSettings); without them the pages show the defaults. */
  settings?: SiteSettingsService;
  /** The process's metrics (processMetrics); without them a set of this site's own. */
  metrics?: Metrics | null;
}) {
  const { config, logger, store, build, clientDir, views, settings } = options;
  const services = createServices(store, undefined, imageStorageOf(config), {
    mail: mailSettingsOf(config),
    views,
    retentionDays: config.retentionDays,
    settings,
    replyAddress: config.conversations.replyAddress,
    metrics: config.metrics.enabled ? options.metrics : null,
  });
  return createApp({ config, logger, services, pages: { build, clientDir } });
}

/**
 * Who every mail comes from: MAIL_FROM as given when it names the sender,
 * the company's name with a bare address, and without it no-reply at the
 * site's own domain.
 */
export function senderOf(config: Config, domain = new URL(config.http.siteUrl).hostname): string {
  const from = config.mail.from?.trim();
  if (!from) return `"${companyName}" <no-reply@${domain}>`;
  return from.includes("<") ? from : `"${companyName}" <${from}>`;
}

/** What the services need to write mail; SMTP_URL is only the worker's business. */
export function mailSettingsOf(config: Config): MailSettings {
  return { notifyEmail: config.mail.notifyEmail, siteUrl: config.http.siteUrl };
}

/**
 * Starts sending the outbox, once per process (server/entry.ts `start`, and
 * server/dev.ts with its first module graph, never again after an edit:
 * docs/decisions/003). Without SMTP_URL nothing is sent: mail waits in the
 * outbox and goes out once SMTP_URL is set. Logs say how many mails wait,
 * never to whom. Each setting left unset gets one warning, about what it
 * alone changes: SMTP_URL whether any mail is sent, NOTIFY_EMAIL whether
 * staff mail is written at all.
 */
export async function startMailWorker(
  config: Config,
  logger: Logger,
  store: Store,
  metrics?: Metrics | null,
): Promise<OutboxWorker | undefined> {
  if (!config.mail.notifyEmail) {
    logger.warn(
      "NOTIFY_EMAIL is not set: staff get no notification mail of new demo requests and contact messages (none is written), and visitors' mail carries no reply address",
    );
  }
  const waiting = await countWaitingMail(store.db);
  if (!config.mail.smtpUrl) {
    logger.warn(
      { waiting },
      `SMTP_URL is not set: no mail is sent; it is kept in the outbox (${waiting} waiting) and goes out once SMTP_URL is set`,
    );
    return undefined;
  }
  const domain = new URL(config.http.siteUrl).hostname;
  const worker = createOutboxWorker({
    db: store.db,
    logger,
    transport: smtpTransport(config.mail.smtpUrl, {
      from: senderOf(config, domain),
      messageIdDomain: domain,
    }),
    owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    events: metrics?.outbox,
  });
  worker.start();
  logger.info({ waiting }, "mail worker started");
  return worker;
}

/**
 * Starts counting article views, once per process, like the mail worker
 * (server/entry.ts `start`, and server/dev.ts with its first module graph):
 * views wait in memory and are written every second, or at once when a
 * hundred wait, and what waits at shutdown is written before the store closes.
 */
/**
 * The company's details from Settings, once per process (like the mail
 * worker): read from the store now, then asked for their version every
 * second so a save made by another process shows here too.
 */
export async function startSettings(logger: Logger, store: Store, config: Pick<Config, "s3" | "dataDir">) {
  const settings = createSiteSettingsService(
    store.db,
    systemClock,
    createImageService(imageStorageOf(config)),
  );
  const { version } = await settings.load();
  logger.info({ version }, "site settings loaded");
  return Object.assign(settings, { watcher: settings.watch(logger) });
}

/** Deletes closed leads and sent mail past RETENTION_DAYS, hourly, in this process (safe beside others). */
export function startRetention(config: Config, logger: Logger, store: Store): RetentionJob {
  return startRetentionJob({ db: store.db, logger, retentionDays: config.retentionDays });
}

export function startViewRecorder(logger: Logger, store: Store): PostViewRecorder {
  const recorder = createPostViewRecorder({ db: store.db, logger });
  recorder.start();
  return recorder;
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * How long a client may take, so that slow or stalled ones (one byte a
 * second) cannot hold connections open: the request line and headers within
 * 10 s, the whole request within 2 minutes (a staff image upload on a slow
 * link), an idle kept-alive connection 5 s. Node checks them every second.
 */
export const serverTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
} as const;

/**
 * Listens on the configured port. SIGTERM or SIGINT stop accepting, let the
 * requests in flight and the mail being sent finish, close the store and exit.
 */
export async function listen(options: {
  config: Config;
  logger: Logger;
  store: Store;
  listener: Listener;
  /** An HTTP server made beforehand (development: Vite's WebSocket is attached to it). */
  server?: Server;
  /** Stopped on shutdown, before the store closes. */
  mailWorker?: OutboxWorker;
  /** Written out on shutdown, before the store closes. */
  views?: PostViewRecorder;
  /** Stopped on shutdown, before the store closes. */
  retention?: RetentionJob;
  /** Stops watching the store on shutdown. */
  settings?: { watcher: { stop(): void } };
  /** Stops reading the reply mailbox on shutdown, before the store closes. */
  mailbox?: { stop(): Promise<void> };
}) {
  const { config, logger, store, listener } = options;
  const server = options.server ?? createServer({ ...serverTimeouts });
  server.headersTimeout = serverTimeouts.headersTimeout;
  server.requestTimeout = serverTimeouts.requestTimeout;
  server.keepAliveTimeout = serverTimeouts.keepAliveTimeout;
  let stopping = false;
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    // Once stopping, each answer closes its connection: a client that keeps
    // its connection alive and goes on sending would otherwise hold the
    // shutdown open.
    if (stopping) response.setHeader("Connection", "close");
    listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(config.http.port, config.http.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.http.port;
  logger.info({ port }, `listening on http://localhost:${port}`);

  function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    // At once, so that no new run starts; a run in flight gives back the mail it has not tried.
    const mailStopped = options.mailWorker?.stop();
    const retentionStopped = options.retention?.stop();
    const mailboxStopped = options.mailbox?.stop();
    options.settings?.watcher.stop();
    server.close(async () => {
      await mailStopped;
      await retentionStopped;
      await mailboxStopped;
      // After the last request, so that its view is written too.
      await options.views?.stop();
      await store.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.error("requests were still open 10 s after the signal: exiting without them");
      process.exit(1);
    }, 10_000).unref();
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return { server, port };
}

/**
 * Reads visitors' answers from the reply mailbox (IMAP_URL, issue 50), once
 * per process like the mail worker; without IMAP_URL, none is read (a
 * webhook may bring them instead).
 */
export function startMailboxReading(config: Config, logger: Logger, services: Services) {
  const url = config.conversations.imapUrl;
  if (!url) return undefined;
  if (!config.conversations.replyAddress) {
    logger.warn(
      "IMAP_URL is set but REPLY_ADDRESS is not: replies carry no lead's address, so answers are matched by their sender alone",
    );
  }
  return startMailboxReader({ url, logger, receive: services.conversations.receive });
}
