import { useNavigate, useSearchParams } from "react-router";
import { LeadHeading, ListError } from "#app/components/admin/leads/lead-heading.tsx";
import { LeadList } from "#app/components/admin/leads/lead-list.tsx";
import { exportQueryOf, withParams } from "#app/components/admin/leads/list-params.ts";
import type { DemoRequestView, LeadDetail } from "#app/lib/services.server.ts";
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
  detail: LeadDetail<DemoRequestView> | null;
  listError: string | null;
};

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

  return (
    <>
      <LeadHeading
        title="Demo requests"
        summary={
          <>
            <span className="font-bold text-brand-deep">{openCount}</span> open{" "}
            {openCount === 1 ? "request waits" : "requests wait"} for an answer
          </>
        }
        exportHref={`/api/demo-requests/export.csv${exportQueryOf(params, "request")}`}
      />
      <div className="mt-6">
        <RequestFilters params={params} />
      </div>
      <ListError message={listError} />
      <LeadList
        noun="Requests"
        items={requests}
        keyOf={(request) => request.id}
        render={(request) => (
          <RequestCard
            request={request}
            detailHref={withParams(params, { request: request.id })}
            onAction={run}
            busy={busy}
          />
        )}
        total={total}
        page={page}
        pageSize={pageSize}
        params={params}
        empty="No demo requests found."
        openParam="request"
      />
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
