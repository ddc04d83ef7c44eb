/** What `fieldErrorsOf` reads of a zod error (zod or zod/mini alike). */
export type IssueList = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/**
 * The first message for each top-level field, for showing under the fields
 * and for the API's `fieldErrors`. Issues about the whole input (no path)
 * are left to the form's own message.
 */
export function fieldErrorsOf(error: IssueList): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    errors[String(field)] ??= issue.message;
  }
  return errors;
}
