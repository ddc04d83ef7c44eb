// zod/mini, like the schemas built on it: the browser imports some of them,
// and the mini build keeps those pages light.
import { z } from "zod/mini";

/** Said when a field holds a NUL character, which no field needs and PostgreSQL cannot store. */
export const nulMessage = "This holds a character that cannot be stored (NUL). Remove it and try again.";

export type TextRules = {
  /** The most characters allowed, counted after trimming. */
  max: number;
  /** The message for a missing or empty field; without it, the field may be empty. */
  required?: string;
  /** The message for text over `max`; "Use at most N characters." unless given. */
  tooLong?: string;
  /** The message for a value that is not text; `required` (or zod's own) unless given. */
  notText?: string;
  /** Trims the ends; on unless false (passwords keep their spaces). */
  trim?: boolean;
};

/**
 * The one text field of every schema in `common/schemas/`: trimmed, bounded,
 * required when `required` gives the message for it, and never holding a NUL.
 * Add format checks (email, pattern) with `.check(...)`.
 */
export function text({
  max,
  required,
  tooLong = `Use at most ${max} characters.`,
  notText,
  trim = true,
}: TextRules) {
  const error = notText ?? required;
  return z.string(error ? { error } : undefined).check(
    ...(trim ? [z.trim()] : []),
    ...(required ? [z.minLength(1, required)] : []),
    z.maxLength(max, tooLong),
    z.refine((value: string) => !value.includes("\0"), nulMessage),
  );
}
