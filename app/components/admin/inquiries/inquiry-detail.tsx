import {
  DetailList,
  LeadConsent,
  LeadHistory,
  sourceFields,
} from "#app/components/admin/leads/detail-list.tsx";
import { LeadDetailActions } from "#app/components/admin/leads/lead-actions.tsx";
import { StatusBadge } from "#app/components/admin/leads/status-badge.tsx";
import type { LeadRef } from "#app/components/admin/leads/use-lead-actions.ts";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { ContactMessageView, LeadDetail } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { inquiryTypeLabel, ReplyLine, UrgentBadge } from "./inquiry-card.tsx";
import type { InquiryIntent } from "./use-inquiry-actions.ts";

type InquiryDetailProps = {
  detail: LeadDetail<ContactMessageView> | null;
  now: Date;
  onClose: () => void;
  onAction: (intent: InquiryIntent, lead: LeadRef) => void;
  busy: boolean;
};

/** The whole of one contact message, its reply promise, and who closed or reopened it when. */
export function InquiryDetail({ detail, now, onClose, onAction, busy }: InquiryDetailProps) {
  const inquiry = detail?.lead;
  const lead = inquiry && { id: inquiry.id, name: inquiry.name };
  const fields: [string, React.ReactNode][] = inquiry
    ? [
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
          detail?.purgeAt
            ? `${formatIstDateTime(detail.purgeAt)} (kept after closing, then deleted with its mail)`
            : "Not while open",
        ],
        ...sourceFields(inquiry),
      ]
    : [];
  return (
    <Dialog
      open={detail !== null}
      onClose={onClose}
      title={inquiry ? `Inquiry from ${inquiry.name}` : "Inquiry"}
      className="max-w-2xl"
      footer={
        inquiry &&
        lead && (
          <LeadDetailActions
            lead={lead}
            status={inquiry.status}
            noun="inquiry"
            onAction={onAction}
            busy={busy}
          />
        )
      }
    >
      {inquiry && detail && (
        <>
          <ReplyLine inquiry={inquiry} now={now} />
          <div className="mt-3">
            <DetailList fields={fields} />
          </div>
          <h3 className="mt-5 font-bold">Message</h3>
          <p className="mt-1 whitespace-pre-line break-words">{inquiry.message}</p>
          <LeadConsent consent={detail.consent} />
          <LeadHistory events={detail.history} />
        </>
      )}
    </Dialog>
  );
}
