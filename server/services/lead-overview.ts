import type { Kysely } from "kysely";
import type { LeadStage } from "#common/lead-desk.ts";
import { type AnsweredLeadKind, answeredLeadKindList, stagesOf } from "#common/lead-kinds.ts";
import {
  countAnsweredBackLeads,
  countOpenByStage,
  countWaitingLeads,
  listAnsweredBackLeads,
  listLeadTimesBetween,
  listWaitingLeads,
} from "#server/db/repositories/lead-overview.ts";
import type { Database } from "#server/db/schema.ts";
import type { Clock } from "./clock.ts";
import { leadKinds } from "./lead-kinds/registry.ts";

/**
 * An open lead waiting for us, as the overview lists it: nobody has answered
 * it yet, or the visitor has written back since the last reply (issue 50).
 */
export type WaitingLeadView = {
  kind: AnsweredLeadKind;
  id: string;
  name: string;
  urgent: boolean;
  /** When it came; for an answer waiting, when the first answer not yet replied to came. */
  receivedAt: string;
  /** When the lead's first reply is due; for an answer waiting, when the soonest answer is. */
  dueAt: string | null;
  ownerId: string | null;
  /** What waits: its first reply, or a reply to the visitor's answer. */
  waitingFor: "first-reply" | "answer";
};

/** One week (Monday to Sunday, IST) of leads received, and how soon they were first answered. */
export type LeadWeek = {
  /** Its Monday, 00:00 IST, as a UTC instant. */
  start: string;
  received: number;
  answered: number;
  /** The median time from arrival to first response of those answered; null when none was. */
  medianResponseMs: number | null;
};

export type LeadOverview = {
  /** The server's time when it was read. */
  now: string;
  /** Urgent, or past their due time: urgent first, then the longest overdue. */
  attention: WaitingLeadView[];
  /** Due within the hour, soonest first. */
  dueSoon: WaitingLeadView[];
  /** Every open lead waiting for us (no reply yet, or an answer not replied to), and how many of those are overdue. */
  waiting: number;
  overdue: number;
  /** Open leads by kind and stage, every stage listed (0 included). */
  stages: { kind: AnsweredLeadKind; stage: LeadStage; count: number }[];
  /** The last eight weeks, oldest first; the last is this week so far. */
  weeks: LeadWeek[];
};

/** How many of each kind's waiting leads the overview reads: more than a screen, fewer than a slow page. */
export const overviewListLimit = 50;

const dayMs = 24 * 60 * 60_000;
const weekMs = 7 * dayMs;
const istOffsetMs = (5 * 60 + 30) * 60_000;

/** The Monday 00:00 IST that starts the IST week of `at` (a UTC instant, ms). */
export function istWeekStart(at: number): number {
  const local = at + istOffsetMs;
  const midnight = local - (((local % dayMs) + dayMs) % dayMs);
  const sinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return midnight - sinceMonday * dayMs - istOffsetMs;
}

const digits = (text: string, from: number, to: number) => {
  let value = 0;
  for (let i = from; i < to; i += 1) value = value * 10 + text.charCodeAt(i) - 48;
  return value;
};

/**
 * A stored instant ("2026-11-27T10:00:00.000Z", as every timestamp is
 * written) in ms, read by its fixed positions: Date.parse took most of the
 * overview's time over a few thousand rows. Anything else goes to Date.parse.
 */
export function instantMs(iso: string): number {
  if (iso.length !== 24 || iso.charCodeAt(23) !== 90 /* Z */) return Date.parse(iso);
  return Date.UTC(
    digits(iso, 0, 4),
    digits(iso, 5, 7) - 1,
    digits(iso, 8, 10),
    digits(iso, 11, 13),
    digits(iso, 14, 16),
    digits(iso, 17, 19),
    digits(iso, 20, 23),
  );
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The lead desk's overview (issue 32), where staff land: what needs an
 * answer now (urgent and overdue first, then due within the hour; a lead
 * the visitor wrote back to counts again, due when their answer is), open
 * leads by stage, and for the last eight weeks the leads received and the
 * median first-response time of each week's leads.
 */
export function createLeadOverview(db: Kysely<Database>, clock: Clock) {
  return {
    async read(): Promise<LeadOverview> {
      const now = clock();
      const at = now.getTime();
      const hourOn = at + 60 * 60_000;
      const firstWeek = istWeekStart(at) - 7 * weekMs;
      const [leads, answered, counts, answeredCounts, stageRows, times] = await Promise.all([
        listWaitingLeads(db, leadKinds.answered, overviewListLimit),
        listAnsweredBackLeads(db, leadKinds.answered, overviewListLimit),
        countWaitingLeads(db, leadKinds.answered, now.toISOString()),
        countAnsweredBackLeads(db, leadKinds.answered, now.toISOString()),
        countOpenByStage(db, leadKinds.answered),
        listLeadTimesBetween(
          db,
          leadKinds.answered,
          new Date(firstWeek).toISOString(),
          new Date(firstWeek + 8 * weekMs).toISOString(),
        ),
      ]);
      const views = [
        ...leads.map(
          (lead): WaitingLeadView => ({
            kind: lead.kind,
            id: lead.id,
            name: lead.name,
            urgent: lead.urgent,
            receivedAt: lead.created_at,
            dueAt: lead.reply_due_at,
            ownerId: lead.owner_id,
            waitingFor: "first-reply",
          }),
        ),
        // Answered once, but the visitor wrote back: waiting again, due when the answer is.
        ...answered.map(
          (lead): WaitingLeadView => ({
            kind: lead.kind,
            id: lead.id,
            name: lead.name,
            urgent: lead.urgent,
            receivedAt: lead.received_at,
            dueAt: lead.due_at,
            ownerId: lead.owner_id,
            waitingFor: "answer",
          }),
        ),
      ];
      const dueMs = (lead: WaitingLeadView) =>
        lead.dueAt ? Date.parse(lead.dueAt) : Number.POSITIVE_INFINITY;
      const attention = views
        .filter((lead) => lead.urgent || dueMs(lead) < at)
        .sort((a, b) => Number(b.urgent) - Number(a.urgent) || dueMs(a) - dueMs(b));
      const dueSoon = views
        .filter((lead) => !lead.urgent && dueMs(lead) >= at && dueMs(lead) < hourOn)
        .sort((a, b) => dueMs(a) - dueMs(b));

      const counted = new Map(stageRows.map((row) => [`${row.kind} ${row.stage}`, row.count]));
      const stages = answeredLeadKindList.flatMap((kind) =>
        stagesOf(kind).map((stage) => ({
          kind,
          stage,
          count: counted.get(`${kind} ${stage}`) ?? 0,
        })),
      );

      const weeks = Array.from({ length: 8 }, (_, i) => ({
        start: firstWeek + i * weekMs,
        received: 0,
        responses: [] as number[],
      }));
      for (const lead of times) {
        const created = instantMs(lead.created_at);
        const week = weeks[Math.floor((created - firstWeek) / weekMs)];
        if (!week) continue;
        week.received += 1;
        if (lead.first_response_at)
          week.responses.push(Math.max(0, instantMs(lead.first_response_at) - created));
      }
      return {
        now: now.toISOString(),
        attention,
        dueSoon,
        waiting: counts.waiting + answeredCounts.waiting,
        overdue: counts.overdue + answeredCounts.overdue,
        stages,
        weeks: weeks.map((week) => ({
          start: new Date(week.start).toISOString(),
          received: week.received,
          answered: week.responses.length,
          medianResponseMs: median(week.responses),
        })),
      };
    },
  };
}

export type LeadOverviewService = ReturnType<typeof createLeadOverview>;
