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
    logger.info(
      {
        reqId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  };
}
