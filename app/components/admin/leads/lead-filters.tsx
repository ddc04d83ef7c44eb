import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

type LeadFiltersProps = {
  /** The search landmark's name, e.g. "Filter inquiries". */
  label: string;
  /** The grid of the fields and the Apply button at desktop width. */
  className: string;
  children: React.ReactNode;
};

/**
 * A lead list's filters as a GET form: the view lives in the address, so a
 * reload or a shared link shows the same list. With JavaScript a change
 * applies at once (a search after a short pause); without, Apply does.
 */
export function LeadFilters({ label, className, children }: LeadFiltersProps) {
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
      {children}
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </Form>
  );
}
