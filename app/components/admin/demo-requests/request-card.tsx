import { LeadCardActions } from "#app/components/admin/leads/lead-actions.tsx";
import type { LeadCardProps } from "#app/components/admin/leads/lead-kind.ts";
import { ReplyLine } from "#app/components/admin/leads/reply-line.tsx";
import {
  HandlingLine,
  NewBadge,
  RepeatBadge,
  StatusBadge,
} from "#app/components/admin/leads/status-badge.tsx";
import type { DemoRequestView } from "#app/lib/services.server.ts";
import { messagePreviewChars, productLabel } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";

/** Spec §2.20: the message cut at 200 characters. */
function preview(message: string): string {
  return message.length > messagePreviewChars
    ? `${message.slice(0, messagePreviewChars).trimEnd()}…`
    : message;
}

/** One request in the list: who, what, when, the message's start, and what staff can do. */
export function RequestCard({
  lead: request,
  now,
  detailHref,
  onAction,
  busy,
  ownerName,
  newAnswer,
}: LeadCardProps<DemoRequestView>) {
  const headingId = `request-${request.id}`;
  const lead = { id: request.id, name: request.fullName };
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-line bg-surface p-4 shadow-sm md:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-bold text-lg">
            {request.fullName}
          </h3>
          <p className="text-muted">{[request.roleTitle, request.organization].filter(Boolean).join(", ")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {request.openedAt === null && <NewBadge />}
          {newAnswer && <NewBadge>New answer</NewBadge>}
          {request.repeatSender && <RepeatBadge />}
          <StatusBadge status={request.status} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="sr-only">Email</dt>
          <dd className="break-all">
            <a href={`mailto:${request.workEmail}`} className="text-brand underline">
              {request.workEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Product</dt>
          <dd>{productLabel(request.inquiryFor)}</dd>
        </div>
        <div>
          <dt className="sr-only">Received</dt>
          <dd className="text-muted">{formatIstDateTime(request.createdAt)}</dd>
        </div>
      </dl>
      <ReplyLine lead={request} now={now} />
      <HandlingLine stage={request.stage} owner={ownerName} />
      {request.message && (
        <p className="mt-3 whitespace-pre-line break-words text-ink">{preview(request.message)}</p>
      )}
      <LeadCardActions
        lead={lead}
        status={request.status}
        detailHref={detailHref}
        noun="request"
        onAction={onAction}
        busy={busy}
      />
    </article>
  );
}
