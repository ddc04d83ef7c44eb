import { useNavigate, useSearchParams } from "react-router";
import { LeadHeading, ListError } from "#app/components/admin/leads/lead-heading.tsx";
import { LeadList } from "#app/components/admin/leads/lead-list.tsx";
import { exportQueryOf, withParams } from "#app/components/admin/leads/list-params.ts";
import type { ContactMessageView, LeadDetail } from "#app/lib/services.server.ts";
import { InquiryCard } from "./inquiry-card.tsx";
import { InquiryDetail } from "./inquiry-detail.tsx";
import { InquiryFilters } from "./inquiry-filters.tsx";
import { useInquiryActions } from "./use-inquiry-actions.ts";

type InquiryManagerProps = {
  messages: ContactMessageView[];
  total: number;
  page: number;
  pageSize: number;
  counts: { open: number; overdue: number };
  detail: LeadDetail<ContactMessageView> | null;
  listError: string | null;
  /** The server's time when the page was read: waits are measured from it. */
  now: string;
};

/**
 * The contact messages (spec §2.13) as staff answer them: the most urgent
 * first (a possible risk, then the promise closest to breaking), each with
 * how long it has waited against the reply time promised for its kind.
 */
export function InquiryManager(props: InquiryManagerProps) {
  const { messages, total, page, pageSize, counts, detail, listError } = props;
  const now = new Date(props.now);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { run, busy, dialog } = useInquiryActions();

  return (
    <>
      <LeadHeading
        title="Inquiries"
        summary={
          <>
            <span className="font-bold text-brand-deep">{counts.open}</span> open{" "}
            {counts.open === 1 ? "inquiry waits" : "inquiries wait"} for an answer
            {counts.overdue > 0 && (
              <>
                , <span className="font-bold text-danger">{counts.overdue} overdue</span>
              </>
            )}
          </>
        }
        exportHref={`/api/contact-messages/export.csv${exportQueryOf(params, "message")}`}
      />
      <div className="mt-6">
        <InquiryFilters params={params} />
      </div>
      <ListError message={listError} />
      <LeadList
        noun="Inquiries"
        items={messages}
        keyOf={(message) => message.id}
        render={(message) => (
          <InquiryCard
            inquiry={message}
            now={now}
            detailHref={withParams(params, { message: message.id })}
            onAction={run}
            busy={busy}
          />
        )}
        total={total}
        page={page}
        pageSize={pageSize}
        params={params}
        empty="No inquiries found."
        openParam="message"
      />
      <InquiryDetail
        detail={detail}
        now={now}
        busy={busy}
        onAction={run}
        onClose={() =>
          navigate(withParams(params, { message: null }), { preventScrollReset: true, replace: true })
        }
      />
      {dialog}
    </>
  );
}
