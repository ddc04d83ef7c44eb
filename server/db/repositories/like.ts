import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";

/** A case-insensitive substring pattern, with LIKE's wildcards in the text escaped ("50%" finds "50%"). */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `lower(column) like pattern` for any of the columns: the same SQL on SQLite and PostgreSQL. */
export function anyColumnContains<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  text: string,
): Expression<SqlBool> {
  const pattern = likePattern(text);
  return eb.or(columns.map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`));
}
