import type { MiddlewareHandler } from "hono";
import { type AdminArea, adminAreas } from "#common/constants.ts";
import type { StaffSession } from "#server/services/auth/sessions.ts";
import type { Services } from "#server/services/index.ts";
import { apiError } from "../errors.ts";
import { readSessionToken } from "../session-cookie.ts";

export type StaffEnv = { Variables: { staff: StaffSession } };

/** Admin calls of spec §7: 401 without a live session for the area, 403 when the role lacks it. */
export function requireArea(services: Services, area: AdminArea): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    const token = readSessionToken(c, area);
    const session = await services.auth.session(token, area);
    if (!session) {
      // A session for the other area proves who it is, but not the right to this one.
      const other = area === "blog" ? "leads" : "blog";
      const elsewhere = await services.auth.session(readSessionToken(c, other), other);
      if (elsewhere) return apiError(c, 403, "Your account does not have access to this area.");
      return apiError(c, 401, "Please sign in to continue.");
    }
    c.set("staff", session);
    return next();
  };
}

/** Calls open to a session of either area (the blog's first): 401 without one; the services judge the role. */
export function requireSignedIn(services: Services): MiddlewareHandler<StaffEnv> {
  return async (c, next) => {
    for (const area of adminAreas) {
      const session = await services.auth.session(readSessionToken(c, area), area);
      if (session) {
        c.set("staff", session);
        return next();
      }
    }
    return apiError(c, 401, "Please sign in to continue.");
  };
}
