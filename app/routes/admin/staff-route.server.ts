import { data, redirect } from "react-router";
import {
  readStaffPage,
  type SignInFailure,
  type StaffPageState,
  secureOf,
  servicesOf,
  signIn,
  signOut,
} from "#app/lib/services.server.ts";
import type { AdminArea } from "#common/constants.ts";

/** Where each staff area lives (spec §2.1). */
export const staffPaths: Record<AdminArea, string> = {
  blog: "/admin-only-upload-blog",
  leads: "/admin-only-demo-requests",
};

type Args = { request: Request; context: Parameters<typeof servicesOf>[0] };

/**
 * The part of a staff page's loader that every staff page shares: who is
 * signed in to `area`, the gate's notice and lock. Staff pages are never
 * cached and never indexed.
 */
export async function loadStaffPage({ request, context }: Args, area: AdminArea) {
  const { state, headers } = await readStaffPage(request, servicesOf(context), area, secureOf(context));
  headers.set("Cache-Control", "no-store");
  return { state, headers };
}

/**
 * The gate's own intents, `login` and `logout`, posted to the staff page's
 * action. Returns null for any other intent (the page's own actions).
 */
export async function gateAction(
  { request, context }: Args,
  form: FormData,
  area: AdminArea,
): Promise<Response | ReturnType<typeof data<{ signIn: SignInFailure }>> | null> {
  const intent = form.get("intent");
  // The page itself, whatever form the post took (with JavaScript it is sent
  // to `<path>.data`): the same view again, now with or without a session.
  const back = new URL(request.url);
  const path = staffPaths[area];
  const here = path + back.search;
  if (intent === "login") {
    const result = await signIn(form, servicesOf(context), area, secureOf(context));
    if (result.ok) return redirect(here, { status: 303, headers: result.headers });
    const { ok: _ok, headers, ...failure } = result;
    return data({ signIn: failure }, { status: failure.status, headers });
  }
  if (intent === "logout") {
    const headers = await signOut(request, servicesOf(context), area, secureOf(context));
    return redirect(path, { status: 303, headers });
  }
  return null;
}

/** The signed-in staff member, or a 401 answer for a post from a page whose session ended. */
export function requireStaff(state: StaffPageState) {
  if (!state.staff) {
    throw data({ error: "Your session has ended. Please sign in again." }, { status: 401 });
  }
  return state.staff;
}

export const staffHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
