import { useRef } from "react";
import { Form, useSubmit } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { SearchField } from "#app/components/ui/search-field.tsx";
import { inquiryOptions } from "#common/constants.ts";

const selectClass = "mt-2 block min-h-11 w-full rounded-md border-2 border-muted bg-surface px-3 text-base";

type RequestFiltersProps = { params: URLSearchParams };

/**
 * Spec §5's filters and sorts, as a GET form: the view lives in the address.
 * With JavaScript a change applies at once (search after a short pause);
 * without, Apply does.
 */
export function RequestFilters({ params }: RequestFiltersProps) {
  const submit = useSubmit();
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const apply = (form: HTMLFormElement, delay = 0) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };
  return (
    <Form
      method="get"
      role="search"
      aria-label="Filter demo requests"
      onChange={(event) => {
        const target = event.target as HTMLElement;
        apply(event.currentTarget, target instanceof HTMLInputElement && target.type === "search" ? 400 : 0);
      }}
      className="grid gap-4 rounded-lg border border-line bg-surface p-4 md:grid-cols-[2fr_1fr_1fr_1fr_auto] md:items-end"
    >
      <SearchField
        id="request-search"
        name="search"
        label="Search"
        placeholder="Name, email, organisation or product"
        defaultValue={params.get("search") ?? ""}
        maxLength={200}
      />
      <div>
        <label htmlFor="request-product" className="block font-semibold">
          Product
        </label>
        <select
          id="request-product"
          name="product"
          defaultValue={params.get("product") ?? ""}
          className={selectClass}
        >
          <option value="">All products</option>
          {inquiryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="request-status" className="block font-semibold">
          Status
        </label>
        <select
          id="request-status"
          name="status"
          defaultValue={params.get("status") ?? ""}
          className={selectClass}
        >
          <option value="">All statuses</option>
          <option value="open">Open</option>
          <option value="closed">Closed</option>
        </select>
      </div>
      <div>
        <label htmlFor="request-sort" className="block font-semibold">
          Sort
        </label>
        <select
          id="request-sort"
          name="sort"
          defaultValue={params.get("sort") ?? "newest"}
          className={selectClass}
        >
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
          <option value="name">Name A-Z</option>
        </select>
      </div>
      <Button type="submit" variant="secondary">
        Apply
      </Button>
    </Form>
  );
}
