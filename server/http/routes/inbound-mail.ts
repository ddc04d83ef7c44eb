import { createHash, timingSafeEqual } from "node:crypto";
import { Hono } from "hono";
import type { Logger } from "#server/logger.ts";
import { inboundLimits } from "#server/services/conversations/inbound-message.ts";
import type { Services } from "#server/services/index.ts";
import { bodyWithin, keptBody } from "../bounded-body.ts";
import { apiError } from "../errors.ts";

/** Compares two secrets in constant time, whatever their lengths (as their SHA-256). */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash("sha256").update(given).digest(),
    createHash("sha256").update(expected).digest(),
  );

/**
 * POST /api/inbound-mail (issue 50): a provider that forwards mail by
 * webhook posts the raw RFC 822 message (`Content-Type: message/rfc822`,
 * at most 10 MB) with `Authorization: Bearer <INBOUND_MAIL_SECRET>`. Only
 * mounted with the secret set. 202: kept on its lead; 200: already kept;
 * 422 with `code`: not an answer (an auto-reply, a bounce, a forged or
 * expired reply address, unreadable MIME), which a provider should not send
 * again. Every outcome is logged without the message's words or addresses.
 */
export function inboundMailRoutes(services: Services, options: { secret: string; logger: Logger }) {
  const routes = new Hono();
  routes.post(
    "/",
    async (c, next) => {
      const [scheme, token] = (c.req.header("authorization") ?? "").split(" ", 2);
      if (scheme?.toLowerCase() !== "bearer" || !token || !sameSecret(token, options.secret)) {
        return apiError(c, 401, "Send the inbound mail secret as a bearer token.");
      }
      if (!/^message\/rfc822\b/i.test(c.req.header("content-type") ?? "")) {
        return apiError(c, 415, "Send the raw message as Content-Type: message/rfc822.");
      }
      return next();
    },
    bodyWithin(
      inboundLimits.rawBytes,
      (c) => apiError(c, 413, "The message is larger than 10 MB: it was not read."),
      { keep: "bytes" },
    ),
    async (c) => {
      const raw = keptBody(c.req.raw) ?? new Uint8Array(await c.req.arrayBuffer());
      const outcome = await services.conversations.receive(raw, "webhook");
      const reqId = c.get("requestId" as never);
      if (outcome.outcome === "refused") {
        options.logger.warn({ reqId, reason: outcome.reason, why: outcome.why }, "inbound mail refused");
        return c.json(
          { success: false as const, error: `Not kept: ${outcome.why}.`, code: outcome.reason },
          outcome.reason === "too-large" ? 413 : 422,
        );
      }
      if (outcome.outcome === "duplicate") {
        options.logger.info({ reqId }, "inbound mail already kept");
        return c.json({ success: true as const, data: { outcome: "duplicate" } }, 200);
      }
      options.logger.info(
        { reqId, kind: outcome.kind, matchedBy: outcome.matchedBy, urgent: outcome.urgent },
        "inbound mail kept",
      );
      return c.json(
        { success: true as const, data: { outcome: "stored", matchedBy: outcome.matchedBy } },
        202,
      );
    },
  );
  return routes;
}
