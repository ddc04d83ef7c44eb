import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "#server/logger.ts";

declare module "hono" {
  interface ContextVariableMap {
    /** The id of this request, in its log line, its X-Request-Id and any error logged for it. */
    requestId: string;
  }
}

/** Gives each request an id (echoed as X-Request-Id) and logs one line when it ends. */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const id = randomUUID();
    const started = performance.now();
    c.set("requestId", id);
    await next();
    c.res.headers.set("X-Request-Id", id);
    logRequest(logger, id, c.req.method, c.req.path, c.res.status, started);
  };
}

/** The one line a request leaves in the log, whichever path answered it. */
export function logRequest(
  logger: Logger,
  id: string,
  method: string,
  path: string,
  status: number,
  started: number,
): void {
  logger.info({ reqId: id, method, path, status, ms: Math.round(performance.now() - started) }, "request");
}
