import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AdminArea } from "#common/constants.ts";

/** One cookie per staff area, so the two areas keep independent sessions (spec §4). */
export const sessionCookieName = (area: AdminArea) => `anvaya_session_${area}`;

export function readSessionToken(c: Context, area: AdminArea): string | undefined {
  return getCookie(c, sessionCookieName(area));
}

export function writeSessionCookie(
  c: Context,
  area: AdminArea,
  token: string,
  expiresAt: string,
  secure: boolean,
) {
  setCookie(c, sessionCookieName(area), token, {
    httpOnly: true,
    sameSite: "Lax",
    secure,
    path: "/",
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(c: Context, area: AdminArea, secure: boolean) {
  deleteCookie(c, sessionCookieName(area), { path: "/", secure, httpOnly: true, sameSite: "Lax" });
}
