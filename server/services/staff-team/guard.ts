import type { StaffRole } from "#common/constants.ts";
import { sudoWindowMinutes } from "#common/schemas/staff-team.ts";
import type { Clock } from "../clock.ts";
import { ConfirmationNeeded, RefusedError } from "../errors.ts";

/** Who changes the team: the signed-in account, and when its session last confirmed it was them. */
export type TeamActor = { id: string; username: string; role: StaffRole; confirmedAt: string | null };

export const adminsOnlyMessage = "Only administrators can change staff accounts and invitations.";
export const confirmFirstMessage = `Confirm it is you first: enter your password again (changes to staff accounts ask for it every ${sudoWindowMinutes} minutes).`;

/** The checks in front of every change to the team: the admin role, and for the dangerous ones sudo mode. */
export function createTeamGuard(clock: Clock) {
  const windowMs = sudoWindowMinutes * 60_000;
  return {
    /** RefusedError (forbidden) unless the actor is an administrator. */
    admin(actor: TeamActor): void {
      if (actor.role !== "admin") throw new RefusedError("forbidden", adminsOnlyMessage);
    },
    /** As `admin`, and ConfirmationNeeded unless the actor confirmed it was them in the last 10 minutes. */
    confirmedAdmin(actor: TeamActor): void {
      this.admin(actor);
      const at = actor.confirmedAt ? Date.parse(actor.confirmedAt) : Number.NaN;
      const age = clock().getTime() - at;
      if (!(age >= 0 && age < windowMs)) throw new ConfirmationNeeded(confirmFirstMessage);
    },
  };
}

export type TeamGuard = ReturnType<typeof createTeamGuard>;
