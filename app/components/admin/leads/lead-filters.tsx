import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";

/** One field of a list's filters: the search box, or a choice with the value it reads as when absent. */
export type FilterField =
  | { kind: "search"; name: string; label: string; placeholder: string }
  | {
      kind: "select";
      name: string;
      label: string;
      options: readonly { value: string; label: string }[];
      /** The value shown when the address names none ("" for "All …"). */
      fallback: string;
    };

/** A list's filters: the search landmark's name, the fields, their ids and their grid. */
export type FilterSet = {
  /** The search landmark's name, e.g. "Filter inquiries". */
  label: string;
  /** Starts each field's id ("inquiry" → "inquiry-search"). */
  idPrefix: string;
  fields: readonly FilterField[];
  /** The grid of the fields and the Apply button at desktop width. */
  className: string;
};

type LeadFiltersProps = FilterSet & {
  /** The view's address: each field starts from it. */
  params: URLSearchParams;
  /** What the list's query refused, by parameter (a hand-edited address): shown under its field. */
  fieldErrors?: Record<string, string>;
  /**
   * A parameter the filters carry over as it is in `params`: the lead
   * opened in the detail (`request`, `message`), so a search typed just
   * before a lead was opened applies without closing it (the caller gives
   * the parameters of a navigation under way, lead-manager.tsx).
   */
  keep?: string;
};

/**
 * A lead list's filters as a GET form, every field a `Field`: the view lives
 * in the address, so a reload or a shared link shows the same list, and a
 * value the list's schema refuses is said under its field. With JavaScript a
 * change applies at once (a search after a short pause); without, Apply does.
 */
export function LeadFilters({
  label,
  idPrefix,
  fields,
  className,
  params,
  fieldErrors = {},
  keep,
}: LeadFiltersProps) {
  const submit = useSubmit();
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const apply = (form: HTMLFormElement, delay: number) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      onChange={(event) => {
        const target = event.target as HTMLElement;
        apply(event.currentTarget, target instanceof HTMLInputElement && target.type === "search" ? 400 : 0);
      }}
      className={`grid gap-4 rounded-lg border border-line bg-surface p-4 md:items-end ${className}`}
    >
      {fields.map((field) =>
        field.kind === "search" ? (
          <Field
            key={field.name}
            kind="search"
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            label={field.label}
            placeholder={field.placeholder}
            defaultValue={params.get(field.name) ?? ""}
            maxLength={200}
            error={fieldErrors[field.name]}
          />
        ) : (
          <Field
            key={field.name}
            kind="select"
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            label={field.label}
            options={field.options}
            defaultValue={params.get(field.name) ?? field.fallback}
            error={fieldErrors[field.name]}
          />
        ),
      )}
      {keep && params.get(keep) !== null && (
        <input type="hidden" name={keep} value={params.get(keep) ?? ""} />
      )}
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </Form>
  );
}
