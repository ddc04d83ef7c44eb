/**
 * `npm run dev`: the same server as `npm start` (server/entry.ts), loaded
 * through Vite in middleware mode instead of from the build. Vite answers its
 * own requests (modules, hot reload) first; everything else reaches the Hono
 * app. After an edit Vite evaluates a new module graph; the next request then
 * gets a new app from it (services, context keys and error classes all of
 * that one graph) on the store opened once at start. The mail worker, too,
 * runs once, from the first graph: a new graph must not start a second one;
 * so does the view recorder, which every graph's site then shares.
 *
 * Public pages do not hydrate here either (app/root.tsx): the browser runs
 * none of their modules, so Vite has nothing to update in place. Once an
 * edit has reached the server's module graph, `reloadPages` tells them
 * (`anvaya:server-change` over Vite's WebSocket) and they load again. The
 * back office hydrates and keeps Vite's hot updates.
 */
import { createServer as createHttpServer } from "node:http";
import { stripVTControlCharacters } from "node:util";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer, isRunnableDevEnvironment, type Plugin } from "vite";
import { loadConfig, loadEnvFile } from "./config.ts";

type Entry = typeof import("./entry.ts");

loadEnvFile();
// Development whatever a copied `.env` says: Vite and React read NODE_ENV
// itself, and with "production" React's JSX runtime lacks jsxDEV.
process.env.NODE_ENV = "development";
const config = loadConfig(undefined, { NODE_ENV: "development" });
const server = createHttpServer();

/** What a page that does not hydrate listens for (app/root.tsx, `reloadOnEdit`). */
const serverChange = "anvaya:server-change";
const reloadOnEdit = `import{createHotContext}from"/@vite/client";createHotContext("/@anvaya/page").on("${serverChange}",()=>location.reload())`;

/**
 * An edit to any module the server runs (a route, a component, the copy, a
 * page script's sources, which app/enhance/inline-script.ts adds to the
 * graph) reloads the pages that do not hydrate. Sent on the next turn, after
 * Vite has passed the change to the server's module runner, so the reload is
 * rendered by the new code.
 */
const reloadPages: Plugin = {
  name: "anvaya:reload-pages",
  enforce: "pre",
  hotUpdate({ modules, server }) {
    if (this.environment.name !== "ssr" || modules.length === 0) return;
    setImmediate(() => server.environments.client.hot.send({ type: "custom", event: serverChange }));
  },
};

const vite = await createViteServer({
  appType: "custom",
  server: { middlewareMode: true, hmr: { server } },
  plugins: [reloadPages],
});
/**
 * The server's modules from Vite's SSR environment, read at each call: an
 * edit to vite.config.ts or one of its plugins restarts Vite, which replaces
 * its environments (and closes the old ones' module runners) in place.
 */
const load = () => {
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules.");
  return ssr.runner.import("/server/entry.ts") as Promise<Entry>;
};

const first = await load();
const logger = first.createLogger(config.logLevel);
const store = await first.openStore(config, logger);
const mailWorker = await first.startMailWorker(config, logger, store);
const views = first.startViewRecorder(logger, store);
const retention = first.startRetention(config, logger, store);
const settings = await first.startSettings(logger, store, config);
const siteFor = (entry: Entry) =>
  getRequestListener(entry.siteOf(config, logger, store, views, settings).fetch);
let current = { entry: first, handle: siteFor(first) };

const { port } = await first.listen({
  config,
  logger,
  store,
  server,
  mailWorker,
  views,
  retention,
  settings,
  listener: (request, response) =>
    vite.middlewares(request, response, async () => {
      try {
        const entry = await load();
        if (entry !== current.entry) {
          current = { entry, handle: siteFor(entry) };
        }
        await current.handle(request, response);
      } catch (error) {
        // A syntax error in an edited file: show it, keep serving, and load again after the fix.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        logger.error({ err: { message: String(error), stack: (error as Error).stack } }, "dev server error");
        if (response.headersSent) return void response.end(String(error));
        const text = stripVTControlCharacters(String(error)).replace(
          /[&<>]/g,
          (c) => `&#${c.charCodeAt(0)};`,
        );
        response.writeHead(500, { "Content-Type": "text/html; charset=utf-8" });
        response.end(
          `<!doctype html><title>Error</title><pre>${text}</pre><script type="module">${reloadOnEdit}</script>`,
        );
      }
    }),
});
console.log(`Development server: http://localhost:${port}`);
