import { Download } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import type { DemoRequestEvent, DemoRequestView } from "#app/lib/services.server.ts";
import { RequestCard } from "./request-card.tsx";
import { RequestDetail } from "./request-detail.tsx";
import { RequestFilters } from "./request-filters.tsx";
import { useRequestActions } from "./use-request-actions.ts";

type DemoRequestManagerProps = {
  requests: DemoRequestView[];
  total: number;
  page: number;
  pageSize: number;
  openCount: number;
  detail: { request: DemoRequestView; history: DemoRequestEvent[] } | null;
  listError: string | null;
};

/** The address of this view with some parameters changed (null removes one). */
function withParams(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams([...params].filter(([, value]) => value !== ""));
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/**
 * Spec §2.20: the filter and search panel, the list, the detail dialog and
 * Close, Reopen and Delete; plus what staff answering leads need: the count
 * of open requests, a CSV of the current view, and each request's history.
 */
export function DemoRequestManager(props: DemoRequestManagerProps) {
  const { requests, total, page, pageSize, openCount, detail, listError } = props;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { run, busy, dialog } = useRequestActions();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const exportQuery = withParams(params, { page: null, request: null }).slice(1);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-bold text-3xl">Demo requests</h1>
          <p className="mt-1 text-lg" data-testid="open-count">
            <span className="font-bold text-brand-deep">{openCount}</span> open{" "}
            {openCount === 1 ? "request waits" : "requests wait"} for an answer
          </p>
        </div>
        <a
          href={`/api/demo-requests/export.csv${exportQuery ? `?${exportQuery}` : ""}`}
          download
          className={buttonClass("secondary")}
        >
          <Download aria-hidden="true" />
          Export CSV
        </a>
      </div>

      <div className="mt-6">
        <RequestFilters params={params} />
      </div>

      {listError && (
        <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
          {listError}
        </p>
      )}

      <section aria-labelledby="requests-heading" className="mt-6">
        <h2 id="requests-heading" className="sr-only">
          Requests
        </h2>
        <p className="text-muted" aria-live="polite">
          {total === 0 ? "" : `Showing ${first}-${first + requests.length - 1} of ${total}`}
        </p>
        {requests.length === 0 ? (
          <p className="mt-4 rounded-lg border border-line bg-surface p-8 text-center text-lg">
            No demo requests found.
          </p>
        ) : (
          <ul className="mt-3 space-y-4">
            {requests.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  detailHref={withParams(params, { request: request.id })}
                  onAction={run}
                  busy={busy}
                />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Pages of requests" className="mt-6 flex items-center justify-between gap-4">
            {page > 1 ? (
              <Link
                to={withParams(params, { page: String(page - 1), request: null })}
                className={buttonClass("secondary")}
              >
                Previous
              </Link>
            ) : (
              <span />
            )}
            <p className="text-muted">
              Page {page} of {pages}
            </p>
            {page < pages ? (
              <Link
                to={withParams(params, { page: String(page + 1), request: null })}
                className={buttonClass("secondary")}
              >
                Next
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>

      <RequestDetail
        detail={detail}
        busy={busy}
        onAction={run}
        onClose={() =>
          navigate(withParams(params, { request: null }), { preventScrollReset: true, replace: true })
        }
      />
      {dialog}
    </>
  );
}
