/**
 * The staff accounts of the browser tests: playwright.config.ts creates them
 * before the server starts, tests sign in with them. Each sign-in test that
 * locks itself out has its own account, so a lock never blocks another test.
 */
export const staffPassword = "a long e2e staff password";
export const adminUsername = "admin";
export const staffAccounts = [
  ["gate-blog", "blog"],
  // The gate tests that count failures, each on its own account: a sign-in
  // elsewhere resets an account's count while they read it.
  ["gate-typed", "blog"],
  ["gate-nojs", "blog"],
  ["gate-nojs-leads", "leads"],
  ["gate-leads", "leads"],
  ["editor", "blog"],
  ["leads-desk", "leads"],
  ["leads-colleague", "leads"],
  // Clinical review (clinical-review.spec.ts): a writer and two clinicians; "editor" publishes.
  ["review-writer", "writer"],
  ["review-meera", "clinician"],
  ["review-arjun", "clinician"],
  // A clinician whose credential the admin adds on the Staff screen.
  ["review-newcomer", "clinician"],
  // Two-step sign-in at the gate (two-factor.spec.ts), with and without JavaScript.
  ["tfa-desk", "leads"],
  ["tfa-nojs", "blog"],
  // My account (my-account.spec.ts): two-step sign-in and sessions in each area, and an
  // account whose sessions the admin ends on the Staff screen.
  ["account-desk", "leads"],
  ["account-blog", "blog"],
  ["account-leaver", "leads"],
  // The Staff screen (staff-screen.spec.ts): an administrator of its own for each test (a wrong
  // confirmation counts toward its lock), and the colleagues each one changes.
  ["team-admin", "admin"],
  ["team-sudo", "admin"],
  ["team-nojs", "admin"],
  ["team-role", "leads"],
  ["team-leaver", "leads"],
  ["team-sudo-target", "writer"],
  ["team-nojs-leaver", "blog"],
  ["team-removed", "writer"],
] as const;

/** How articles name the clinicians, set with `npm run users -- profile`. */
export const staffProfiles = [
  ["review-meera", "Dr Meera Iyer", "M.Phil Clinical Psychology, RCI A12345"],
  ["review-arjun", "Dr Arjun Menon", "MD Psychiatry, NMC 98765"],
] as const;

/** Staff addresses set with `npm run users -- email`: where a lead assigned to them is announced. */
export const staffEmails = [["leads-colleague", "colleague@anvaya.example"]] as const;
