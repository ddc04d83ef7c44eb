import { type Context, Hono } from "hono";
import { stream } from "hono/streaming";
import type { Services } from "#server/services/index.ts";
import type { LeadList } from "#server/services/lead-service.ts";
import type { Actor } from "#server/services/leads.ts";
import { bodyLimits } from "../body-limits.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";
import { requireArea, type StaffEnv } from "../middleware/require-area.ts";

type Query = Record<string, string | undefined>;

/** What a kind of lead offers staff through the API; status changes only for those that have one. */
export type LeadAdminService<View> = {
  list(query: Query, viewer: Actor): Promise<LeadList<View>>;
  exportCsv(actor: Actor, query: Query): AsyncGenerator<string>;
  remove(actor: Actor, id: string): Promise<void>;
  setStatus?(actor: Actor, id: string, input: unknown): Promise<View>;
};

/** The signed-in staff member, as the services record who acted. */
export const actorOf = (c: Context<StaffEnv>): Actor => {
  const staff = c.get("staff");
  return { id: staff.id, username: staff.username };
};

/**
 * The staff API of one kind of lead, for the leads area: GET / (filters,
 * search, sorts, paging; `data` is the list), GET /export.csv, PUT
 * /:id/status (when the kind has a status) and DELETE /:id. A public route
 * on the same path (a sign-up's POST) is mounted beside it, not behind it.
 */
export function leadAdminRoutes<View>(
  services: Services,
  service: LeadAdminService<View>,
  options: { exportName: string },
) {
  const routes = new Hono<StaffEnv>();
  const staffOnly = requireArea(services, "leads");
  routes.use("/", staffOnly);
  routes.use("/*", staffOnly);
  routes.use(...jsonBody(bodyLimits.staffJson));

  routes.get("/", async (c) => {
    const { items, total, page, limit } = await service.list(c.req.query(), actorOf(c));
    return c.json({ success: true as const, data: items, total, page, limit });
  });

  routes.get("/export.csv", async (c) => {
    const lines = service.exportCsv(actorOf(c), c.req.query());
    // Read the first line before answering, so a bad filter still gets a JSON 400.
    const first = await lines.next();
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header(
      "Content-Disposition",
      `attachment; filename="${options.exportName}-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    c.header("Cache-Control", "no-store");
    return stream(c, async (out) => {
      if (!first.done) await out.write(first.value);
      for await (const line of lines) await out.write(line);
    });
  });

  const setStatus = service.setStatus?.bind(service);
  if (setStatus) {
    routes.put("/:id/status", async (c) => {
      const body = await readJson(c.req.raw);
      return c.json({ success: true as const, data: await setStatus(actorOf(c), c.req.param("id"), body) });
    });
  }

  routes.delete("/:id", async (c) => {
    await service.remove(actorOf(c), c.req.param("id"));
    return c.json({ success: true as const });
  });

  return routes;
}
