/**
 * What the three public forms' scripts share, over the markup React renders
 * on the server (app/components/sections/): reading and writing the named
 * fields, the tab's draft, the hidden attribution fields, a field's error,
 * and the busy submit button. Sending them is post-form.ts.
 */

import { attributionFields } from "#common/schemas/attribution.ts";
import * as hooks from "../lib/dom-hooks.ts";
import { find, read } from "../lib/dom-hooks.ts";
import { currentAttribution } from "../lib/visit.ts";
import { type DraftValues, readDraft, saveDraft } from "./form-draft.ts";
import { readWords } from "./words.ts";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A group of radios with one name (the browser's RadioNodeList). */
type RadioGroup = { value: string; length: number; item(index: number): Node | null };

const radioGroup = (form: HTMLFormElement, name: string): RadioGroup | null => {
  const found = form.elements.namedItem(name);
  return found && !(found instanceof Element) ? (found as unknown as RadioGroup) : null;
};

/** The field called `name`; for a group of radios, its first, which stands for the group (its id, its error). */
export function control(form: HTMLFormElement, name: string): Control | null {
  const group = radioGroup(form, name);
  const element = group ? group.item(0) : form.elements.namedItem(name);
  return element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
    ? element
    : null;
}

const isCheckbox = (element: Control): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === "checkbox";
const isRadio = (element: Control): element is HTMLInputElement =>
  element instanceof HTMLInputElement && element.type === "radio";

/** A radio's group's value: the checked radio's, or "" when none is. */
const radioValue = (form: HTMLFormElement, element: HTMLInputElement) =>
  radioGroup(form, element.name)?.value ?? (element.checked ? element.value : "");

/** The fields' values: a checkbox as true or false, a group of radios as the checked one's ("" for none), anything else as its text. */
export function readValues(form: HTMLFormElement, names: readonly string[]): DraftValues {
  const values: DraftValues = {};
  for (const name of names) {
    const element = control(form, name);
    if (element)
      values[name] = isCheckbox(element)
        ? element.checked
        : isRadio(element)
          ? radioValue(form, element)
          : element.value;
  }
  return values;
}

export function writeValues(form: HTMLFormElement, values: Partial<DraftValues>) {
  for (const [name, value] of Object.entries(values)) {
    const element = control(form, name);
    if (!element || value === undefined) continue;
    if (isCheckbox(element)) element.checked = value === true;
    else if (isRadio(element)) {
      const group = radioGroup(form, name);
      for (let i = 0; group && i < group.length; i += 1) {
        const radio = group.item(i);
        if (radio instanceof HTMLInputElement) radio.checked = radio.value === String(value);
      }
    } else element.value = String(value);
  }
}

/**
 * Keeps the fields as the tab's draft `draft`, saved on every change. The
 * saved draft comes back on load, unless the server already filled the form
 * in (after a refused post without JavaScript, or a preset from the address:
 * the form is then marked hooks.serverValues).
 */
export function keepDraft(form: HTMLFormElement, draft: string, names: readonly string[]) {
  const save = () => saveDraft(draft, readValues(form, names));
  if (read(form, hooks.serverValues) === null) {
    const saved = readDraft(draft, readValues(form, names));
    if (saved) writeValues(form, saved);
  }
  save();
  form.addEventListener("input", save);
  form.addEventListener("change", save);
}

/** Fills the hidden attribution fields from the tab's visit (without JavaScript they stay empty). */
export function fillAttribution(form: HTMLFormElement) {
  const attribution = currentAttribution(window.location.pathname);
  writeValues(form, Object.fromEntries(attributionFields.map((name) => [name, attribution[name] ?? ""])));
}

/** The filled attribution fields, for a JSON body (empty ones are left out). */
export function attributionOf(form: HTMLFormElement): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(readValues(form, attributionFields))) {
    if (typeof value === "string" && value !== "") found[name] = value;
  }
  return found;
}

/**
 * Shows `message` as the error of field `name`, or clears it: the error
 * element (`<id>-error`, rendered hidden by the server when there is none)
 * gets the words, the field aria-invalid and the error in its description.
 */
export function setFieldError(form: HTMLFormElement, name: string, message?: string) {
  const element = control(form, name);
  if (!element) return;
  const errorId = `${element.id}-error`;
  const error = document.getElementById(errorId);
  if (error) {
    const words = find(error, hooks.errorText) ?? error;
    words.textContent = message ?? "";
    error.hidden = !message;
  }
  if (message) element.setAttribute("aria-invalid", "true");
  else element.removeAttribute("aria-invalid");
  const ids = (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter((id) => id && id !== errorId);
  if (message) ids.push(errorId);
  if (ids.length > 0) element.setAttribute("aria-describedby", ids.join(" "));
  else element.removeAttribute("aria-describedby");
}

export const hasFieldError = (form: HTMLFormElement, name: string) =>
  control(form, name)?.getAttribute("aria-invalid") === "true";

type FieldSchema = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/**
 * The form's words in the page's language: a Hindi page's form carries the
 * Hindi of what its script may say (hooks.formWords); on an English page
 * each text is itself. Texts with `{name}` placeholders are filled from
 * `values`.
 */
export function pageMessages(form: HTMLElement) {
  const messages = readWords(form, hooks.formWords) ?? {};
  return (text: string, values: Record<string, string> = {}) =>
    (messages[text] ?? text).replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Once a field shows an error, it is checked again (with its part of the
 * form's schema) as the visitor fixes it: the message follows, and goes
 * when the field is right. Fields without an error wait for the next submit.
 */
export function recheckFields(
  form: HTMLFormElement,
  shape: Record<string, FieldSchema>,
  /** The error in the page's language (a Hindi page's form gives its own words). */
  say: (message: string) => string = (message) => message,
) {
  const recheck = (event: Event) => {
    const name = (event.target as HTMLInputElement | null)?.name ?? "";
    const schema = Object.hasOwn(shape, name) ? shape[name] : undefined;
    if (!schema || !hasFieldError(form, name)) return;
    const checked = schema.safeParse(readValues(form, [name])[name]);
    const message = checked.success ? undefined : checked.error.issues[0]?.message;
    setFieldError(form, name, message === undefined ? undefined : say(message));
  };
  form.addEventListener("input", recheck);
  form.addEventListener("change", recheck);
}

/** Shows `errors` under their fields (clearing the rest) and focuses the first field in error. */
export function showErrors(form: HTMLFormElement, names: readonly string[], errors: Record<string, string>) {
  for (const name of names) setFieldError(form, name, errors[name]);
  const first = names.find((name) => errors[name]);
  if (first) control(form, first)?.focus();
}

/**
 * The submit button while sending: disabled, its words (the element marked
 * hooks.label in it, or the button itself) replaced by its hooks.busyLabel.
 */
export function submitButton(form: HTMLFormElement) {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = (button && find(button, hooks.label)) ?? button;
  const idle = label?.textContent ?? "";
  return (busy: boolean) => {
    if (!button || !label) return;
    button.disabled = busy;
    label.textContent = busy ? (read(button, hooks.busyLabel) ?? idle) : idle;
  };
}
