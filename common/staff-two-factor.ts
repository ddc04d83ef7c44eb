import type { StaffRole } from "./constants.ts";
import type { StaffTwoFactorPolicy } from "./site-details.ts";

/**
 * Whether Settings' two-step policy (issue 34) requires a second factor of an
 * account with this role: the sign-in's rule, and what the invitation's page
 * tells the person who accepts it (issue 48). Kept apart from
 * site-details.ts, which every page's script carries.
 */
export const twoFactorCovers = (policy: StaffTwoFactorPolicy, role: StaffRole) =>
  policy === "everyone" || (policy === "admins" && role === "admin");
