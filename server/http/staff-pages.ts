import { type AdminArea, adminAreaNames, adminAreaWelcome, type StaffRole } from "#common/constants.ts";
import type { WaitingSignIn } from "#server/services/auth/challenge.ts";
import { challengeEndedMessage, SecondFactorNeeded } from "#server/services/auth/refusals.ts";
import type { SignInDevice } from "#server/services/auth/sessions.ts";
import type { Services } from "#server/services/index.ts";
import { failureAnswer } from "./errors.ts";
import { challengeCookieName, cookieHeader, cookieValue, sessionCookieName } from "./session-cookie.ts";

/**
 * The sign-in gate of the two staff pages (spec §2.19, §2.20, §4), for their
 * route loaders and actions: the same sessions, lockout and messages as the
 * JSON API, over plain form posts that work without JavaScript.
 *
 * Besides the session cookie, each area has short-lived cookies:
 * - a lock cookie naming the username last locked out here, so the countdown
 *   survives a reload (the seconds always come from the store);
 * - a one-time notice ("Welcome! …", "Logged out successfully") shown by the
 *   page the post redirects to;
 * - for a gate that answers every post with a redirect back (the staff
 *   layout route), a one-time refusal ("Invalid credentials. …") for the page
 *   the redirect leads to.
 */

const lockCookie = (area: AdminArea) => `anvaya_lock_${area}`;
const noticeCookie = (area: AdminArea) => `anvaya_notice_${area}`;
const refusalCookie = (area: AdminArea) => `anvaya_refusal_${area}`;
/** A sign-in past its password, waiting for its code (issue 34): five minutes. */
const challengeCookie = challengeCookieName;
const challengeSeconds = 5 * 60;

export type StaffPageState = {
  area: AdminArea;
  areaName: string;
  /**
   * Who is signed in; `sessionId` names this browser's session in the account's session list;
   * `confirmedAt` is when its holder last proved it was them (sudo mode, issue 48).
   */
  staff: {
    id: string;
    username: string;
    role: StaffRole;
    expiresAt: string;
    sessionId: string;
    confirmedAt: string | null;
  } | null;
  /** A message to show once: signed in, signed out, session expired. */
  notice: string | null;
  /** Set while the username last refused here is locked out: the seconds left, from the store. */
  lockedSeconds: number;
  /** The refusal of the sign-in post that redirected here (`signInKeepingRefusal`), shown once. */
  refusal: SignInFailure | null;
  /** A right password waiting for its second factor: the gate asks for the code, or sets one up (the policy). */
  challenge: WaitingSignIn | null;
};

export type SignInFailure = {
  status: number;
  error: string;
  attemptsRemaining?: number;
  lockedSeconds?: number;
};

const notices: Record<string, (area: AdminArea) => string> = {
  welcome: (area) => adminAreaWelcome[area],
  "logged-out": () => "Logged out successfully",
};

export const policyNotice = "Two-step sign-in is now required for your account. Sign in again to set it up.";
export const sessionExpiredNotice = "Your session has ended (sessions last 2 hours). Please sign in again.";

/** Who is signed in to this area, and what the gate should show; `headers` clear used cookies. */
export async function readStaffPage(
  request: Request,
  services: Services,
  area: AdminArea,
  secure: boolean,
): Promise<{ state: StaffPageState; headers: Headers }> {
  const headers = new Headers();
  const clear = (name: string) =>
    headers.append("Set-Cookie", cookieHeader(name, "", { secure, maxAgeSeconds: 0 }));
  const token = cookieValue(request, sessionCookieName(area));
  const session = await services.auth.session(token, area);
  let notice: string | null = null;
  const noticeCode = cookieValue(request, noticeCookie(area));
  if (noticeCode) {
    notice = notices[noticeCode]?.(area) ?? null;
    clear(noticeCookie(area));
  }
  if (token && !session) {
    notice ??= (await services.auth.closedByPolicy(token)) ? policyNotice : sessionExpiredNotice;
    clear(sessionCookieName(area));
  }
  let refusal: SignInFailure | null = null;
  const keptRefusal = cookieValue(request, refusalCookie(area));
  if (keptRefusal !== undefined) {
    if (!session) refusal = refusalFrom(keptRefusal);
    clear(refusalCookie(area));
  }
  let challenge: StaffPageState["challenge"] = null;
  const challengeToken = cookieValue(request, challengeCookie(area));
  if (challengeToken !== undefined && !session) {
    const waiting = await services.auth.challenge(challengeToken, area);
    if (waiting) challenge = waiting;
    else {
      notice ??= challengeEndedMessage;
      clear(challengeCookie(area));
    }
  }
  let lockedSeconds = 0;
  const lockedUser = cookieValue(request, lockCookie(area));
  if (lockedUser && !session) {
    lockedSeconds = await services.auth.lockedSeconds(lockedUser, area);
    if (lockedSeconds === 0) clear(lockCookie(area));
  }
  return {
    state: {
      area,
      areaName: adminAreaNames[area],
      staff: session
        ? {
            id: session.id,
            username: session.username,
            role: session.role,
            expiresAt: session.expiresAt,
            sessionId: session.sessionId,
            confirmedAt: session.confirmedAt,
          }
        : null,
      notice,
      lockedSeconds,
      refusal,
      challenge,
    },
    headers,
  };
}

/**
 * A kept refusal as the gate shows it, or null for anything else in its
 * cookie (the browser holds it, so it is read as untrusted).
 */
function refusalFrom(value: string): SignInFailure | null {
  try {
    const kept = JSON.parse(value) as Record<string, unknown>;
    const count = (n: unknown) => (typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : undefined);
    const status = count(kept.status);
    if (!status || typeof kept.error !== "string" || kept.error.length > 200) return null;
    return {
      status,
      error: kept.error,
      attemptsRemaining: count(kept.attemptsRemaining),
      lockedSeconds: count(kept.lockedSeconds),
    };
  } catch {
    return null;
  }
}

/** The gate's post: a session and the welcome notice, or the refusal to show (the lock remembered). */
export async function signIn(
  form: FormData,
  services: Services,
  area: AdminArea,
  secure: boolean,
  client: string,
  device: SignInDevice = {},
): Promise<{ ok: true; headers: Headers } | ({ ok: false; headers: Headers } & SignInFailure)> {
  const headers = new Headers();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const username = field("username").trim();
  try {
    const { token, session } = await services.auth.login(
      { username, password: field("password"), area },
      client,
      device,
    );
    // Expires at the session's own end, as the API's cookie does.
    const expires = new Date(session.expiresAt);
    headers.append("Set-Cookie", cookieHeader(sessionCookieName(area), token, { secure, expires }));
    headers.append("Set-Cookie", cookieHeader(noticeCookie(area), "welcome", { secure, maxAgeSeconds: 60 }));
    headers.append("Set-Cookie", cookieHeader(lockCookie(area), "", { secure, maxAgeSeconds: 0 }));
    return { ok: true, headers };
  } catch (error) {
    // The password was right; the second step asks for the code, behind a challenge cookie.
    if (error instanceof SecondFactorNeeded) {
      const token = await services.auth.startChallenge(error, client, device);
      headers.append(
        "Set-Cookie",
        cookieHeader(challengeCookie(area), token, { secure, maxAgeSeconds: challengeSeconds }),
      );
      return { ok: true, headers };
    }
    return refusalOf(error, headers, area, secure, username);
  }
}

/** A refused sign-in step as the gate shows it, the lock remembered for its countdown. */
function refusalOf(
  error: unknown,
  headers: Headers,
  area: AdminArea,
  secure: boolean,
  username: string,
): { ok: false; headers: Headers } & SignInFailure {
  const answer = failureAnswer(error);
  if (!answer) throw error;
  const lockedSeconds = answer.extra?.lockedSeconds;
  if (lockedSeconds && username) {
    headers.append(
      "Set-Cookie",
      cookieHeader(lockCookie(area), username, { secure, maxAgeSeconds: lockedSeconds }),
    );
  }
  return {
    ok: false,
    headers,
    status: answer.status,
    error: answer.error,
    attemptsRemaining: answer.extra?.attemptsRemaining,
    lockedSeconds,
  };
}

/**
 * The gate's post for a page that answers it with a redirect back to itself
 * (post, redirect, get): the headers to send with that redirect. They carry
 * the session and the welcome notice, or the refusal, kept for a minute in a
 * one-time cookie that `readStaffPage` reads for the page the redirect leads
 * to.
 */
export async function signInKeepingRefusal(
  form: FormData,
  services: Services,
  area: AdminArea,
  secure: boolean,
  client: string,
  device: SignInDevice = {},
): Promise<Headers> {
  return keepRefusal(await signIn(form, services, area, secure, client, device), area, secure);
}

/**
 * The gate's second step (`intent=login-code`): the code for the sign-in
 * waiting behind the challenge cookie. Right: the session and the welcome;
 * wrong: the refusal, kept for the page the redirect leads to (a lock, or a
 * challenge that ended, sends the person back to the first step).
 */
export async function signInWithCode(
  request: Request,
  form: FormData,
  services: Services,
  area: AdminArea,
  secure: boolean,
  client: string,
): Promise<Headers> {
  const headers = new Headers();
  const clearChallenge = () =>
    headers.append("Set-Cookie", cookieHeader(challengeCookie(area), "", { secure, maxAgeSeconds: 0 }));
  const token = cookieValue(request, challengeCookie(area));
  const waiting = await services.auth.challenge(token, area);
  const username = waiting?.username ?? "";
  try {
    // Enrolment (the policy): the code confirms the app; the page the redirect leads to shows the recovery codes.
    if (waiting?.purpose === "enrol") {
      await services.auth.completeEnrolment(token, area, form.get("code"), client);
      return headers;
    }
    const { token: sessionToken, session } =
      waiting?.purpose === "enrolled"
        ? await services.auth.finishEnrolment(token, area, client)
        : await services.auth.completeChallenge(token, area, form.get("code"), client);
    clearChallenge();
    headers.append(
      "Set-Cookie",
      cookieHeader(sessionCookieName(area), sessionToken, { secure, expires: new Date(session.expiresAt) }),
    );
    headers.append("Set-Cookie", cookieHeader(noticeCookie(area), "welcome", { secure, maxAgeSeconds: 60 }));
    headers.append("Set-Cookie", cookieHeader(lockCookie(area), "", { secure, maxAgeSeconds: 0 }));
    return headers;
  } catch (error) {
    if (!(await services.auth.challenge(token, area))) clearChallenge();
    return keepRefusal(refusalOf(error, headers, area, secure, username), area, secure);
  }
}

/** Ends the waiting sign-in (the gate's "Start again"). */
export async function cancelChallenge(
  request: Request,
  services: Services,
  area: AdminArea,
  secure: boolean,
): Promise<Headers> {
  await services.auth.endChallenge(cookieValue(request, challengeCookie(area)));
  const headers = new Headers();
  headers.append("Set-Cookie", cookieHeader(challengeCookie(area), "", { secure, maxAgeSeconds: 0 }));
  return headers;
}

/** The headers of a gate step, with its refusal (if any) kept in a one-time cookie for the next page. */
function keepRefusal(
  result: { ok: true; headers: Headers } | ({ ok: false; headers: Headers } & SignInFailure),
  area: AdminArea,
  secure: boolean,
): Headers {
  if (!result.ok) {
    const { ok: _ok, headers: _headers, ...refusal } = result;
    result.headers.append(
      "Set-Cookie",
      cookieHeader(refusalCookie(area), JSON.stringify(refusal), { secure, maxAgeSeconds: 60 }),
    );
  }
  return result.headers;
}

/** Ends the area's session on the server; the next page says "Logged out successfully". */
export async function signOut(
  request: Request,
  services: Services,
  area: AdminArea,
  secure: boolean,
): Promise<Headers> {
  await services.auth.logout(cookieValue(request, sessionCookieName(area)));
  const headers = new Headers();
  headers.append("Set-Cookie", cookieHeader(sessionCookieName(area), "", { secure, maxAgeSeconds: 0 }));
  headers.append("Set-Cookie", cookieHeader(noticeCookie(area), "logged-out", { secure, maxAgeSeconds: 60 }));
  return headers;
}
