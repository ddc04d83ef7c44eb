import { data, redirect } from "react-router";
import {
  clientOf,
  readStaffPage,
  type SignInFailure,
  secureOf,
  servicesOf,
  signIn,
  signOut,
  staffOf,
} from "#app/lib/services.server.ts";
import type { AdminArea } from "#common/constants.ts";

/*
 * The sign-in gate for a staff page outside the staff layout (the blog
 * area, until it moves under app/routes/admin/layout.tsx): the page's own
 * loader and action call these, and its component wraps itself in
 * `StaffPage`. The pages under the layout use staff-layout.server.ts.
 */

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
  // The page itself (one of the area's views), whatever form the post took
  // (with JavaScript it may be sent to `<path>.data`): the same view again,
  // now with or without a session.
  const back = new URL(request.url);
  const path = back.pathname.replace(/\.data$/, "");
  const here = path + back.search;
  if (intent === "login") {
    const result = await signIn(form, servicesOf(context), area, secureOf(context), clientOf(context));
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

/** What a staff page's own action answers: a line for the toast. */
export type StaffAnswer = { ok: boolean; message: string };

export const sessionEndedMessage = "Your session has ended. Please sign in again.";

/**
 * A staff page's action: the gate's intents first, then `handle` with the
 * signed-in staff member and the posted intent. A post from a page whose
 * session ended answers 401 with a line to show, not an error screen.
 */
export async function staffAction(
  args: Args,
  area: AdminArea,
  handle: (
    actor: { id: string; username: string; role: string },
    intent: string,
    form: FormData,
  ) => Promise<unknown>,
) {
  const form = await args.request.formData();
  const handled = await gateAction(args, form, area);
  if (handled) return handled;
  const staff = await staffOf(args.request, servicesOf(args.context), area);
  if (!staff) return data<StaffAnswer>({ ok: false, message: sessionEndedMessage }, { status: 401 });
  return handle(staff, String(form.get("intent") ?? ""), form);
}

export const unknownIntent = () =>
  data<StaffAnswer>({ ok: false, message: "Unknown action." }, { status: 400 });

export const staffHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };
