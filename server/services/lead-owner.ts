import type { Kysely } from "kysely";
import { leadOwnerRoles } from "#common/constants.ts";
import type { LeadDeskChange } from "#common/schemas/lead-desk.ts";
import { findUserById, findUserByUsername } from "#server/db/repositories/users.ts";
import type { Database, UserRow } from "#server/db/schema.ts";
import { InvalidInputError } from "./errors.ts";

/**
 * The account a lead desk change names as the lead's owner, by its id
 * (`owner`) or its username (`ownerUsername`; the schema lets only one
 * through): null to unassign, undefined when the change names no owner.
 * InvalidInputError when it names no account that may own a lead (an
 * unknown one, or one of another role), in the field it was sent in.
 */
export async function ownerNamed(
  db: Kysely<Database>,
  change: Pick<LeadDeskChange, "owner" | "ownerUsername">,
): Promise<UserRow | null | undefined> {
  const { owner, ownerUsername } = change;
  if (owner === undefined && ownerUsername === undefined) return undefined;
  if (owner === null || ownerUsername === null) return null;
  const found =
    owner !== undefined ? await findUserById(db, owner) : await findUserByUsername(db, ownerUsername ?? "");
  if (found && (leadOwnerRoles as readonly string[]).includes(found.role)) return found;
  const [field, what] = owner !== undefined ? ["owner", "id"] : ["ownerUsername", "username"];
  throw new InvalidInputError(`No staff account of the leads or admin role has that ${what}.`, {
    fieldErrors: { [field]: "Choose a staff account that handles leads." },
  });
}
