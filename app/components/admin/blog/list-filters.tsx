import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { useIntendedParams } from "#app/lib/use-intended-params.ts";
import { postCategories } from "#common/constants.ts";

const statusOptions = [
  { value: "", label: "All statuses" },
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
];
const categoryOptions = [
  { value: "", label: "All categories" },
  ...postCategories.map((category) => ({ value: category.id, label: category.label })),
];

const filterNames = ["search", "status", "category"] as const;

/**
 * The Manage Blogs filters as a GET form: the list's view lives in the
 * address (the post being edited stays open). With JavaScript a change
 * applies at once, a search once typing pauses; without, Apply does.
 */
export function ListFilters({ params }: { params: URLSearchParams }) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  /** The send of a change made in the form, while it waits (a search waits for typing to pause). */
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const apply = (target: HTMLFormElement, delay: number) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => {
      typing.current = undefined;
      submit(target, { replace: true, preventScrollReset: true });
    }, delay);
  };
  useEffect(() => () => clearTimeout(typing.current), []);

  // Back and Forward change the address under the form: show what it now says
  // (never in the box being typed in). Not while a change is waiting to be
  // sent: the address that arrives then is an earlier change's, and the
  // form already says more than it. While a change is on its way, show where
  // it goes: an earlier change's answer can land after a later one was sent.
  const intended = useIntendedParams();
  const shown = intended.toString();
  useEffect(() => {
    if (typing.current !== undefined) return;
    const values = new URLSearchParams(shown);
    for (const name of filterNames) {
      const control = form.current?.elements.namedItem(name);
      if (
        (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) &&
        control !== document.activeElement
      ) {
        control.value = values.get(name) ?? "";
      }
    }
  }, [shown]);

  const edit = params.get("edit");
  return (
    <Form
      ref={form}
      method="get"
      preventScrollReset
      role="search"
      aria-label="Filter posts"
      onChange={(event) => {
        const target = event.target as HTMLElement;
        apply(event.currentTarget, target instanceof HTMLInputElement && target.type === "search" ? 350 : 0);
      }}
      className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <input type="hidden" name="manage" value="1" />
      {edit && <input type="hidden" name="edit" value={edit} />}
      <Field
        kind="search"
        id="manage-search"
        name="search"
        label="Search"
        placeholder="Title, excerpt or author"
        defaultValue={params.get("search") ?? ""}
        maxLength={200}
      />
      <Field
        kind="select"
        id="manage-status"
        name="status"
        label="Status"
        options={statusOptions}
        defaultValue={params.get("status") ?? ""}
      />
      <Field
        kind="select"
        id="manage-category"
        name="category"
        label="Category"
        options={categoryOptions}
        defaultValue={params.get("category") ?? ""}
      />
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </Form>
  );
}
