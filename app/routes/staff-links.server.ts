import { data } from "react-router";
import { roleArea, type StaffRole } from "#common/constants.ts";
import { staffPaths } from "#common/staff-paths.ts";

/*
 * What the two pages a mailed staff link opens share (issue 48): the
 * invitation's (staff-invitation.tsx) and the new password's
 * (staff-new-password.tsx). Each asks its service about the link's token on
 * GET (opening a link only asks: mail scanners open links too) and acts on
 * the form's plain POST, which works without JavaScript.
 */

/**
 * Where an account of `role` signs in: its area's gate; an administrator's,
 * the leads area's (Staff and Settings are there).
 */
export const signInPathOf = (role: StaffRole): string =>
  staffPaths[role === "admin" ? "leads" : roleArea[role]];

/** The link's token, from the page's address. */
export const tokenOf = (request: Request): string => new URL(request.url).searchParams.get("token") ?? "";

/** A posted form's text field (empty when missing or a file). */
export function textOf(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** A service call's refusal, as `attempt` gives it. */
type Failure = { status: number; error: string; fieldErrors?: Record<string, string> };

/** The link cannot be used (unknown, used, expired, withdrawn): the service's words, with its status. */
export type LinkRefused = { state: "refused"; error: string };

export const linkRefused = (failure: Failure) =>
  data<LinkRefused>({ state: "refused", error: failure.error }, { status: failure.status });

/**
 * A refused form: the first message for the form and one per field, with
 * the fields the form shows (never the passwords, which are typed again).
 */
export type FormRefusal = { error: string; errors: Record<string, string> };
