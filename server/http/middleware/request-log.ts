import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger.ts";
import type { RouteOf } from "#server/metrics/route-patterns.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The id of this request, in its log line, its X-Request-Id and any error logged for it. */
    requestId: string;
  }
}

/** What a request leaves once answered: its log line, and its count and time in the metrics. */
export type RequestDone = (
  line: { id: string; method: string; path: string; status: number; started: number },
  where: RouteOf,
) => void;

/**
 * Gives each request an id (echoed as X-Request-Id) and, when it ends,
 * hands it to `done` with its route pattern (`routeOf`).
 */
export function requestLog(done: RequestDone, routeOf: (c: Context) => RouteOf): MiddlewareHandler {
  return async (c, next) => {
    const id = randomUUID();
    const started = performance.now();
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
    done({ id, method: c.req.method, path: c.req.path, status: c.res.status, started }, routeOf(c));
  };
}

/**
 * The one line a request leaves in the log, whichever path answered it:
 * its id, method, path, route pattern (the metrics' `route` label, so a
 * line and a series meet), status and time in ms, and `slow: true` at
 * `slowMs` or longer (SLOW_REQUEST_MS). Returns the time taken, in ms.
 */
export function logRequest(
  logger: Logger,
  line: { id: string; method: string; path: string; status: number; started: number },
  route: string,
  slowMs: number,
): number {
  const ms = performance.now() - line.started;
  // Below the log level (LOG_LEVEL=warn) nothing is built: this runs on every answer.
  if (!logger.isLevelEnabled("info")) return ms;
  const fields = {
    reqId: line.id,
    method: line.method,
    path: line.path,
    route,
    status: line.status,
    ms: Math.round(ms),
  };
  logger.info(ms >= slowMs ? { ...fields, slow: true } : fields, "request");
  return ms;
}
