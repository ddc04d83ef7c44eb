import { isError } from "./is-error.ts";

/**
 * Whether a driver error is a unique constraint refusing a second row with
 * the same value (of `column`, when named): PostgreSQL's SQLSTATE 23505, or
 * SQLite's SQLITE_CONSTRAINT_UNIQUE (2067) and SQLITE_CONSTRAINT_PRIMARYKEY
 * (1555). The losing side of a race for a unique value, not a fault.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (!isError(error)) return false;
  const { code, errcode, detail } = error as Error & { code?: unknown; errcode?: unknown; detail?: unknown };
  const unique = code === "23505" || errcode === 2067 || errcode === 1555;
  if (!unique)
    return error.cause !== undefined && error.cause !== error && isUniqueViolation(error.cause, column);
  if (!column) return true;
  // SQLite: "UNIQUE constraint failed: blog_posts.slug"; PostgreSQL: "Key (slug)=(…) already exists."
  const said = `${error.message} ${typeof detail === "string" ? detail : ""}`;
  // A unique index over several columns names them all: "Key (translation_group, language)=(…)".
  return said.includes(`.${column}`) || said.includes(`(${column})`) || said.includes(`(${column},`);
}
