import type { AdminArea } from "./constants.ts";

/** Where each staff area begins (spec §2.1): its sign-in gate and first screen. */
export const staffPaths: Record<AdminArea, string> = {
  blog: "/admin-only-upload-blog",
  leads: "/admin-only-demo-requests",
};

/**
 * Where the blog editor's preview is drawn: the form's fields in, the
 * article as the page renders it out (JSON), for the signed-in editor.
 */
export const blogPreviewPath = `${staffPaths.blog}/preview`;

/** Each area's "My account" screen: the signed-in account's two-step sign-in and sessions, for every role. */
export const accountPaths: Record<AdminArea, string> = {
  blog: `${staffPaths.blog}/account`,
  leads: `${staffPaths.leads}/account`,
};

/** Where an invitation's link leads: choosing a username and password (issue 48); outside both areas. */
export const invitationPath = "/admin-only-invitation";
/** Where a link that sets a new password leads (issue 48); outside both areas. */
export const newPasswordPath = "/admin-only-new-password";

/** Whether `pathname` is in a staff area (the pages that hydrate React). */
export const isStaffPath = (pathname: string) =>
  Object.values(staffPaths).some((start) => pathname === start || pathname.startsWith(`${start}/`));

/**
 * The staff area whose sign-in a page is behind, from its path (matched
 * without regard to case, as the routes are), or null outside the back office.
 */
export function staffAreaAt(pathname: string): AdminArea | null {
  const path = pathname.toLowerCase();
  for (const [area, start] of Object.entries(staffPaths) as [AdminArea, string][]) {
    if (path === start || path.startsWith(`${start}/`)) return area;
  }
  return null;
}

/** The views of the leads area, all behind its one sign-in. */
export const leadPaths = {
  demoRequests: staffPaths.leads,
  inquiries: `${staffPaths.leads}/inquiries`,
  /** What needs an answer now, stages and recent weeks: where leads staff land. */
  overview: `${staffPaths.leads}/overview`,
  waitlist: `${staffPaths.leads}/waitlist`,
  /** The audit log: admin role only. */
  audit: `${staffPaths.leads}/audit`,
  /** Mail that failed for good, to send again: admin role only. */
  mail: `${staffPaths.leads}/mail`,
  /** The company's details shown on the public pages: admin role only. */
  settings: `${staffPaths.leads}/settings`,
  /** Staff accounts: how an article names a reviewer and their clinical credential; admin role only. */
  staff: `${staffPaths.leads}/staff`,
} as const;
