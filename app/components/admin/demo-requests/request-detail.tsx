import { DetailList, sourceFields } from "#app/components/admin/leads/detail-list.tsx";
import type { LeadDetailBodyProps } from "#app/components/admin/leads/lead-kind.ts";
import { StatusBadge } from "#app/components/admin/leads/status-badge.tsx";
import type { DemoRequestView } from "#app/lib/services.server.ts";
import { productLabel } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { DemoBooking } from "./demo-booking.tsx";

/** Every field of one request, its dates in IST, and its whole message. */
export function RequestDetailBody({ detail }: LeadDetailBodyProps<DemoRequestView>) {
  const request = detail.lead;
  const fields: [string, React.ReactNode][] = [
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
      detail.purgeAt
        ? `${formatIstDateTime(detail.purgeAt)} (kept after closing, then deleted with its mail)`
        : "Not while open",
    ],
    ...sourceFields(request),
  ];
  return (
    <>
      <DetailList fields={fields} />
      <h3 className="mt-5 font-bold">Message</h3>
      <p className="mt-1 whitespace-pre-line break-words">{request.message || "No message."}</p>
      <DemoBooking key={`${request.id} ${request.demoAt}`} request={request} />
    </>
  );
}
