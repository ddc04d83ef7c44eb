import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import type { DemoRequestEvent, DemoRequestView } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { productLabel, StatusBadge } from "./request-card.tsx";
import type { RequestIntent } from "./use-request-actions.ts";

type RequestDetailProps = {
  detail: { request: DemoRequestView; history: DemoRequestEvent[] } | null;
  onClose: () => void;
  onAction: (intent: RequestIntent, request: DemoRequestView) => void;
  busy: boolean;
};

/** Every field of one request, its dates in IST, and who closed or reopened it when. */
export function RequestDetail({ detail, onClose, onAction, busy }: RequestDetailProps) {
  const request = detail?.request;
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
      ]
    : [];
  return (
    <Dialog
      open={detail !== null}
      onClose={onClose}
      title={request ? `Request from ${request.fullName}` : "Request"}
      className="max-w-2xl"
      footer={
        request && (
          <>
            <Button
              variant="ghost"
              className="text-danger"
              disabled={busy}
              onClick={() => onAction("delete", request)}
            >
              Delete
            </Button>
            {request.status === "open" ? (
              <Button disabled={busy} onClick={() => onAction("close", request)}>
                Close request
              </Button>
            ) : (
              <Button disabled={busy} onClick={() => onAction("reopen", request)}>
                Reopen request
              </Button>
            )}
          </>
        )
      }
    >
      {request && detail && (
        <>
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
            {fields.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-semibold text-muted">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-5 font-bold">Message</h3>
          <p className="mt-1 whitespace-pre-line break-words">{request.message || "No message."}</p>
          <h3 className="mt-5 font-bold">History</h3>
          {detail.history.length === 0 ? (
            <p className="mt-1 text-muted">Not closed or reopened yet.</p>
          ) : (
            <ol className="mt-1 space-y-1">
              {detail.history.map((event) => (
                <li key={`${event.at}-${event.action}`}>
                  {event.action === "close" ? "Closed" : "Reopened"} by {event.by},{" "}
                  {formatIstDateTime(event.at)}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </Dialog>
  );
}
