import { type Context, Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import { type AdminArea, adminAreas } from "#common/constants.ts";
import type { StaffSession } from "#server/services/auth/sessions.ts";
import type { Services } from "#server/services/index.ts";
import type { RelyingParty } from "#server/services/passkeys.ts";
import { bodyLimits } from "../body-limits.ts";
import { clientAddress, type TrustProxy } from "../client-address.ts";
import { apiError } from "../errors.ts";
import { jsonBody, readJson } from "../middleware/json-body.ts";
import {
  challengeCookieName,
  clearSessionCookie,
  cookieValue,
  readSessionToken,
  writeSessionCookie,
} from "../session-cookie.ts";

const confirmedWords = "Confirmed. Changes to staff accounts are open for 10 minutes.";

const isArea = (value: unknown): value is AdminArea => adminAreas.includes(value as AdminArea);

/**
 * A session as the auth routes answer it: who (the account's id, which the
 * staff API takes, and its username), which role, which area, until when.
 */
const sessionData = (session: Pick<StaffSession, "id" | "username" | "role" | "area" | "expiresAt">) => ({
  id: session.id,
  username: session.username,
  role: session.role,
  area: session.area,
  expiresAt: session.expiresAt,
});

/**
 * POST /api/auth/login, POST /api/auth/logout, GET /api/auth/session (?area=blog|leads);
 * the signed-in account's own second factor and sessions (issue 34):
 * GET /api/auth/two-factor, POST /api/auth/totp/setup, POST /api/auth/totp/enable,
 * DELETE /api/auth/totp, POST /api/auth/recovery-codes, GET /api/auth/sessions,
 * DELETE /api/auth/sessions/{id}; an admin's DELETE /api/auth/users/{username}/sessions;
 * POST /api/auth/confirm (sudo mode, issue 48).
 */
export function authRoutes(
  services: Services,
  options: {
    secureCookies: (c: Context) => boolean;
    trustProxy: TrustProxy;
    /** The site's public origin for this request: passkeys are bound to its host. */
    origin: (c: Context) => string;
  },
) {
  const routes = new Hono();
  routes.use(...jsonBody(bodyLimits.staffJson));

  // A refusal (wrong password, lock) is thrown as LoginRefused; the app's
  // onError answers it with `attemptsRemaining` and `lockedSeconds`.
  routes.post("/login", async (c) => {
    const body = await readJson(c.req.raw);
    const { token, session, welcome } = await services.auth.login(
      body,
      clientAddress(c, options.trustProxy),
      {
        userAgent: c.req.header("user-agent"),
      },
    );
    writeSessionCookie(c, session.area, token, session.expiresAt, options.secureCookies(c));
    return c.json({
      success: true as const,
      message: welcome,
      data: sessionData(session),
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
      data: sessionData(session),
    });
  });

  /** The account signed in to either area (the blog's session first), or null. */
  const signedIn = async (c: Context) => {
    for (const area of adminAreas) {
      const session = await services.auth.session(readSessionToken(c, area), area);
      if (session) return session;
    }
    return null;
  };
  const account = new Hono<{ Variables: { staff: StaffSession } }>();
  // Named paths only: sign-in, sign-out and the session check above need no session.
  for (const path of [
    "/two-factor",
    "/totp",
    "/totp/*",
    "/recovery-codes",
    "/sessions",
    "/sessions/*",
    "/users/*",
    "/passkeys",
    "/passkeys/*",
    "/confirm",
    "/confirm/*",
  ]) {
    account.use(path, async (c, next) => {
      const staff = await signedIn(c);
      if (!staff) return apiError(c, 401, "Please sign in to continue.");
      c.set("staff", staff);
      return next();
    });
  }
  const codeOf = async (c: Context) => ((await readJson(c.req.raw)) as { code?: unknown } | null)?.code;

  // Sudo mode (issue 48): the password (or a code) again, before changes to staff accounts.
  account.post("/confirm", async (c) => {
    const { confirmedAt } = await services.auth.confirm(
      c.get("staff"),
      await readJson(c.req.raw),
      clientAddress(c, options.trustProxy),
    );
    return c.json({
      success: true as const,
      message: confirmedWords,
      data: { confirmedAt },
    });
  });

  // ... or with a passkey of the account's own: its options, then the browser's answer.
  account.post("/confirm/passkey-options", async (c) =>
    c.json({
      success: true as const,
      data: await services.passkeys.signInOptions(relyingParty(c), c.get("staff")),
    }),
  );
  account.post("/confirm/passkey", async (c) => {
    const body = await readJson(c.req.raw);
    const { confirmedAt } = await services.auth.confirmWithPasskey(
      c.get("staff"),
      () => services.passkeys.verifySignIn(relyingParty(c), body),
      clientAddress(c, options.trustProxy),
    );
    return c.json({ success: true as const, message: confirmedWords, data: { confirmedAt } });
  });

  account.get("/two-factor", async (c) =>
    c.json({ success: true as const, data: await services.account.status(c.get("staff")) }),
  );
  account.post("/totp/setup", async (c) => {
    const { secret, otpauthUrl } = await services.account.setupTotp(c.get("staff"));
    return c.json({ success: true as const, data: { secret, otpauthUrl } });
  });
  account.post("/totp/enable", async (c) => {
    const data = await services.account.enableTotp(c.get("staff"), await codeOf(c));
    return c.json({ success: true as const, message: "Two-factor codes are on.", data });
  });
  account.delete("/totp", async (c) => {
    await services.account.disableTotp(c.get("staff"), await codeOf(c));
    return c.json({ success: true as const, message: "Two-factor codes are off." });
  });
  account.post("/recovery-codes", async (c) => {
    const data = await services.account.regenerateRecoveryCodes(c.get("staff"), await codeOf(c));
    return c.json({
      success: true as const,
      message: "New recovery codes made. The old ones no longer work.",
      data,
    });
  });
  account.get("/sessions", async (c) => {
    const staff = c.get("staff");
    return c.json({ success: true as const, data: await services.account.sessions(staff, staff.sessionId) });
  });
  account.delete("/sessions/:id", async (c) => {
    await services.account.endSession(c.get("staff"), c.req.param("id"));
    return c.json({ success: true as const, message: "Session ended." });
  });
  account.delete("/users/:username/sessions", async (c) => {
    const staff = c.get("staff");
    if (staff.role !== "admin")
      return apiError(c, 403, "Only an administrator can end another account's sessions.");
    const ended = await services.account.endAllSessions(staff, c.req.param("username"));
    return c.json({ success: true as const, message: `Ended ${ended} sessions.`, data: { ended } });
  });
  /** Passkeys belong to the host the staff see in their address bar, named after the company. */
  const relyingParty = (c: Context): RelyingParty => {
    const origin = options.origin(c);
    return { id: new URL(origin).hostname, origin, name: services.settings.current().settings.name };
  };
  account.get("/passkeys", async (c) =>
    c.json({ success: true as const, data: await services.passkeys.list(c.get("staff")) }),
  );
  account.post("/passkeys/options", async (c) =>
    c.json({
      success: true as const,
      data: await services.passkeys.registrationOptions(c.get("staff"), relyingParty(c)),
    }),
  );
  account.post("/passkeys", async (c) => {
    const body = await readJson(c.req.raw);
    const passkey = await services.passkeys.register(c.get("staff"), relyingParty(c), body);
    return c.json({ success: true as const, message: "Passkey added.", data: passkey }, 201);
  });
  account.patch("/passkeys/:id", async (c) => {
    await services.passkeys.rename(c.get("staff"), c.req.param("id"), await readJson(c.req.raw));
    return c.json({ success: true as const, message: "Passkey renamed." });
  });
  account.delete("/passkeys/:id", async (c) => {
    await services.passkeys.remove(c.get("staff"), c.req.param("id"));
    return c.json({ success: true as const, message: "Passkey removed." });
  });
  routes.route("/", account);

  /** The area a passkey sign-in is for, from its body. */
  const areaOf = (body: unknown) => {
    const area = (body as { area?: unknown } | null)?.area;
    return isArea(area) ? area : null;
  };
  // Signing in with a passkey: alone (any of the site's passkeys), or as the
  // second step after a password (the gate's challenge names the account:
  // only its passkeys are asked for, and only one of them is accepted).
  routes.post("/passkey/options", async (c) => {
    const area = areaOf(await readJson(c.req.raw));
    if (!area) return apiError(c, 400, "Say which area to sign in to: blog or leads.");
    const account = await services.auth.challengeAccount(
      cookieValue(c.req.raw, challengeCookieName(area)),
      area,
    );
    const data = await services.passkeys.signInOptions(relyingParty(c), account ?? undefined);
    return c.json({ success: true as const, data });
  });
  routes.post("/passkey/sign-in", async (c) => {
    const body = await readJson(c.req.raw);
    const area = areaOf(body);
    if (!area) return apiError(c, 400, "Say which area to sign in to: blog or leads.");
    const challenge = cookieValue(c.req.raw, challengeCookieName(area));
    const { token, session, welcome } = await services.auth.passkeySignIn(
      () => services.passkeys.verifySignIn(relyingParty(c), body),
      area,
      clientAddress(c, options.trustProxy),
      { userAgent: c.req.header("user-agent") },
      challenge,
    );
    writeSessionCookie(c, area, token, session.expiresAt, options.secureCookies(c));
    if (challenge) deleteCookie(c, challengeCookieName(area), { path: "/" });
    return c.json({
      success: true as const,
      message: welcome,
      data: sessionData(session),
    });
  });

  return routes;
}
