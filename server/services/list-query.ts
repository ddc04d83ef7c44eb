import { fieldErrorsOf, type IssueList } from "#common/schemas/field-errors.ts";
import { InvalidInputError } from "./errors.ts";

/** A zod schema as services use it: whatever can say whether an input parses, and why not. */
export type SafeParser<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: IssueList };
};

/**
 * A list's query (leads, the blog, the audit log, failed mail), as its
 * schema in common/ reads the address; an empty parameter (`?status=`, a
 * form's "all" option) counts as absent. A refusal names the parameter.
 */
export function parseListQuery<T>(schema: SafeParser<T>, input: Record<string, string | undefined>): T {
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    throw new InvalidInputError(parsed.error.issues[0]?.message ?? "Check the filters.", {
      fieldErrors: fieldErrorsOf(parsed.error),
    });
  }
  return parsed.data;
}

/**
 * A list's `owner` parameter as a filter: `mine` is `viewer`'s leads, `none`
 * the unassigned ones (null), an id that account's; absent, everyone's.
 */
export function ownerFilterOf(owner: string | undefined, viewer?: { id: string }): string | null | undefined {
  if (owner === undefined) return undefined;
  if (owner === "none") return null;
  if (owner === "mine") {
    if (!viewer) throw new InvalidInputError("Owner mine needs a signed-in staff member.");
    return viewer.id;
  }
  return owner.toLowerCase();
}
