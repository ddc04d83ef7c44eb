/**
 * `npm run dev`: the same server as `npm start` (server/entry.ts), loaded
 * through Vite in middleware mode instead of from the build. Vite answers its
 * own requests (modules, hot reload) first; everything else reaches the Hono
 * app. After an edit Vite evaluates a new module graph; the next request then
 * gets a new app from it (services, context keys and error classes all of
 * that one graph) on the store opened once at start. The mail worker, too,
 * runs once, from the first graph: a new graph must not start a second one;
 * so does the view recorder, which every graph's site then shares.
 */
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";
import { loadConfig, loadEnvFile } from "./config.ts";

type Entry = typeof import("./entry.ts");

loadEnvFile();
// Development whatever a copied `.env` says: Vite and React read NODE_ENV
// itself, and with "production" React's JSX runtime lacks jsxDEV.
process.env.NODE_ENV = "development";
const config = loadConfig(undefined, { NODE_ENV: "development" });
const server = createHttpServer();
const vite = await createViteServer({
  appType: "custom",
  server: { middlewareMode: true, hmr: { server } },
});
const ssr = vite.environments.ssr;
if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules.");
const load = () => ssr.runner.import("/server/entry.ts") as Promise<Entry>;

const first = await load();
const logger = first.createLogger(config.logLevel);
const store = await first.openStore(config, logger);
const mailWorker = await first.startMailWorker(config, logger, store);
const views = first.startViewRecorder(logger, store);
const retention = first.startRetention(config, logger, store);
const settings = await first.startSettings(logger, store);
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
        // A syntax error in an edited file: show it, keep serving.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        logger.error({ err: { message: String(error), stack: (error as Error).stack } }, "dev server error");
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end(String(error));
      }
    }),
});
console.log(`Development server: http://localhost:${port}`);
