import { Siren } from "lucide-react";
import { LeadCardActions } from "#app/components/admin/leads/lead-actions.tsx";
import type { LeadCardProps } from "#app/components/admin/leads/lead-kind.ts";
import { ReplyLine } from "#app/components/admin/leads/reply-line.tsx";
import { replyStateOf } from "#app/components/admin/leads/reply-state.ts";
import {
  HandlingLine,
  NewBadge,
  RepeatBadge,
  StatusBadge,
} from "#app/components/admin/leads/status-badge.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ContactMessageView } from "#app/lib/services.server.ts";
import { contactInquiryOptions, messagePreviewChars } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";

export const inquiryTypeLabel = (value: string) =>
  contactInquiryOptions.find((option) => option.value === value)?.label ?? value;

/** The message cut at 200 characters, as the demo requests' list cuts it. */
function preview(message: string): string {
  return message.length > messagePreviewChars
    ? `${message.slice(0, messagePreviewChars).trimEnd()}…`
    : message;
}

/** "Urgent": the message may come from someone at risk (common/contact-intake.ts). */
export function UrgentBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-danger px-2.5 py-0.5 font-semibold text-sm text-white">
      <Siren aria-hidden="true" className="size-4" />
      Urgent
    </span>
  );
}

/** One contact message in the list: who, about what, how long it has waited, and what staff can do. */
export function InquiryCard({
  lead: inquiry,
  now,
  detailHref,
  onAction,
  busy,
  ownerName,
  newAnswer,
}: LeadCardProps<ContactMessageView>) {
  const headingId = `inquiry-${inquiry.id}`;
  const lead = { id: inquiry.id, name: inquiry.name };
  const state = replyStateOf(inquiry, now);
  const standsOut = state.kind === "waiting" && (inquiry.urgent || state.overdue);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-lg border border-line bg-surface p-4 shadow-sm md:p-5",
        standsOut && "border-l-4 border-l-danger",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-bold text-lg">
            {inquiry.name}
          </h3>
          <p className="break-words text-ink">{inquiry.subject}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {inquiry.openedAt === null && <NewBadge />}
          {newAnswer && <NewBadge>New answer</NewBadge>}
          {inquiry.repeatSender && <RepeatBadge />}
          {inquiry.urgent && <UrgentBadge />}
          <span className="inline-flex items-center rounded-full bg-brand-tint px-2.5 py-0.5 font-semibold text-brand-deep text-sm">
            {inquiryTypeLabel(inquiry.inquiryType)}
          </span>
          <StatusBadge status={inquiry.status} />
        </div>
      </div>
      {inquiry.urgent && inquiry.status === "open" && (
        <p className="mt-3 rounded-md bg-danger-tint px-3 py-2 text-danger">
          The message suggests the person may be at risk. Reach them now, and give the crisis lines.
        </p>
      )}
      <ReplyLine lead={inquiry} now={now} />
      <HandlingLine stage={inquiry.stage} owner={ownerName} />
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="sr-only">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${inquiry.email}`} className="text-brand underline">
              {inquiry.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Received</dt>
          <dd className="text-muted">{formatIstDateTime(inquiry.createdAt)}</dd>
        </div>
      </dl>
      <p className="mt-3 whitespace-pre-line break-words text-ink">{preview(inquiry.message)}</p>
      <LeadCardActions
        lead={lead}
        status={inquiry.status}
        detailHref={detailHref}
        noun="inquiry"
        onAction={onAction}
        busy={busy}
      />
    </article>
  );
}
