import { formatDuration } from "#common/format-duration.ts";

/** The times of a lead that say how its promised reply stands. */
export type ReplyTimes = {
  status: "open" | "closed";
  createdAt: string;
  /** Null on demo requests closed before due times were kept. */
  replyDueAt: string | null;
  firstResponseAt: string | null;
};

export type ReplyState =
  | { kind: "none" }
  | { kind: "answered"; text: string }
  | { kind: "waiting"; overdue: boolean; text: string };

/**
 * How a lead stands against the reply time promised for it (spec §9; 15
 * minutes when urgent): "Waiting 1 h 20 min of 4 h", or "Overdue by 35 min
 * (reply promised within 4 h)"; once answered, "Answered in 3 h 15 min". A
 * day's target reads "24 h", as the site promises it; a wait past two days,
 * "2 days 3 h". A lead closed unanswered has nothing to say.
 */
export function replyStateOf(times: ReplyTimes, now: Date): ReplyState {
  const received = Date.parse(times.createdAt);
  if (times.firstResponseAt) {
    return {
      kind: "answered",
      text: `Answered in ${formatDuration(Date.parse(times.firstResponseAt) - received)}`,
    };
  }
  if (times.status === "closed" || times.replyDueAt === null) return { kind: "none" };
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
