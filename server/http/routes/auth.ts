import { type Context, Hono } from "hono";
import { type AdminArea, adminAreas } from "#common/constants.ts";
import type { Services } from "#server/services/index.ts";
import { bodyLimits } from "../body-limits.ts";
import { clientAddress, type TrustProxy } from "../client-address.ts";
import { apiError } from "../errors.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";
import { clearSessionCookie, readSessionToken, writeSessionCookie } from "../session-cookie.ts";

const isArea = (value: unknown): value is AdminArea => adminAreas.includes(value as AdminArea);

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/session (?area=blog|leads). */
export function authRoutes(
  services: Services,
  options: { secureCookies: (c: Context) => boolean; trustProxy: TrustProxy },
) {
  const routes = new Hono();
  routes.use(...jsonBody(bodyLimits.staffJson));

  // A refusal (wrong password, lock) is thrown as LoginRefused; the app's
  // onError answers it with `attemptsRemaining` and `lockedSeconds`.
  routes.post("/login", async (c) => {
    const body = await readJson(c.req.raw);
    const { token, session, welcome } = await services.auth.login(body, clientAddress(c, options.trustProxy));
    writeSessionCookie(c, session.area, token, session.expiresAt, options.secureCookies(c));
    return c.json({
      success: true as const,
      message: welcome,
      data: {
        username: session.username,
        role: session.role,
        area: session.area,
        expiresAt: session.expiresAt,
      },
    });
  });

  routes.post("/logout", async (c) => {
    const area = c.req.query("area") ?? ((await readJson(c.req.raw)) as { area?: unknown } | null)?.area;
    if (!isArea(area)) return apiError(c, 400, "Say which area to sign out of: blog or leads.");
    await services.auth.logout(readSessionToken(c, area));
    clearSessionCookie(c, area, options.secureCookies(c));
    return c.json({ success: true as const, message: "Logged out successfully" });
  });

  routes.get("/session", async (c) => {
    const area = c.req.query("area");
    if (!isArea(area)) return apiError(c, 400, "Say which area: blog or leads.");
    const session = await services.auth.session(readSessionToken(c, area), area);
    if (!session) return apiError(c, 401, "Not signed in.");
    return c.json({
      success: true as const,
      data: {
        username: session.username,
        role: session.role,
        area: session.area,
        expiresAt: session.expiresAt,
      },
    });
  });

  return routes;
}
