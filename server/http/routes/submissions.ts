import { Hono } from "hono";
import { clientAddress, type TrustProxy } from "../client-address.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";

/**
 * A public form's JSON way in (POST /api/request-demo, /api/contact,
 * /api/waitlist): the body, bounded by `limit`, goes to the kind's service
 * (`submit`, which runs server/services/submissions.ts) with the sender's
 * address. A kind that stores a record answers 201 with its receipt; one
 * that may store nothing new (the waitlist) answers 200 without one.
 */
export function submissionRoutes(options: {
  limit: number;
  trustProxy: TrustProxy;
  submit: (body: unknown, client: string) => Promise<unknown>;
  answer: "receipt" | "nothing";
}) {
  const routes = new Hono();
  // Its body reader bounds this POST alone: the staff calls on the same
  // path (the waitlist's) read their own bodies.
  const [jsonOnly, bounded] = jsonBody(options.limit);
  routes.post("/", jsonOnly, bounded, async (c) => {
    const receipt = await options.submit(await readJson(c.req.raw), clientAddress(c, options.trustProxy));
    return options.answer === "receipt"
      ? c.json({ success: true as const, data: receipt }, 201)
      : c.json({ success: true as const });
  });
  return routes;
}
