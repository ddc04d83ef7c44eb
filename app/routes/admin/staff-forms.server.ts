import { data } from "react-router";
import type { FormAnswer } from "#app/components/admin/form-answer.ts";
import { fieldErrorsOf, type IssueList } from "#common/schemas/field-errors.ts";

/*
 * The one form model of the staff pages' actions (the blog editor aside,
 * which saves through the API): read the form, parse it with the shared
 * schema from common/, call one service, and answer a `FormAnswer`
 * ({ ok, message, fieldErrors?, values? }) with the status that fits.
 */

/** A form's text fields by name (files and repeated names left to the page that wants them). */
export function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string" && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** A schema as this needs it: zod and zod/mini alike. */
type Schema<T> = {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: IssueList };
};

/** A form's input parsed by its schema: the value, or the first message for each field. */
export function parseForm<T>(
  schema: Schema<T>,
  input: unknown,
  errorsOf: (error: IssueList) => Record<string, string> = fieldErrorsOf,
): { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, fieldErrors: errorsOf(parsed.error) };
}

/** A form's action went through: the line for the toast. */
export const done = (message: string) => data<FormAnswer>({ ok: true, message });

/** A form's action was refused: the line for the toast, and what to show by the fields. */
export function refused<Values = never>(
  message: string,
  status: number,
  more: { fieldErrors?: Record<string, string>; values?: Values } = {},
) {
  return data<FormAnswer<Values>>({ ok: false, message, ...more }, { status });
}

/** The answer to a service call's outcome: `done`, or `failed: why` with the service's status and field errors. */
export function answerOf(
  result: { ok: true } | { ok: false; status: number; error: string; fieldErrors?: Record<string, string> },
  doneMessage: string,
  failedMessage: string,
) {
  return result.ok
    ? done(doneMessage)
    : refused(`${failedMessage}: ${result.error}`, result.status, { fieldErrors: result.fieldErrors });
}

/** What a staff post says when its session has ended: the pages' actions and the blog preview's address. */
export const sessionEndedMessage = "Your session has ended. Please sign in again.";

/** A post from a page whose session has ended: a line to show, not an error screen. */
export const sessionEnded = () => refused(sessionEndedMessage, 401);

/** A post whose fields the schema refused: the first message for the toast, all of them by their fields. */
export function formRefused(fieldErrors: Record<string, string>, status = 400) {
  return refused(Object.values(fieldErrors)[0] ?? "This form could not be read.", status, { fieldErrors });
}
