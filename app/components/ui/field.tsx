import { CircleAlert, Search } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";

/**
 * The one labelled form field of the product (DESIGN.md "Forms"): the label
 * above, the hint under it, then the control, then the error in the danger
 * colour with an icon and words. The control is wired to its label, hint and
 * error (`aria-describedby`, `aria-invalid`, `aria-required`) here, so no
 * form repeats that wiring. "(required)" is for the eye; the control carries
 * aria-required (and `required` only where a form asks the browser to check).
 *
 *   <Field name="title" label="Title" error={errors.title} defaultValue={post.title} required />
 *   <Field kind="textarea" name="excerpt" label="Excerpt" rows={3} />
 *   <Field kind="select" name="category" label="Category" options={categories} />
 *   <Field kind="checkbox" name="featured" label="Feature this post" defaultChecked />
 *   <Field kind="search" name="search" label="Search" placeholder="Name or email" />
 *   <Field kind="file" name="photo" label="Photo" accept="image/png,image/jpeg" />
 *   <Field kind="textarea" name="content" label="Content" note="2 min read" />
 *   <Field name="tag" label="Tags" end={<Button>Add</Button>} />
 */

/** A text control's look, without its margin. */
export const controlClass =
  "block min-h-12 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger";

/** A file picker's look: the browser's control, its button outlined in the brand colour. */
const fileClass =
  "block w-full text-base text-ink file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-brand file:bg-surface file:px-3 file:font-semibold file:text-brand";

type Frame = {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Said under the control, and the control marked invalid, when set. */
  error?: string;
  /** Shows "(required)" and sets aria-required. */
  required?: boolean;
  /** The control's id; one is made when left out. */
  id?: string;
  /** On the wrapper around label, control and error. */
  className?: string;
  /** More classes for the control itself (a width, a file input's look). */
  controlClassName?: string;
  /** Beside the control, at its end: a button that acts on it. */
  end?: ReactNode;
  /**
   * Under the control, before the error: what the value means now (a read
   * time, when a date falls). Read out after the hint.
   */
  note?: ReactNode;
};

type TextProps = Frame & { kind?: "text" } & Omit<ComponentProps<"input">, keyof Frame | "children">;
type AreaProps = Frame & { kind: "textarea" } & Omit<ComponentProps<"textarea">, keyof Frame | "children">;
type SelectProps = Frame & {
  kind: "select";
  options: readonly { value: string; label: string }[];
} & Omit<ComponentProps<"select">, keyof Frame | "children">;
type CheckProps = Frame & { kind: "checkbox" } & Omit<
    ComponentProps<"input">,
    keyof Frame | "children" | "type"
  >;
/** A search box: a text control with a magnifier inside its left edge (a list's filters). */
type SearchProps = Frame & { kind: "search" } & Omit<
    ComponentProps<"input">,
    keyof Frame | "children" | "type"
  >;
/** A file picker: the browser's own control, its button drawn as a secondary button. */
type FileProps = Frame & { kind: "file" } & Omit<ComponentProps<"input">, keyof Frame | "children" | "type">;

export type FieldProps = TextProps | AreaProps | SelectProps | CheckProps | SearchProps | FileProps;

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
  "id",
  "className",
  "controlClassName",
  "end",
  "note",
] as const;

/** What a field's props give its control: everything but the frame's own. */
function controlAttributes<P extends Frame & { kind?: string }>(props: P): Omit<P, keyof Frame | "kind"> {
  const rest: Record<string, unknown> = { ...props };
  for (const key of frameKeys) delete rest[key];
  return rest as Omit<P, keyof Frame | "kind">;
}

export function Field(props: FieldProps) {
  const madeId = useHtmlId();
  const { name, label, hint, error, required, id: givenId, className, controlClassName, end, note } = props;
  const id = givenId ?? madeId;
  const wiring = {
    id,
    name,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, Boolean(hint), error, Boolean(note)),
  } as const;
  const controlLook = cn(end ? "min-w-0 flex-1" : "mt-2", controlClass, controlClassName);

  if (props.kind === "checkbox") {
    const rest = controlAttributes(props);
    return (
      <div className={className}>
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            {...wiring}
            {...rest}
            className="mt-1 size-5 shrink-0 accent-brand focus-visible:outline-2 focus-visible:outline-offset-2"
          />
          <label htmlFor={id} className="font-semibold text-ink">
            {label}
            {required && <Required />}
          </label>
        </div>
        <Hint id={id} hint={hint} className="mt-1 ml-8" />
        {note && (
          <div id={`${id}-note`} className="mt-1 ml-8 text-muted text-sm">
            {note}
          </div>
        )}
        <FieldError id={id} error={error} className="ml-8" />
      </div>
    );
  }

  let control: ReactNode;
  if (props.kind === "textarea") {
    const rest = controlAttributes(props);
    control = <textarea {...wiring} {...rest} className={controlLook} />;
  } else if (props.kind === "select") {
    const { options, ...rest } = controlAttributes(props);
    control = (
      <select {...wiring} {...rest} className={controlLook}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (props.kind === "search") {
    const rest = controlAttributes(props);
    control = (
      <div className="relative mt-2">
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-muted"
        />
        <input
          type="search"
          {...wiring}
          {...rest}
          className={cn(controlClass, "pl-10 placeholder:text-muted", controlClassName)}
        />
      </div>
    );
  } else if (props.kind === "file") {
    const rest = controlAttributes(props);
    control = <input type="file" {...wiring} {...rest} className={cn("mt-2", fileClass, controlClassName)} />;
  } else {
    const rest = controlAttributes(props);
    control = <input type="text" {...wiring} {...rest} className={controlLook} />;
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
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required && <Required />}
      </label>
      <Hint id={id} hint={hint} className="mt-1" />
      {control}
      {note && (
        <div id={`${id}-note`} className="mt-2 text-muted text-sm">
          {note}
        </div>
      )}
      <FieldError id={id} error={error} />
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

/** A field's error in words with an icon; nothing when there is none. */
export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={cn("mt-2 flex items-start gap-2 font-medium text-danger", className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{error}</span>
    </p>
  );
}
