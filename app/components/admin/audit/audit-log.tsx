import { Form } from "react-router";
import { ListError } from "#app/components/admin/leads/lead-heading.tsx";
import { PageLinks } from "#app/components/admin/page-links.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import type { AuditEntryView } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { leadKindNames } from "#common/lead-kinds.ts";
import { leadPaths } from "#common/staff-paths.ts";

/** What each action did, as a sentence reads it ("closed a demo request"). */
const actionLabels: Record<string, string> = {
  export: "exported",
  close: "closed",
  reopen: "reopened",
  delete: "deleted",
  erase: "erased",
  purge: "purged",
  publish: "published",
  draft: "saved as a draft",
  update: "updated",
  note: "added a note to",
  stage: "moved the stage of",
  assign: "assigned",
  reply: "replied to",
  resend: "sent mail again about",
};

const entityLabels: Record<string, [one: string, list: string]> = {
  ...Object.fromEntries(
    Object.entries(leadKindNames).map(([kind, names]) => [kind, [names.one, names.many]]),
  ),
  blog_post: ["blog post", "blog posts"],
  lead: ["closed lead", "closed leads"],
};

const filterOptions = [
  { value: "", label: "All actions" },
  ...Object.keys(actionLabels).map((value) => ({
    value,
    label: value[0]?.toUpperCase() + value.slice(1),
  })),
];

/** "closed demo request 1a2b3c4d": the id's first block is enough to tell rows apart and find one. */
function sentenceOf(entry: AuditEntryView): string {
  const [one, list] = entityLabels[entry.entityType] ?? [entry.entityType, entry.entityType];
  const action = actionLabels[entry.action] ?? entry.action;
  if (entry.entityId === "*") return `${action} ${list}`;
  return `${action} ${one} ${entry.entityId.slice(0, 8)}`;
}

/** The detail a row keeps (filters of an export, counts of a purge), in words. */
function detailOf(detail: string | null): string | null {
  if (!detail) return null;
  try {
    const parsed = JSON.parse(detail) as Record<string, unknown>;
    const parts = Object.entries(parsed)
      .filter(([, value]) => value !== undefined && value !== false && value !== null)
      .map(([key, value]) => (value === true ? key : `${key}: ${String(value)}`));
    return parts.length > 0 ? parts.join(", ") : null;
  } catch {
    return detail;
  }
}

type AuditLogProps = {
  entries: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
  action: string | null;
  listError: string | null;
  /** What the log's query refused of the address, by parameter. */
  fieldErrors: Record<string, string>;
};

/**
 * The Audit view (admin role): who exported, closed, reopened, deleted,
 * erased or published what, and when, in IST, newest first. Rows carry ids,
 * never a name or an address, and are kept a year.
 */
export function AuditLog({ entries, total, page, pageSize, action, listError, fieldErrors }: AuditLogProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (to: number) => {
    const params = new URLSearchParams();
    if (action) params.set("action", action);
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return query ? `${leadPaths.audit}?${query}` : leadPaths.audit;
  };
  return (
    <>
      <h1 className="font-bold text-3xl">Audit log</h1>
      <p className="mt-1 text-lg" data-testid="audit-count">
        {total === 1 ? "1 entry" : `${total.toLocaleString("en-IN")} entries`}, kept for one year
      </p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <Field
          kind="select"
          id="audit-action"
          name="action"
          label="Action"
          options={filterOptions}
          defaultValue={action ?? ""}
          error={fieldErrors.action}
          className="min-w-56"
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <ListError message={listError} />
      {entries.length === 0 ? (
        <p className="mt-8 text-lg text-muted">No audit entries found.</p>
      ) : (
        <ol className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface">
          {entries.map((entry) => {
            const detail = detailOf(entry.detail);
            return (
              <li key={entry.id} className="px-4 py-3">
                <p>
                  <span className="font-semibold">{entry.by}</span> {sentenceOf(entry)}
                </p>
                <p className="mt-0.5 text-muted text-sm">
                  {formatIstDateTime(entry.at)}
                  {detail && <> · {detail}</>}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <PageLinks label="Audit log pages" page={page} pages={pages} hrefOf={pageHref} />
    </>
  );
}
