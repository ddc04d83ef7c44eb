import { DetailList, sourceFields } from "#app/components/admin/leads/detail-list.tsx";
import type { LeadDetailBodyProps } from "#app/components/admin/leads/lead-kind.ts";
import { ReplyLine } from "#app/components/admin/leads/reply-line.tsx";
import { StatusBadge } from "#app/components/admin/leads/status-badge.tsx";
import type { ContactMessageView } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { inquiryTypeLabel, UrgentBadge } from "./inquiry-card.tsx";

/** The whole of one contact message and its reply promise. */
export function InquiryDetailBody({ detail, now }: LeadDetailBodyProps<ContactMessageView>) {
  const inquiry = detail.lead;
  const fields: [string, React.ReactNode][] = [
    [
      "Status",
      <span key="status" className="flex flex-wrap gap-2">
        {inquiry.urgent && <UrgentBadge />}
        <StatusBadge status={inquiry.status} />
      </span>,
    ],
    ["About", inquiryTypeLabel(inquiry.inquiryType)],
    [
      "Email",
      <a
        key="email"
        href={`mailto:${inquiry.email}?subject=${encodeURIComponent(`Re: ${inquiry.subject}`)}`}
        className="break-all text-brand underline"
      >
        {inquiry.email}
      </a>,
    ],
    ["Subject", inquiry.subject],
    ["Received", formatIstDateTime(inquiry.createdAt)],
    ["Reply due", formatIstDateTime(inquiry.replyDueAt)],
    ["Last changed", formatIstDateTime(inquiry.updatedAt)],
    [
      "Deleted on",
      detail.purgeAt
        ? `${formatIstDateTime(detail.purgeAt)} (kept after closing, then deleted with its mail)`
        : "Not while open",
    ],
    ...sourceFields(inquiry),
  ];
  return (
    <>
      <ReplyLine lead={inquiry} now={now} />
      <div className="mt-3">
        <DetailList fields={fields} />
      </div>
      <h3 className="mt-5 font-bold">Message</h3>
      <p className="mt-1 whitespace-pre-line break-words">{inquiry.message}</p>
    </>
  );
}
