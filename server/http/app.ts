import { join } from "node:path";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { compress } from "hono/compress";
import { routePath } from "hono/route";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { answeredLeadKindList, answeredLeadKinds } from "#common/lead-kinds.ts";
import { prerenderedPaths } from "#common/public-paths.ts";
import type { Config } from "#server/config.ts";
import type { Logger } from "#server/logger.ts";
import { internalAllowed } from "#server/metrics/access.ts";
import {
  methodLabel,
  pagePatterns,
  type RouteOf,
  routeOfPath,
  routeOfRequest,
} from "#server/metrics/route-patterns.ts";
import type { Services } from "#server/services/index.ts";
import { leadKinds } from "#server/services/lead-kinds/registry.ts";
import { blogApiCache } from "./blog-api-cache.ts";
import { clientAddress, publicOrigin, socketAddress } from "./client-address.ts";
import { apiError, handleError } from "./errors.ts";
import { KeptRoutesRouter } from "./kept-routes.ts";
import { type HeldFile, memoryAnswers } from "./memory-answers.ts";
import { contentSecurity } from "./middleware/content-security.ts";
import { etag } from "./middleware/etag.ts";
import { rejectNulInAddress } from "./middleware/json-body.ts";
import { noStoreByDefault } from "./middleware/no-store.ts";
import { logRequest, type RequestDone, requestLog } from "./middleware/request-log.ts";
import { sameOriginOnly } from "./middleware/same-origin.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { openApiDocument } from "./openapi.ts";
import { pageCache, type RenderNotes } from "./page-cache.ts";
import { readPagePost } from "./page-posts.ts";
import { readerVersions } from "./reader-version.ts";
import { chosenLanguageRedirect, otherHostRedirect, redirectFor } from "./redirects.ts";
import { renderedPages } from "./rendered-pages.ts";
import {
  clientAddressContext,
  renderNotesContext,
  secureCookiesContext,
  servicesContext,
  siteUrlContext,
} from "./router-context.ts";
import { authRoutes } from "./routes/auth.ts";
import { blogRoutes, mediaRoutes } from "./routes/blogs.ts";
import { inboundMailRoutes } from "./routes/inbound-mail.ts";
import { leadAdminRoutes } from "./routes/lead-admin.ts";
import { leadRoutes } from "./routes/leads.ts";
import { mailRoutes } from "./routes/mail.ts";
import { staffRoutes } from "./routes/staff.ts";
import { submissionRoutes } from "./routes/submissions.ts";
import { heldStaticFile, loadStaticFiles, type StaticFile, staticFiles } from "./static-files.ts";
import { viewNotes } from "./view-notes.ts";

export type AppDeps = {
  config: Config;
  logger: Logger;
  services: Services;
  /**
   * The React Router build, and in production the client folder it serves
   * from memory; API-only tests leave it out. In development Vite serves the
   * client files, and each new module graph builds a new app (server/dev.ts).
   */
  pages?: { build: ServerBuild; clientDir?: string };
};

type PageSource = "memory" | "render_cache" | "render";

export function createApp({ config, logger, services, pages }: AppDeps) {
  const app = new Hono<{ Variables: { publicOrigin: string; pageSource: PageSource } }>({
    router: new KeptRoutesRouter(),
  });
  const { metrics } = services;
  const { siteUrl, trustProxy } = config.http;
  // What is held in memory, in the order the middleware below answers it:
  // also answered before Hono (memory-answers.ts).
  const held: HeldFile[] = [];
  /** Where each of `held` keeps its answers, for the metrics: null for files that are not pages. */
  const heldSources: (PageSource | null)[] = [];
  // Each request's route pattern (server/metrics/route-patterns.ts), for its log line and metrics.
  const pageOf = pagePatterns(pages?.build.routes);
  let assets: Map<string, StaticFile> | undefined;
  const isAsset = (path: string) => {
    const file = assets?.get(path);
    return file !== undefined && file.csp === undefined && !path.endsWith(".data");
  };
  const slowMs = config.http.slowRequestMs;
  const done: RequestDone = (line, where) => {
    const ms = logRequest(logger, line, where.route, slowMs);
    metrics?.request(where.route, methodLabel(line.method), line.status, where.area, ms);
  };
  const routeOf = (c: Context): RouteOf => {
    const where = routeOfRequest(c.req.path, routePath(c), pageOf, isAsset);
    const source = c.get("pageSource") as PageSource | undefined;
    if (source && metrics) metrics.pageAnswer(source);
    return where;
  };
  /** `middleware`, noting `source` as the page's when it answers rather than passing on. */
  const answeringFrom =
    (source: PageSource, middleware: MiddlewareHandler): MiddlewareHandler =>
    async (c, next) => {
      let passed = false;
      const answer = await middleware(c, async () => {
        passed = true;
        await next();
      });
      if (!passed) c.set("pageSource", source);
      return answer;
    };
  // What readers see of the blog, by version: the pages and the blog's JSON
  // answers kept below are renewed by it (reader-version.ts).
  const versions = readerVersions(services, logger);
  const blogApi = blogApiCache({ services, versions, trustProxy, logger });
  // The scheme and host the browser used, before any proxy of ours; worked
  // out once per request.
  const originOf = (c: Context): string => {
    let origin = c.get("publicOrigin") as string | undefined;
    if (origin === undefined) {
      origin = publicOrigin(c, trustProxy, siteUrl);
      c.set("publicOrigin", origin);
    }
    return origin;
  };
  const isHttps = (c: Context) => originOf(c).startsWith("https:") || siteUrl.startsWith("https:");
  /**
   * The request as React Router must see it: at the address the browser
   * used, not the one our proxy called. A state-changing request that passed
   * the same-origin rule keeps the origin its browser named, so that React
   * Router's own check of its actions agrees with ours.
   */
  const atPublicAddress = (c: Context): Request => {
    const raw = c.req.raw;
    const url = new URL(raw.url);
    const reads = raw.method === "GET" || raw.method === "HEAD";
    let origin = originOf(c);
    const named = raw.headers.get("origin");
    if (named && named !== "null" && !reads) {
      try {
        origin = new URL(named).origin;
      } catch {
        // Not an address: React Router refuses it, as it should.
      }
    }
    if (origin === url.origin) return raw;
    const body = reads ? null : raw.body;
    return new Request(`${origin}${url.pathname}${url.search}`, {
      method: raw.method,
      headers: raw.headers,
      body,
      signal: raw.signal,
      ...(body ? { duplex: "half" } : {}),
    } as RequestInit);
  };

  // Order matters, top to bottom:
  // 1. every request gets an id and one log line, whatever answers it;
  app.use(requestLog(done, routeOf));
  // 2. every answer, even a redirect or an error, carries the security headers;
  app.use(securityHeaders({ https: isHttps }));
  // 3. another name of the site (www. or the bare domain) goes to SITE_URL's,
  //    and legacy links and trailing slashes are settled before any lookup;
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    if (config.http.siteUrlSet) {
      const elsewhere = otherHostRedirect(new URL(originOf(c)).host, siteUrl, url.pathname, url.search);
      if (elsewhere)
        return c.redirect(elsewhere, c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
    }
    const target = redirectFor(url.pathname, url.search);
    if (target) return c.redirect(target, 301);
    // The home page, for a visitor who chose Hindi before: theirs alone, never a shared cache's.
    const chosen = chosenLanguageRedirect(c.req.method, url.pathname, url.search, c.req.header("cookie"));
    if (chosen) {
      c.header("Cache-Control", "private, no-store");
      c.header("Vary", "Cookie");
      return c.redirect(chosen, 302);
    }
    return next();
  });
  // 4. health checks: alive (once the marketing pages are rendered at start,
  //    so the first visitors and a load balancer's first requests never wait
  //    behind that work), and ready (the store answers);
  let pagesRendered: Promise<void> = Promise.resolve();
  app.get("/healthz", async (c) => {
    await pagesRendered;
    return c.json({ status: "ok" });
  });
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    const reasons = await services.readiness();
    return reasons.length === 0
      ? c.json({ status: "ready" })
      : c.json({ status: reasons.join(", "), reasons }, 503);
  });
  // and the metrics (issue 51): on loopback, or with METRICS_TOKEN as a
  // bearer token; never through nginx's public server (deploy/nginx.conf).
  app.get("/metrics", async (c) => {
    if (!metrics || !internalAllowed(socketAddress(c), c.req.header("authorization"), config.metrics.token))
      return c.text("Not found", 404);
    c.header("Cache-Control", "no-store");
    c.header("Content-Type", metrics.registry.contentType);
    return c.body(await metrics.text());
  });
  // 5. a browser may change state only from this site (CSRF), through the
  //    API and the pages' own forms alike;
  app.use(sameOriginOnly({ siteUrl, ownOrigin: originOf }));
  // 6. the JSON API of spec §7, answering JSON even when nothing matches;
  //    answers that may depend on a session are never kept by a cache;
  app.use("/api/*", noStoreByDefault);
  app.use("/api/*", rejectNulInAddress);
  // A reader's GET of the blog's list or a post is kept as the pages are,
  // compressed once and answered with an ETag (blog-api-cache.ts); staff's
  // go on to the route;
  app.use("/api/blogs/*", blogApi.middleware);
  // Each public form's JSON way in, one shape for every registered kind
  // (spec §7 #1 and its siblings): its address, limit and answer are its
  // descriptor's. Mounted first, so that a kind whose address also lists
  // its leads for staff (the waitlist's GET, below) keeps its POST here.
  for (const kind of leadKinds.kinds) {
    const { path, bodyLimit, answer } = kind.intake;
    const submit = (body: unknown, client: string) => services.intake.submit(kind.name, body, client);
    app.route(path, submissionRoutes({ limit: bodyLimit, trustProxy, answer, submit }));
  }
  app.route(
    "/api/auth",
    authRoutes(services, {
      secureCookies: isHttps,
      trustProxy,
      origin: originOf,
    }),
  );
  for (const kind of answeredLeadKindList) {
    const { slug, exportName } = answeredLeadKinds[kind];
    app.route(
      `/api/${slug}`,
      leadAdminRoutes<unknown>(services, services.answeredLeads[kind], { exportName }),
    );
  }
  app.route("/api/leads", leadRoutes(services));
  app.route("/api/mail", mailRoutes(services));
  app.route("/api/staff", staffRoutes(services));
  // Answers by webhook (issue 50): only with INBOUND_MAIL_SECRET set; otherwise the 404 below.
  const inboundSecret = config.conversations.inboundSecret;
  if (inboundSecret)
    app.route("/api/inbound-mail", inboundMailRoutes(services, { secret: inboundSecret, logger }));
  app.route("/api/blogs", blogRoutes(services, { trustProxy }));
  app.route("/api/waitlist", leadAdminRoutes(services, services.waitlist, { exportName: "waitlist" }));
  const openApi = openApiDocument(siteUrl);
  app.get("/api/openapi.json", (c) => c.json(openApi));
  app.all("/api/*", (c) => apiError(c, 404, "No such API endpoint."));
  // 7. uploaded images, by content-hash name;
  app.route("/media", mediaRoutes(services));

  if (pages) {
    const development = config.env === "development";
    const handleDocument = createRequestHandler(pages.build, development ? "development" : "production");
    const contextFor = (address: string, secure: boolean, notes: RenderNotes | null = null) => {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientAddressContext, address);
      context.set(secureCookiesContext, secure);
      context.set(siteUrlContext, siteUrl);
      context.set(renderNotesContext, notes);
      return context;
    };
    // 8. hashed assets, the marketing pages rendered at start and again
    //    when Settings change, and the pages kept once rendered come from
    //    memory, precompressed;
    if (pages.clientDir) {
      const https = siteUrl.startsWith("https:");
      const files = loadStaticFiles(pages.clientDir, { https });
      assets = files;
      app.use(staticFiles(files));
      held.push((path, url) => heldStaticFile(files, path, url));
      heldSources.push(null);
      const marketing = renderedPages({
        paths: prerenderedPaths,
        render: (path) => handleDocument(new Request(new URL(path, siteUrl)), contextFor("127.0.0.1", https)),
        version: () => services.settings.current().version,
        https,
        logger,
        // Kept between starts: a restart of the same release need not render them again.
        snapshot: {
          file: join(config.dataDir, "cache", "pages.bin"),
          identity: `${pages.build.assets.version} ${siteUrl} ${https}`,
        },
      });
      app.use(answeringFrom("memory", marketing.middleware));
      held.push((path, url, _query, asked) =>
        marketing.held(path, url, asked.headers.get("accept-encoding")),
      );
      heldSources.push("memory");
      services.settings.onChange(() => void marketing.warm());
      pagesRendered = marketing.warm();

      // The pages that show posts, and the sample session's states, are
      // rendered once per version and kept (server/http/page-cache.ts): a
      // post published, edited or deleted here or in another process (the
      // store's content version), a scheduled post coming due (a timer for
      // its date) or Settings saved renews them (reader-version.ts).
      const views = viewNotes(services, trustProxy);
      const cache = pageCache({
        render: (path, notes) =>
          handleDocument(new Request(new URL(path, siteUrl)), contextFor("127.0.0.1", https, notes)),
        version: versions.version,
        noteView: views.inHono,
        https,
        logger,
        events: metrics?.renderCache,
      });
      versions.onChange(() => cache.prune());
      metrics?.renderCache.holds(() => cache.stats().bytes);
      app.use(answeringFrom("render_cache", cache.middleware));
      held.push((path, _url, query, asked) =>
        cache.held(path, query, {
          acceptEncoding: asked.headers.get("accept-encoding"),
          countView: (postId) => views.asked(asked, postId),
        }),
      );
      heldSources.push("render_cache");
    }
    // 9. what is rendered per request is compressed on the fly, after an
    //    ETag is taken of its plain body (public answers only: a 304 when
    //    it matches) and its script hashes are put in its
    //    Content-Security-Policy, with the services in the router context
    //    for loaders and actions.
    app.use(compress());
    app.use(etag());
    app.use(contentSecurity({ https: isHttps, development }));
    app.all("*", async (c) => {
      // A page's form post is bounded and checked before React Router reads it.
      const request = await readPagePost(atPublicAddress(c));
      if (request instanceof Response) return request;
      const context = contextFor(clientAddress(c, trustProxy), isHttps(c));
      if (c.req.method === "GET" || c.req.method === "HEAD") c.set("pageSource", "render");
      return handleDocument(request, context);
    });
  }

  // Whatever a handler throws: a service's refusal, a store outage or a bug.
  app.onError(handleError(logger));

  held.push(blogApi.held);
  heldSources.push(null);
  /** Answers what is held in memory straight from the Node request; false: hand it to `app.fetch`. */
  const answerFromMemory = memoryAnswers({
    sources: held,
    done(line, source) {
      const pageSource = heldSources[source];
      if (pageSource && metrics) metrics.pageAnswer(pageSource);
      done(line, routeOfPath(line.path, pageOf, isAsset));
    },
    trustProxy,
    siteUrl,
    siteUrlSet: config.http.siteUrlSet,
  });
  /** What the blog's JSON cache holds (entries, bytes, renders), for tests and the bench. */
  const blogApiStats = blogApi.stats;
  return Object.assign(app, { answerFromMemory, blogApiStats, services });
}
