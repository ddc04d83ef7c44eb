import { CircleCheck, Clock } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { type ReplyTimes, replyStateOf } from "./reply-state.ts";

/** How the promised reply stands: waiting against the target, overdue, or how soon it was answered. */
export function ReplyLine({ lead, now }: { lead: ReplyTimes; now: Date }) {
  const state = replyStateOf(lead, now);
  if (state.kind === "none") return null;
  if (state.kind === "answered") {
    return (
      <p className="mt-3 flex items-center gap-2 text-muted">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {state.text}
      </p>
    );
  }
  return (
    <p
      className={cn(
        "mt-3 flex items-center gap-2 font-semibold",
        state.overdue ? "text-danger" : "text-brand-deep",
      )}
    >
      <Clock aria-hidden="true" className="size-5 shrink-0" />
      {state.text}
    </p>
  );
}
