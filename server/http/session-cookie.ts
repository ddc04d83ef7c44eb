import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parse, serialize } from "hono/utils/cookie";
import type { AdminArea } from "#common/constants.ts";

/** One cookie per staff area, so the two areas keep independent sessions (spec §4). */
export const sessionCookieName = (area: AdminArea) => `anvaya_session_${area}`;

/** A sign-in past its password, waiting for its second step at the staff gate (issue 34). */
export const challengeCookieName = (area: AdminArea) => `anvaya_challenge_${area}`;

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

/** The value of one cookie in a request's Cookie header. */
export function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  return parse(header, name)[name];
}

/** A Set-Cookie value for the staff pages' own cookies (session, lock, one-time notice). */
export function cookieHeader(
  name: string,
  value: string,
  options: { secure: boolean } & ({ maxAgeSeconds: number } | { expires: Date }),
): string {
  return serialize(name, value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    path: "/",
    ...("expires" in options
      ? { expires: options.expires }
      : { maxAge: Math.max(0, Math.floor(options.maxAgeSeconds)) }),
  });
}
