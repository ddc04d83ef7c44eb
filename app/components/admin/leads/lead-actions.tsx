import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type { LeadRef, StatusIntent } from "./use-lead-actions.ts";

/** The status filter's choices, the same for every lead with a status. */
export const leadStatusOptions = [
  { value: "", label: "All statuses" },
  { value: "open", label: "Open" },
  { value: "closed", label: "Closed" },
];

type LeadCardActionsProps = {
  lead: LeadRef;
  status: "open" | "closed";
  /** The address of the list with this lead opened. */
  detailHref: string;
  /** What the lead is, for the accessible names: "request", "inquiry". */
  noun: string;
  onAction: (intent: StatusIntent, lead: LeadRef) => void;
  busy: boolean;
};

/** A lead card's row of actions: View details, Close or Reopen, Delete. */
export function LeadCardActions({ lead, status, detailHref, noun, onAction, busy }: LeadCardActionsProps) {
  return (
    <div className="mt-4 flex flex-wrap gap-2">
      <Link
        to={detailHref}
        preventScrollReset
        className="inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-brand underline"
        aria-label={`View details of the ${noun} from ${lead.name}`}
      >
        View details
      </Link>
      {status === "open" ? (
        <Button variant="secondary" disabled={busy} onClick={() => onAction("close", lead)}>
          Close
        </Button>
      ) : (
        <Button variant="secondary" disabled={busy} onClick={() => onAction("reopen", lead)}>
          Reopen
        </Button>
      )}
      <Button
        variant="ghost"
        disabled={busy}
        className="text-danger"
        onClick={() => onAction("delete", lead)}
        aria-label={`Delete the ${noun} from ${lead.name}`}
      >
        Delete
      </Button>
    </div>
  );
}

/** A lead's detail dialog footer: Delete, then Close or Reopen ("Close request", "Reopen inquiry"). */
export function LeadDetailActions({
  lead,
  status,
  noun,
  onAction,
  busy,
}: Omit<LeadCardActionsProps, "detailHref">) {
  return (
    <>
      <Button
        variant="ghost"
        className="text-danger"
        disabled={busy}
        onClick={() => onAction("delete", lead)}
      >
        Delete
      </Button>
      {status === "open" ? (
        <Button disabled={busy} onClick={() => onAction("close", lead)}>
          Close {noun}
        </Button>
      ) : (
        <Button disabled={busy} onClick={() => onAction("reopen", lead)}>
          Reopen {noun}
        </Button>
      )}
    </>
  );
}
