import { formatDuration } from "#common/format-duration.ts";

/** The times of an inquiry that say how its promised reply stands. */
export type ReplyTimes = { status: "open" | "closed"; createdAt: string; replyDueAt: string };

export type ReplyState = { kind: "answered" } | { kind: "waiting"; overdue: boolean; text: string };

/**
 * How an open inquiry stands against the reply time promised for its kind
 * (spec §9; 15 minutes when urgent): "Waiting 1 h 20 min of 4 h", or
 * "Overdue by 35 min (reply promised within 4 h)". A day's target reads
 * "24 h", as the site promises it; a wait past two days, "2 days 3 h".
 */
export function replyStateOf(times: ReplyTimes, now: Date): ReplyState {
  if (times.status === "closed") return { kind: "answered" };
  const received = Date.parse(times.createdAt);
  const due = Date.parse(times.replyDueAt);
  const target = formatDuration(due - received);
  if (now.getTime() > due) {
    return {
      kind: "waiting",
      overdue: true,
      text: `Overdue by ${formatDuration(now.getTime() - due)} (reply promised within ${target})`,
    };
  }
  return {
    kind: "waiting",
    overdue: false,
    text: `Waiting ${formatDuration(now.getTime() - received)} of ${target}`,
  };
}
