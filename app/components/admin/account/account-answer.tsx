import { useEffect, useRef } from "react";
import type { FormAnswer } from "#app/components/admin/form-answer.ts";

/** The posts of the My account screen, each its own form. */
export type AccountIntent =
  | "totp-setup"
  | "totp-enable"
  | "totp-disable"
  | "recovery-codes"
  | "end-session"
  | "passkey-rename"
  | "passkey-remove";

/**
 * What the My account screen's action answers: the form answer, which form
 * it answers, and, right after codes were turned on or renewed, the ten
 * recovery codes. They are in this answer only: the next request (a reload,
 * another post) no longer has them, and the page keeps them nowhere else.
 */
export type AccountAnswer = FormAnswer & { intent?: AccountIntent; recoveryCodes?: string[] };

/** The answer to one form, if the latest answer is to it. */
export const answerTo = (answer: AccountAnswer | undefined, intent: AccountIntent) =>
  answer?.intent === intent ? answer : undefined;

/**
 * A ref that takes focus when `when` becomes true for a new answer: the
 * heading of what replaced the form that was just sent (the form is gone,
 * so focus would fall back to the page).
 */
export function useFocusWhen<T extends HTMLElement>(answer: AccountAnswer | undefined, when: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (answer && when) ref.current?.focus();
  }, [answer, when]);
  return ref;
}

/**
 * An answer's line for a page drawn without JavaScript, where no toast
 * shows: the same words, by the form they answer. With JavaScript the toast
 * says it, so this is not drawn twice.
 */
export function AnswerLine({ answer, hydrated }: { answer: AccountAnswer | undefined; hydrated: boolean }) {
  if (!answer || hydrated) return null;
  return answer.ok ? (
    <p role="status" className="mt-4 rounded-md bg-success-tint px-4 py-3 text-success">
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
      {answer.message}
    </p>
  );
}
