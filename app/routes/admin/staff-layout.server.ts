import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import {
  cancelChallenge,
  clientOf,
  readStaffPage,
  type StaffPageState,
  secureOf,
  servicesOf,
  signInKeepingRefusal,
  signInWithCode,
  signOut,
} from "#app/lib/services.server.ts";
import { staffAreaAt } from "#common/staff-paths.ts";

/** A staff member signed in to the area of the page asked for. */
export type StaffMember = NonNullable<StaffPageState["staff"]>;

/** What the layout's middleware read of this request: the gate's state, or why it could not be read. */
type StaffRequest = { ok: true; state: StaffPageState } | { ok: false; error: unknown };

const staffRequestContext = createContext<StaffRequest | null>(null);

/** Staff pages are never kept by a cache and never indexed. */
export const staffHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

function withStaffHeaders(response: Response, cookies?: Headers): Response {
  for (const [name, value] of Object.entries(staffHeaders)) response.headers.set(name, value);
  for (const cookie of cookies?.getSetCookie() ?? []) response.headers.append("Set-Cookie", cookie);
  return response;
}

const gateIntents = ["login", "login-code", "login-cancel", "logout"] as const;
type GateIntent = (typeof gateIntents)[number];

/** The gate's intent of a post, if it is one of the gate's own (sign in, its code step, sign out). */
async function gateIntentOf(request: Request): Promise<{ intent: GateIntent; form: FormData } | null> {
  if (request.method !== "POST") return null;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const intent = form?.get("intent");
  return form && gateIntents.includes(intent as GateIntent) ? { intent: intent as GateIntent, form } : null;
}

/**
 * The staff layout's middleware (app/routes/admin/layout.tsx), around every
 * page behind a staff sign-in:
 * - the gate's own posts (`intent=login`, `intent=logout`), sent to whichever
 *   page shows the gate, are answered here with a redirect back to that page
 *   (303): signed in, signed out, or refused (the refusal kept for the page
 *   it leads to), so no page's action needs to know about them;
 * - every other request: the session of the page's area is read once, and
 *   who is signed in is put into the router context, where the layout's
 *   loader reads the gate's state and the pages' loaders and actions read
 *   the staff member (`signedIn`);
 * - every answer, pages and data alike, is never cached and never indexed,
 *   and carries the gate's cookies (a notice or an ended session cleared).
 * A store that does not answer is left to the page: its loader throws the
 * error again, so its own error boundary says what could not be loaded.
 */
export const staffMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const area = staffAreaAt(url.pathname);
  if (!area) throw new Error(`${url.pathname} is behind no staff sign-in`);
  const services = servicesOf(context);
  const secure = secureOf(context);
  let page: Awaited<ReturnType<typeof readStaffPage>>;
  try {
    const gate = await gateIntentOf(request);
    if (gate?.intent === "login") {
      const headers = await signInKeepingRefusal(gate.form, services, area, secure, clientOf(context), {
        userAgent: request.headers.get("user-agent"),
      });
      return withStaffHeaders(redirect(url.pathname + url.search, { status: 303, headers }));
    }
    if (gate?.intent === "login-code") {
      const headers = await signInWithCode(request, gate.form, services, area, secure, clientOf(context));
      return withStaffHeaders(redirect(url.pathname + url.search, { status: 303, headers }));
    }
    if (gate?.intent === "login-cancel") {
      const headers = await cancelChallenge(request, services, area, secure);
      return withStaffHeaders(redirect(url.pathname + url.search, { status: 303, headers }));
    }
    if (gate?.intent === "logout") {
      const headers = await signOut(request, services, area, secure);
      return withStaffHeaders(redirect(url.pathname, { status: 303, headers }));
    }
    page = await readStaffPage(request, services, area, secure);
  } catch (error) {
    context.set(staffRequestContext, { ok: false, error });
    return withStaffHeaders(await next());
  }
  context.set(staffRequestContext, { ok: true, state: page.state });
  return withStaffHeaders(await next(), page.headers);
};

/** What the gate and the staff frame show, for the layout's loader; null when it could not be read. */
export function staffPageState(context: Readonly<RouterContextProvider>): StaffPageState | null {
  const read = context.get(staffRequestContext);
  return read?.ok ? read.state : null;
}

/**
 * Who is signed in to the area of the page, for a staff page's loader or
 * action: null for a visitor (the page then refuses its data; the layout
 * shows the gate). Read by the layout's middleware from the session cookie,
 * never from anything else the browser sent. Outside the layout, always null.
 */
export function signedIn(context: Readonly<RouterContextProvider>): StaffMember | null {
  const read = context.get(staffRequestContext);
  if (!read) return null;
  if (!read.ok) throw read.error;
  return read.state.staff;
}

/**
 * The signed-in session itself, for an action that asks the sign-in service
 * about this very session (confirming it is you, issue 48): who, its area,
 * its id and when it last confirmed. Null for a visitor, as `signedIn`.
 */
export function signedInSession(context: Readonly<RouterContextProvider>) {
  const read = context.get(staffRequestContext);
  if (!read) return null;
  if (!read.ok) throw read.error;
  const { staff, area } = read.state;
  return staff && { ...staff, area };
}

/**
 * This request's session has just confirmed it is them (sudo mode): a page
 * drawn after the action in the same request (a form posted without
 * JavaScript) reads the new time, not the one the request came in with.
 */
export function noteConfirmed(context: Readonly<RouterContextProvider>, confirmedAt: string): void {
  const read = context.get(staffRequestContext);
  if (read?.ok && read.state.staff) read.state.staff = { ...read.state.staff, confirmedAt };
}
