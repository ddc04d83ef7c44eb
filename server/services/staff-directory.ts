/**
 * The staff list of the API (`GET /api/staff`, issue 48): who the accounts
 * are, so that a client can name one by its id (a lead's owner). An
 * administrator sees every account; leads staff see those that may own a
 * lead (active ones); any other role is refused.
 */
import type { Kysely } from "kysely";
import { leadOwnerRoles, type StaffRole } from "#common/constants.ts";
import { listStaffDirectory } from "#server/db/repositories/users.ts";
import type { Database } from "#server/db/schema.ts";
import { RefusedError } from "./errors.ts";

/** A staff account as the staff list shows it. */
export type StaffMember = {
  id: string;
  username: string;
  /** How articles name the account; null: its username. */
  name: string | null;
  role: StaffRole;
  credential: string | null;
  /** False once an administrator deactivated it: it cannot sign in. */
  active: boolean;
  /** An authenticator app or a passkey. */
  hasSecondFactor: boolean;
  /** When it last signed in; null: never (or not since this was first recorded). */
  lastSignInAt: string | null;
};

export function createStaffDirectory(db: Kysely<Database>) {
  return {
    /** The accounts `viewer` may see, by username; RefusedError (forbidden) for a role that sees none. */
    async list(viewer: { role: StaffRole }): Promise<StaffMember[]> {
      if (viewer.role !== "admin" && viewer.role !== "leads") {
        throw new RefusedError("forbidden", "Only administrators and leads staff can list staff accounts.");
      }
      const all = await listStaffDirectory(db, viewer.role === "admin" ? undefined : leadOwnerRoles);
      // Leads staff name owners: a deactivated account owns nothing new.
      const rows = viewer.role === "admin" ? all : all.filter((row) => !row.deactivated_at);
      return rows.map((row) => ({
        id: row.id,
        username: row.username,
        name: row.display_name,
        role: row.role,
        credential: row.credential,
        active: !row.deactivated_at,
        hasSecondFactor: Boolean(row.has_factor),
        lastSignInAt: row.last_sign_in_at,
      }));
    },
  };
}

export type StaffDirectory = ReturnType<typeof createStaffDirectory>;
