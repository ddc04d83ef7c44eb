import { ChevronDown, Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { FieldError } from "./field-error.tsx";

/**
 * The one labelled form field of the product (DESIGN.md "Forms"), every kind
 * of control it has: the label above, the hint under it, then the control,
 * then the error in the danger colour with an icon and words. The control is
 * wired to its label, hint and error (`aria-describedby`, `aria-invalid`,
 * `aria-required`) here, so no form repeats that wiring. "(required)" is for
 * the eye; the control carries aria-required (and `required` only where a
 * form asks the browser to check: `browserChecks`).
 *
 *   <Field name="title" label="Title" error={errors.title} defaultValue={post.title} required />
 *   <Field kind="email" name="email" label="Email" autoComplete="email" />
 *   <Field kind="tel" name="phone" label="Phone" autoComplete="tel" />
 *   <Field kind="textarea" name="excerpt" label="Excerpt" rows={3} />
 *   <Field kind="select" name="category" label="Category" options={categories} />
 *   <Field kind="checkbox" name="featured" label="Feature this post" defaultChecked />
 *   <Field kind="checkboxes" name="categories" label="Categories" options={categories} defaultValue={["news"]} />
 *   <Field kind="radios" name="who" label="Who" options={choices} defaultValue="off" />
 *   <Field kind="code" name="code" label="Authentication code" />
 *   <Field kind="search" name="search" label="Search" placeholder="Name or email" />
 *   <Field kind="file" name="photo" label="Photo" accept="image/png,image/jpeg" />
 *   <Field kind="textarea" name="content" label="Content" note="2 min read" />
 *   <Field name="tag" label="Tags" end={<Button>Add</Button>} />
 *
 * A public page's form (no React in the browser, app/enhance/ checks it)
 * sets `scripted` and gives `errorLead`, the page's "Error: ".
 */

/** A text control's look, without its margin. */
export const controlClass =
  "block min-h-12 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger";

/** A file picker's look: the browser's control, its button outlined in the brand colour. */
const fileClass =
  "block w-full text-base text-ink file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-brand file:bg-surface file:px-3 file:font-semibold file:text-brand";

/** A one-time code's look: large, spaced, monospaced. */
const codeClass =
  "block min-h-12 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 font-mono text-ink text-lg tracking-widest aria-invalid:border-danger";

/** A search box's look: room for the magnifier at its left edge; a button's height when one sits beside it. */
const searchClass =
  "block w-full rounded-md border-2 border-muted bg-surface py-2 pr-3 pl-10 text-base text-ink placeholder:text-muted disabled:opacity-70 aria-invalid:border-danger";

/** A box or a button of a choice (a checkbox, a group's boxes and buttons). */
const choiceClass = "size-5 shrink-0 accent-brand";

type Frame = {
  /** Left out only by a control a page script reads and nothing posts (a live filter). */
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Said under the control, and the control marked invalid, when set. */
  error?: string;
  /** Shows "(required)" and sets aria-required; with `browserChecks`, the browser's own `required`. */
  required?: boolean;
  /**
   * The browser checks `required` itself, and no "(required)" is shown: a
   * form that must work without JavaScript and says once what it needs (the
   * gate, a public form).
   */
  browserChecks?: boolean;
  /** The control's id; one is made when left out. A group's first choice has it. */
  id?: string;
  /** On the wrapper around label, control and error. */
  className?: string;
  /** The control's look, in place of the kind's own (a public form's boxes keep theirs). */
  look?: string;
  /** More classes for the control itself (a width, a file input's look). */
  controlClassName?: string;
  /** The label's look, in place of the bold one (a consent sentence). */
  labelClassName?: string;
  /** Beside the control, at its end: a button that acts on it. */
  end?: ReactNode;
  /**
   * Under the control, before the error: what the value means now (a read
   * time, when a date falls). Read out after the hint.
   */
  note?: ReactNode;
  /**
   * A public page's field: the browser checks (as `browserChecks`), and the
   * error line is drawn even when empty, hidden, for the page's script to
   * fill (app/enhance/form.ts `setFieldError`), so an error looks the same
   * whoever found it.
   */
  scripted?: boolean;
  /** Read before the error, not shown: a public page's "Error: " in its language. */
  errorLead?: string;
  /** The error is read out as soon as it shows (a refused sign-in). */
  alert?: boolean;
};

/** A choice of a select or a group; a select's option may carry a page script's marks (`data-…`). */
type Choice = { value: string; label: ReactNode; marks?: { readonly [name: `data-${string}`]: string } };
type InputProps<Omitted extends string = never> = Omit<
  ComponentProps<"input">,
  keyof Frame | "children" | Omitted
>;

type TextProps = Frame & { kind?: "text" | "email" | "tel" } & InputProps;
type AreaProps = Frame & { kind: "textarea" } & Omit<ComponentProps<"textarea">, keyof Frame | "children">;
type SelectProps = Frame & {
  kind: "select";
  options: readonly Choice[];
  /** Draws its own arrow in place of the browser's (a public form's select). */
  arrow?: boolean;
} & Omit<ComponentProps<"select">, keyof Frame | "children">;
type CheckProps = Frame & { kind: "checkbox" } & InputProps<"type">;
/** Several boxes under one legend, or one choice of several buttons; each choice posts `name=value`. */
type GroupProps = Frame & {
  kind: "checkboxes" | "radios";
  options: readonly Choice[];
  /** What is chosen: the values ticked, or the one value picked. */
  defaultValue?: string | readonly string[];
  /** Lays the choices out (a row, two columns). */
  choicesClassName?: string;
} & Omit<InputProps<"type" | "defaultValue" | "defaultChecked" | "value">, "name">;
/** A code from an authenticator app or a recovery code, as password managers and phones fill it in. */
type CodeProps = Frame & { kind: "code" } & InputProps<"type">;
/** A search box: a text control with a magnifier inside its left edge (a list's filters). */
type SearchProps = Frame & { kind: "search" } & InputProps<"type">;
/** A file picker: the browser's own control, its button drawn as a secondary button. */
type FileProps = Frame & { kind: "file" } & InputProps<"type">;

export type FieldProps =
  | TextProps
  | AreaProps
  | SelectProps
  | CheckProps
  | GroupProps
  | CodeProps
  | SearchProps
  | FileProps;

/** The ids a control points at: its hint, its note and, when shown, its error. */
export function describedBy(
  id: string,
  hint: boolean,
  error: string | undefined,
  note = false,
): string | undefined {
  return (
    [hint ? `${id}-hint` : "", note ? `${id}-note` : "", error ? `${id}-error` : ""]
      .filter(Boolean)
      .join(" ") || undefined
  );
}

const frameKeys = [
  "kind",
  "name",
  "label",
  "hint",
  "error",
  "required",
  "browserChecks",
  "id",
  "className",
  "look",
  "controlClassName",
  "labelClassName",
  "end",
  "note",
  "scripted",
  "errorLead",
  "alert",
] as const;

/** What a field's props give its control: everything but the frame's own. */
function controlAttributes<P extends Frame & { kind?: string }>(props: P): Omit<P, keyof Frame | "kind"> {
  const rest: Record<string, unknown> = { ...props };
  for (const key of frameKeys) delete rest[key];
  return rest as Omit<P, keyof Frame | "kind">;
}

export function Field(props: FieldProps) {
  const madeId = useHtmlId();
  const {
    name,
    label,
    hint,
    error,
    required,
    id: givenId,
    className,
    look,
    controlClassName,
    end,
    note,
  } = props;
  const { scripted, labelClassName } = props;
  const browserChecks = props.browserChecks || scripted;
  const id = givenId ?? madeId;
  const wiring = {
    id,
    name,
    // A form without JavaScript lets the browser check; the rest say it and check on the server.
    ...(browserChecks ? { required } : { "aria-required": required || undefined }),
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), error, Boolean(note)),
  } as const;
  const marked = required && !browserChecks;
  const errorLine = (errorClassName?: string) => (
    <FieldError
      id={id}
      error={error}
      scripted={scripted}
      lead={props.errorLead}
      alert={props.alert}
      className={errorClassName}
    />
  );
  const noteLine = (noteClassName: string) =>
    note && (
      <div id={`${id}-note`} className={cn("text-muted text-sm", noteClassName)}>
        {note}
      </div>
    );

  if (props.kind === "checkbox") {
    const rest = controlAttributes(props);
    return (
      <div className={className}>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            {...wiring}
            {...rest}
            className={cn(
              look ?? cn("mt-1", choiceClass),
              "focus-visible:outline-2 focus-visible:outline-offset-2",
              controlClassName,
            )}
          />
          <div>
            <label htmlFor={id} className={labelClassName ?? "font-semibold text-ink"}>
              {label}
              {marked && <Required />}
            </label>
            <Hint id={id} hint={hint} className="mt-1" />
            {noteLine("mt-1")}
            {errorLine()}
          </div>
        </div>
      </div>
    );
  }

  if (props.kind === "checkboxes" || props.kind === "radios") {
    const { options, defaultValue, choicesClassName, ...rest } = controlAttributes(props);
    const chosen = typeof defaultValue === "string" ? [defaultValue] : (defaultValue ?? []);
    return (
      <fieldset className={className} aria-describedby={describedBy(id, Boolean(hint), error)}>
        <legend className={labelClassName ?? "font-semibold text-ink"}>
          {label}
          {marked && <Required />}
        </legend>
        <Hint id={id} hint={hint} className="mt-1" />
        <div className={cn("mt-2", choicesClassName ?? "grid gap-1")}>
          {options.map((option, index) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3 text-ink">
              <input
                {...rest}
                id={index === 0 ? id : `${id}-${option.value}`}
                type={props.kind === "radios" ? "radio" : "checkbox"}
                name={name}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className={cn(look ?? choiceClass, controlClassName)}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errorLine()}
      </fieldset>
    );
  }

  const controlLook = (own: string) => cn(end ? "min-w-0 flex-1" : "mt-2", look ?? own, controlClassName);
  let control: ReactNode;
  if (props.kind === "textarea") {
    const rest = controlAttributes(props);
    control = <textarea {...wiring} {...rest} className={controlLook(controlClass)} />;
  } else if (props.kind === "select") {
    const { options, arrow, ...rest } = controlAttributes(props);
    control = (
      <select
        {...wiring}
        {...rest}
        className={arrow ? cn(look ?? controlClass, controlClassName) : controlLook(controlClass)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} {...option.marks}>
            {option.label}
          </option>
        ))}
      </select>
    );
    if (arrow) {
      control = (
        <div className={cn("relative", end ? "min-w-0 flex-1" : "mt-2")}>
          {control}
          <ChevronDown
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 right-3 size-5 text-muted"
          />
        </div>
      );
    }
  } else if (props.kind === "search") {
    const rest = controlAttributes(props);
    control = (
      <div className={cn("relative", end ? "min-w-0 flex-1" : "mt-2")}>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-muted"
        />
        <input
          type="search"
          {...wiring}
          {...rest}
          className={cn(look ?? cn(searchClass, end ? "min-h-11" : "min-h-12"), controlClassName)}
        />
      </div>
    );
  } else if (props.kind === "file") {
    const rest = controlAttributes(props);
    control = (
      <input type="file" {...wiring} {...rest} className={cn("mt-2", look ?? fileClass, controlClassName)} />
    );
  } else if (props.kind === "code") {
    const rest = controlAttributes(props);
    control = (
      <input
        type="text"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        {...wiring}
        {...rest}
        className={controlLook(codeClass)}
      />
    );
  } else {
    const rest = controlAttributes(props);
    control = (
      <input type={props.kind ?? "text"} {...wiring} {...rest} className={controlLook(controlClass)} />
    );
  }
  if (end) {
    control = (
      <div className="mt-2 flex gap-2">
        {control}
        {end}
      </div>
    );
  }

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName ?? "block font-semibold text-ink"}>
        {label}
        {marked && <Required />}
      </label>
      <Hint id={id} hint={hint} className="mt-1" />
      {control}
      {noteLine("mt-2")}
      {errorLine()}
    </div>
  );
}

const Required = () => (
  <span aria-hidden="true" className="font-normal text-muted">
    {" "}
    (required)
  </span>
);

function Hint({ id, hint, className }: { id: string; hint: ReactNode; className?: string }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className={cn("text-muted text-sm", className)}>
      {hint}
    </p>
  );
}
