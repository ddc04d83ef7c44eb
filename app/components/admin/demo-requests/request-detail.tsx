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
import type { DemoRequestView, LeadDetail } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { productLabel } from "./request-card.tsx";
import type { RequestIntent } from "./use-request-actions.ts";

type RequestDetailProps = {
  detail: LeadDetail<DemoRequestView> | null;
  onClose: () => void;
  onAction: (intent: RequestIntent, lead: LeadRef) => void;
  busy: boolean;
};

/** Every field of one request, its dates in IST, and who closed or reopened it when. */
export function RequestDetail({ detail, onClose, onAction, busy }: RequestDetailProps) {
  const request = detail?.lead;
  const lead = request && { id: request.id, name: request.fullName };
  const fields: [string, React.ReactNode][] = request
    ? [
        ["Status", <StatusBadge key="status" status={request.status} />],
        [
          "Work email",
          <a key="email" href={`mailto:${request.workEmail}`} className="break-all text-brand underline">
            {request.workEmail}
          </a>,
        ],
        [
          "Phone",
          request.phone ? (
            <a key="phone" href={`tel:${request.phone}`} className="text-brand underline">
              {request.phone}
            </a>
          ) : (
            "Not given"
          ),
        ],
        ["Organisation", request.organization || "Not given"],
        ["Role", request.roleTitle || "Not given"],
        ["Product", productLabel(request.inquiryFor)],
        ["Agreed to be contacted", request.agreeToContact ? "Yes" : "No"],
        ["Received", formatIstDateTime(request.createdAt)],
        ["Last changed", formatIstDateTime(request.updatedAt)],
        [
          "Deleted on",
          detail?.purgeAt
            ? `${formatIstDateTime(detail.purgeAt)} (kept after closing, then deleted with its mail)`
            : "Not while open",
        ],
        ...sourceFields(request),
      ]
    : [];
  return (
    <Dialog
      open={detail !== null}
      onClose={onClose}
      title={request ? `Request from ${request.fullName}` : "Request"}
      className="max-w-2xl"
      footer={
        request &&
        lead && (
          <LeadDetailActions
            lead={lead}
            status={request.status}
            noun="request"
            onAction={onAction}
            busy={busy}
          />
        )
      }
    >
      {request && detail && (
        <>
          <DetailList fields={fields} />
          <h3 className="mt-5 font-bold">Message</h3>
          <p className="mt-1 whitespace-pre-line break-words">{request.message || "No message."}</p>
          <LeadConsent consent={detail.consent} />
          <LeadHistory events={detail.history} />
        </>
      )}
    </Dialog>
  );
}
