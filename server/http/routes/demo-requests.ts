import { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import { apiError, apiErrorFrom } from "../api-error.ts";
import { clientAddress } from "../client-address.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";

/** Hidden form field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

/** Five requests per client per ten minutes is plenty for a person. */
export const demoRequestRate = { name: "demo-request", limit: 5, windowMs: 10 * 60_000 };

/** POST /api/request-demo (spec §7 #1). */
export function demoRequestRoutes(services: Services, options: { trustProxy: boolean }) {
  const routes = new Hono();
  routes.use(...jsonBody(32 * 1024));
  routes.post("/", async (c) => {
    try {
      const decision = await services.rateLimiter.hit(demoRequestRate, clientAddress(c, options.trustProxy));
      if (!decision.allowed) {
        c.header("Retry-After", String(decision.retryAfterSeconds));
        return apiError(
          c,
          429,
          "Too many requests from your connection. Please wait a few minutes and try again, or email us.",
        );
      }
      const body = await readJson(c.req.raw);
      if (body === null || typeof body !== "object" || Array.isArray(body)) {
        return apiError(c, 400, "The request body must be a JSON object.");
      }
      const honeypot = (body as Record<string, unknown>)[HONEYPOT_FIELD];
      if (typeof honeypot === "string" ? honeypot.length > 0 : honeypot !== undefined && honeypot !== null) {
        return apiError(c, 400, "This request could not be accepted. Please email us instead.");
      }
      const { id } = await services.demoRequests.submit(body);
      return c.json({ success: true as const, data: { id } }, 201);
    } catch (error) {
      return apiErrorFrom(c, error);
    }
  });
  return routes;
}
