import { PageLinks } from "#app/components/admin/page-links.tsx";
import { withParams } from "./list-params.ts";

type LeadListProps<T> = {
  /** What the list holds, plural, for its hidden heading and pager: "Inquiries". */
  noun: string;
  items: T[];
  keyOf: (item: T) => string;
  render: (item: T) => React.ReactNode;
  total: number;
  page: number;
  pageSize: number;
  params: URLSearchParams;
  /** Shown when nothing matches. */
  empty: string;
  /** The list's parameter that opens one record, left out of the pager's links. */
  openParam?: string;
};

/** A page of leads: "Showing 1-20 of 57", the items, and Previous and Next links. */
export function LeadList<T>(props: LeadListProps<T>) {
  const { noun, items, keyOf, render, total, page, pageSize, params, empty, openParam } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const headingId = `${noun.toLowerCase().replaceAll(" ", "-")}-heading`;
  const pageHref = (to: number) =>
    withParams(params, { page: String(to), ...(openParam && { [openParam]: null }) });
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="sr-only">
        {noun}
      </h2>
      <p className="text-muted" aria-live="polite">
        {total === 0 || items.length === 0 ? "" : `Showing ${first}-${first + items.length - 1} of ${total}`}
      </p>
      {items.length === 0 ? (
        <p className="mt-4 rounded-lg border border-line bg-surface p-8 text-center text-lg">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {items.map((item) => (
            <li key={keyOf(item)}>{render(item)}</li>
          ))}
        </ul>
      )}
      <PageLinks label={`Pages of ${noun.toLowerCase()}`} page={page} pages={pages} hrefOf={pageHref} />
    </section>
  );
}
