import { useSearchParams } from "react-router";
import { type FilterSet, LeadFilters } from "#app/components/admin/leads/lead-filters.tsx";
import { LeadHeading, ListError } from "#app/components/admin/leads/lead-heading.tsx";
import { LeadList } from "#app/components/admin/leads/lead-list.tsx";
import { exportQueryOf } from "#app/components/admin/leads/list-params.ts";
import {
  type LeadActionCopy,
  type LeadRef,
  useLeadActions,
} from "#app/components/admin/leads/use-lead-actions.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { WaitlistEntryView } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";

const copy = {
  delete: {
    question: (email: string) => ({
      title: "Remove from the waitlist?",
      message: `${email} will be removed from the waitlist permanently and hear nothing at launch. This cannot be undone.`,
      confirmLabel: "Delete permanently",
      danger: true,
    }),
    unreachable: "Failed to delete sign-up",
  },
} satisfies Record<string, LeadActionCopy>;

const filters: FilterSet = {
  label: "Filter the waitlist",
  idPrefix: "waitlist",
  className: "md:grid-cols-[3fr_1fr_auto]",
  fields: [
    { kind: "search", name: "search", label: "Search", placeholder: "Email address" },
    {
      kind: "select",
      name: "sort",
      label: "Sort",
      options: [
        { value: "newest", label: "Newest first" },
        { value: "oldest", label: "Oldest first" },
      ],
      fallback: "newest",
    },
  ],
};

type EntryProps = { entry: WaitlistEntryView; onDelete: (lead: LeadRef) => void; busy: boolean };

/** One sign-up: the address, when, and where from. */
function WaitlistEntry({ entry, onDelete, busy }: EntryProps) {
  const headingId = `signup-${entry.id}`;
  const campaign = [entry.utmSource, entry.utmMedium, entry.utmCampaign].filter(Boolean).join(" / ");
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-surface p-4 shadow-sm"
    >
      <div className="min-w-0">
        <h3 id={headingId} className="break-all font-bold">
          <a href={`mailto:${entry.email}`} className="text-brand underline">
            {entry.email}
          </a>
        </h3>
        <p className="mt-1 text-muted text-sm">
          Joined {formatIstDateTime(entry.createdAt)}
          {entry.sourcePage && <> · from {entry.sourcePage}</>}
          {campaign && <> · campaign {campaign}</>}
        </p>
      </div>
      <Button
        variant="ghost"
        className="text-danger"
        disabled={busy}
        onClick={() => onDelete({ id: entry.id, name: entry.email })}
        aria-label={`Delete ${entry.email} from the waitlist`}
      >
        Delete
      </Button>
    </article>
  );
}

type WaitlistManagerProps = {
  entries: WaitlistEntryView[];
  total: number;
  page: number;
  pageSize: number;
  /** Everyone on the list, whatever the search. */
  count: number;
  listError: string | null;
  /** What the list's schema refused of the address, by parameter. */
  fieldErrors: Record<string, string>;
};

/** The coming-soon sign-ups: who waits for launch news, searchable, exportable, deletable. */
export function WaitlistManager(props: WaitlistManagerProps) {
  const { entries, total, page, pageSize, count, listError, fieldErrors } = props;
  const [params] = useSearchParams();
  const { run, busy, dialog } = useLeadActions(copy);
  return (
    <>
      <LeadHeading
        title="Waitlist"
        summary={
          <>
            <span className="font-bold text-brand-deep">{count}</span>{" "}
            {count === 1 ? "person waits" : "people wait"} for launch news
          </>
        }
        exportHref={`/api/waitlist/export.csv${exportQueryOf(params, "signup")}`}
      />
      <div className="mt-6">
        <LeadFilters {...filters} params={params} fieldErrors={fieldErrors} />
      </div>
      <ListError message={listError} />
      <LeadList
        noun="Sign-ups"
        items={entries}
        keyOf={(entry) => entry.id}
        render={(entry) => (
          <WaitlistEntry entry={entry} busy={busy} onDelete={(lead) => run("delete", lead)} />
        )}
        total={total}
        page={page}
        pageSize={pageSize}
        params={params}
        empty="No sign-ups found."
      />
      {dialog}
    </>
  );
}
