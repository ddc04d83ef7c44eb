/**
 * The team in the back office (issue 48): invitations, administrators'
 * changes to colleagues' accounts, and the password links they send. The
 * rules in front of each (the admin role, sudo mode) are in guard.ts;
 * confirming it is you is the sign-in service's (`auth.confirm`).
 */
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "../clock.ts";
import { UnavailableError } from "../errors.ts";
import type { MailSettings } from "../mail/compose.ts";
import { createTeamAccounts } from "./accounts.ts";
import { createTeamGuard } from "./guard.ts";
import { createInvitations } from "./invitations.ts";
import { createPasswordLinks } from "./password-links.ts";

export type { TeamActor } from "./guard.ts";

export function createStaffTeam(db: Kysely<Database>, clock: Clock, options: { mail?: MailSettings }) {
  const guard = createTeamGuard(clock);
  /** Where links point and whose name the mails carry; a server always has them (server/start.ts). */
  const mailSettings = (): MailSettings => {
    if (!options.mail) throw new UnavailableError("This server writes no mail, so it cannot send links.");
    return options.mail;
  };
  return {
    invitations: createInvitations(db, clock, guard, mailSettings),
    accounts: createTeamAccounts(db, clock, guard, mailSettings),
    passwordLinks: createPasswordLinks(db, clock),
  };
}

export type StaffTeam = ReturnType<typeof createStaffTeam>;
