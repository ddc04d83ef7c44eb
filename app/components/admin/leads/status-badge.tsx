import { cn } from "#app/lib/cn.ts";
import { type LeadStage, stageLabels } from "#common/lead-desk.ts";

/** Open or Closed, as a lead's list item and detail show it. */
export function StatusBadge({ status }: { status: "open" | "closed" }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-sm",
        status === "open" ? "bg-accent-tint text-ink" : "bg-success-tint text-success",
      )}
    >
      {status === "open" ? "Open" : "Closed"}
    </span>
  );
}

/** A lead nobody on staff has opened yet (its detail never shown); "New answer": one the visitor wrote back to, unread (issue 50). */
export function NewBadge({ children = "New" }: { children?: string }) {
  return (
    <span className="inline-flex items-center rounded-full border-2 border-brand-deep bg-surface px-2 font-semibold text-brand-deep text-sm">
      {children}
    </span>
  );
}

/** A lead whose sender (the same email, or the same phone) sent others too: its detail lists them. */
export function RepeatBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-line px-2.5 py-0.5 font-semibold text-ink text-sm">
      Repeat sender
    </span>
  );
}

/** Where staff are with a lead, in a line of its card: "Stage: Contacted · Owner: meera", or "Stage: New · Unassigned". */
export function HandlingLine({ stage, owner }: { stage: LeadStage; owner: string | null }) {
  // One run of text: the stage "New" is not the "New" badge of a lead nobody has opened.
  return (
    <p className="mt-2 text-muted text-sm">{`Stage: ${stageLabels[stage]} · ${owner ? `Owner: ${owner}` : "Unassigned"}`}</p>
  );
}
