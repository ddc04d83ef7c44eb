import { fieldErrorsOf, type IssueList } from "#common/schemas/field-errors.ts";
import { InvalidInputError } from "../errors.ts";

type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: IssueList };
};

/** The input as the schema reads it, or InvalidInputError with its first message and one per field. */
export function parseOrRefuse<T>(schema: Schema<T>, input: unknown, fallback: string): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new InvalidInputError(parsed.error.issues[0]?.message ?? fallback, {
    fieldErrors: fieldErrorsOf(parsed.error),
  });
}
