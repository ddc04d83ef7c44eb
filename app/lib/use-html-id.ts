import { useId } from "react";

/**
 * `useId()`, made a valid HTML id. React's ids begin with an underscore
 * (`_R_2555_`, or `_r_1_` for one made in the browser), which html-validate's
 * `valid-id` refuses: an id should begin with a letter, so that it is also a
 * plain CSS selector. React's `identifierPrefix` cannot help, as React puts
 * it after the underscore (`_<prefix>R_2555_`); a letter in front does, and
 * is the same on the server and in the browser, so hydration still matches.
 */
export function useHtmlId(): string {
  return `id${useId()}`;
}
