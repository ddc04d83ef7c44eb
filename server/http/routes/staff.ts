import { Hono } from "hono";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";
import { requireSignedIn, type StaffEnv } from "../middleware/require-area.ts";

/**
 * The staff accounts and the team (issue 48), for a session of either area;
 * the services say who may do what (403 for a role that may not, 403 with
 * `confirmationNeeded` where sudo mode is needed and has lapsed):
 *   GET    /api/staff                              the accounts a client may name
 *   PATCH  /api/staff/{id}                         role, active, email, displayName, credential
 *   DELETE /api/staff/{id}                         remove the account
 *   POST   /api/staff/{id}/password-reset          mail a one-time link to a new password
 *   POST   /api/staff/{id}/second-factor-reset     take every second factor off
 *   GET    /api/staff/invitations                  pending invitations
 *   POST   /api/staff/invitations                  invite a person by email
 *   POST   /api/staff/invitations/{id}/resend      a new link, 72 hours from now
 *   DELETE /api/staff/invitations/{id}             withdraw
 */
export function staffRoutes(services: Services) {
  const routes = new Hono<StaffEnv>();
  routes.use(...jsonBody(bodyLimits.staffJson));
  routes.use("*", requireSignedIn(services));
  const { invitations, accounts } = services.team;

  routes.get("/", async (c) =>
    c.json({ success: true as const, data: await services.staff.list(c.get("staff")) }),
  );

  routes.get("/invitations", async (c) =>
    c.json({ success: true as const, data: await invitations.list(c.get("staff")) }),
  );
  routes.post("/invitations", async (c) => {
    const data = await invitations.invite(c.get("staff"), await readJson(c.req.raw));
    return c.json({ success: true as const, message: `Invitation sent to ${data.email}.`, data }, 201);
  });
  routes.post("/invitations/:id/resend", async (c) => {
    const data = await invitations.resend(c.get("staff"), c.req.param("id"));
    return c.json({ success: true as const, message: "Invitation sent again.", data });
  });
  routes.delete("/invitations/:id", async (c) => {
    await invitations.withdraw(c.get("staff"), c.req.param("id"));
    return c.json({ success: true as const, message: "Invitation withdrawn." });
  });

  routes.patch("/:id", async (c) => {
    await accounts.change(c.get("staff"), c.req.param("id"), await readJson(c.req.raw));
    return c.json({ success: true as const, message: "Account changed." });
  });
  routes.delete("/:id", async (c) => {
    const { username } = await accounts.remove(c.get("staff"), c.req.param("id"));
    return c.json({ success: true as const, message: `Removed ${username}.` });
  });
  routes.post("/:id/password-reset", async (c) => {
    const data = await accounts.sendPasswordLink(c.get("staff"), c.req.param("id"));
    return c.json({ success: true as const, message: "A link to a new password was sent.", data });
  });
  routes.post("/:id/second-factor-reset", async (c) => {
    await accounts.resetSecondFactors(c.get("staff"), c.req.param("id"));
    return c.json({ success: true as const, message: "Two-step sign-in was reset." });
  });
  return routes;
}
