import { UrgentBadge } from "#app/components/admin/inquiries/inquiry-card.tsx";
import { DetailList, sourceFields } from "#app/components/admin/leads/detail-list.tsx";
import { LeadCardActions } from "#app/components/admin/leads/lead-actions.tsx";
import type {
  LeadCardProps,
  LeadDetailBodyProps,
  LeadKind,
  ViewOf,
} from "#app/components/admin/leads/lead-kind.ts";
import type { LeadOutcomes } from "#app/components/admin/leads/lead-outcomes.ts";
import { ReplyLine } from "#app/components/admin/leads/reply-line.tsx";
import { replyStateOf } from "#app/components/admin/leads/reply-state.ts";
import {
  HandlingLine,
  NewBadge,
  RepeatBadge,
  StatusBadge,
} from "#app/components/admin/leads/status-badge.tsx";
import { statusLeadCopy } from "#app/components/admin/leads/use-lead-actions.ts";
import { cn } from "#app/lib/cn.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { viewPlacesOf } from "#common/lead-kinds.ts";
import { ownerFilter, statusFilter } from "./status-filter.ts";

/** A callback request as staff see it (server/services/lead-kinds/callback.ts). */
type Callback = ViewOf<"callback_request">;

const outcomes: LeadOutcomes = {
  closed: "Callback closed successfully",
  closeError: "Error closing callback",
  closeFailed: "Failed to close callback",
  reopened: "Callback reopened successfully",
  reopenError: "Error reopening callback",
  reopenFailed: "Failed to reopen callback",
  deleted: "Callback deleted successfully",
  deleteFailed: "Failed to delete callback",
};

const languageLabel = (value: "en" | "hi") => (value === "hi" ? "Hindi" : "English");

/** The number as a tap-to-call link. */
const PhoneLink = ({ phone }: { phone: string }) => (
  <a href={`tel:${phone}`} className="break-all font-semibold text-brand underline">
    {phone}
  </a>
);

/** One request in the list: who, which number, when and in which language to call, and what staff can do. */
function CallbackCard({
  lead: callback,
  now,
  detailHref,
  onAction,
  busy,
  ownerName,
}: LeadCardProps<Callback>) {
  const headingId = `callback-${callback.id}`;
  const state = replyStateOf(callback, now);
  const standsOut = state.kind === "waiting" && (callback.urgent || state.overdue);
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
            {callback.name}
          </h3>
          <p>
            <PhoneLink phone={callback.phone} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {callback.openedAt === null && <NewBadge />}
          {callback.repeatSender && <RepeatBadge />}
          {callback.urgent && <UrgentBadge />}
          <span className="inline-flex items-center rounded-full bg-brand-tint px-2.5 py-0.5 font-semibold text-brand-deep text-sm">
            {callback.topicLabel}
          </span>
          <StatusBadge status={callback.status} />
        </div>
      </div>
      {callback.urgent && callback.status === "open" && (
        <p className="mt-3 rounded-md bg-danger-tint px-3 py-2 text-danger">
          The note suggests the person may be at risk. Call them now, and give the crisis lines.
        </p>
      )}
      <ReplyLine lead={callback} now={now} />
      <HandlingLine stage={callback.stage} owner={ownerName} />
      <p className="mt-3 text-sm">
        Call {callback.callWindowLabel}, in {languageLabel(callback.callLanguage)}. Asked{" "}
        {formatIstDateTime(callback.createdAt)}.
      </p>
      <LeadCardActions
        lead={{ id: callback.id, name: callback.name }}
        status={callback.status}
        detailHref={detailHref}
        noun="callback"
        onAction={onAction}
        busy={busy}
      />
    </article>
  );
}

/** The whole of one request and its due time. */
function CallbackDetail({ detail, now }: LeadDetailBodyProps<Callback>) {
  const callback = detail.lead;
  const fields: [string, React.ReactNode][] = [
    [
      "Status",
      <span key="status" className="flex flex-wrap gap-2">
        {callback.urgent && <UrgentBadge />}
        <StatusBadge status={callback.status} />
      </span>,
    ],
    ["Phone", <PhoneLink key="phone" phone={callback.phone} />],
    ["When to call", callback.callWindowLabel],
    ["Language", languageLabel(callback.callLanguage)],
    ["About", callback.topicLabel],
    ["Received", formatIstDateTime(callback.createdAt)],
    ["Call due", formatIstDateTime(callback.replyDueAt)],
    ["Last changed", formatIstDateTime(callback.updatedAt)],
    [
      "Deleted on",
      detail.purgeAt
        ? `${formatIstDateTime(detail.purgeAt)} (kept after closing, then deleted with its mail)`
        : "Not while open",
    ],
    ...sourceFields(callback),
  ];
  return (
    <>
      <ReplyLine lead={callback} now={now} />
      <div className="mt-3">
        <DetailList fields={fields} />
      </div>
      <h3 className="mt-5 font-bold">Note</h3>
      <p className="mt-1 whitespace-pre-line break-words">{callback.note || "No note."}</p>
    </>
  );
}

/**
 * The callback requests (issue 47) as staff answer them: due two business
 * hours after they came (or by the end of the window asked for), the most
 * urgent first; `?callback=<id>` opens one (the staff mail links there).
 * They ask for no email, so there is no reply by mail: staff phone.
 */
export const leadKind: LeadKind<Callback> = {
  name: "callback_request",
  ...viewPlacesOf("callback_request"),
  pageTitle: "Callbacks",
  title: "Callbacks",
  listNoun: "Callbacks",
  summary: ({ open, overdue = 0 }) => (
    <>
      <span className="font-bold text-brand-deep">{open}</span> open{" "}
      {open === 1 ? "callback waits" : "callbacks wait"} for a call
      {overdue > 0 && (
        <>
          , <span className="font-bold text-danger">{overdue} overdue</span>
        </>
      )}
    </>
  ),
  empty: "No callbacks found.",
  listError: (message) => `Error fetching callbacks: ${message}`,
  loadFailed: "Failed to fetch callbacks",
  filters: {
    label: "Filter callbacks",
    idPrefix: "callback",
    className: "md:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]",
    fields: [
      { kind: "search", name: "search", label: "Search", placeholder: "Name or phone" },
      statusFilter,
      ownerFilter,
      {
        kind: "select",
        name: "sort",
        label: "Sort",
        options: [
          { value: "priority", label: "Most urgent first" },
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
        ],
        fallback: "priority",
      },
    ],
  },
  copy: statusLeadCopy("callback", "callback request", outcomes),
  outcomes,
  nameOf: (callback) => callback.name,
  detailTitle: (callback) => `Callback for ${callback.name}`,
  noun: "callback",
  replySubject: () => "",
  emailOf: () => null,
  Card: CallbackCard,
  DetailBody: CallbackDetail,
};
