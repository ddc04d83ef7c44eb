import { Fragment } from "react";
import { Link } from "react-router";
import type { LeadOverview, WaitingLeadView } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { formatDuration } from "#common/format-duration.ts";
import { stageLabels } from "#common/lead-desk.ts";
import { answeredLeadKindList, answeredLeadKinds, leadHref } from "#common/lead-kinds.ts";
import { WeeksChart, weekLabel } from "./weeks-chart.tsx";

const detailHref = (lead: Pick<WaitingLeadView, "kind" | "id">) => leadHref(lead.kind, lead.id);

/** "Overdue by 35 min" or "Due in 20 min", from the server's time when the page was read. */
function dueLine(lead: WaitingLeadView, now: number): string {
  if (!lead.dueAt) return "No due time";
  const due = Date.parse(lead.dueAt);
  return due < now ? `Overdue by ${formatDuration(now - due)}` : `Due in ${formatDuration(due - now)}`;
}

function WaitingList({
  leads,
  now,
  owners,
}: {
  leads: WaitingLeadView[];
  now: number;
  owners: Map<string, string>;
}) {
  return (
    <ol className="mt-3 divide-y divide-line rounded-lg border border-line bg-surface">
      {leads.map((lead) => {
        const overdue = lead.dueAt !== null && Date.parse(lead.dueAt) < now;
        return (
          <li
            key={`${lead.kind} ${lead.id}`}
            className="grid gap-1 px-4 py-3 sm:grid-cols-[1fr_auto] sm:items-center"
          >
            <div>
              <p className="flex flex-wrap items-center gap-2">
                {lead.urgent && (
                  <span className="rounded-full bg-danger-tint px-2.5 py-0.5 font-semibold text-danger text-sm">
                    Urgent
                  </span>
                )}
                <Link to={detailHref(lead)} className="break-words font-semibold text-brand underline">
                  {answeredLeadKinds[lead.kind].title} from {lead.name}
                </Link>
              </p>
              <p className="text-muted text-sm">
                {lead.waitingFor === "answer" ? "Wrote back" : "Received"}{" "}
                {formatIstDateTime(lead.receivedAt)} ·{" "}
                {lead.ownerId ? `Owner: ${owners.get(lead.ownerId) ?? "a former account"}` : "Unassigned"}
              </p>
            </div>
            <p className={overdue ? "font-semibold text-danger" : "font-semibold"}>
              {dueLine(lead, now)}
              {lead.dueAt && (
                <span className="block font-normal text-muted text-sm">
                  due {formatIstDateTime(lead.dueAt)}
                </span>
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The leads area's overview (issue 32), where leads staff land: what needs
 * an answer now (urgent and overdue first, due within the hour next; a lead
 * whose visitor wrote back since the last reply "Wrote back", issue 50), open
 * leads by stage, and the last eight weeks as a chart with its table.
 */
export function LeadOverviewPage({
  overview,
  owners,
}: {
  overview: LeadOverview;
  owners: { id: string; username: string }[];
}) {
  const now = Date.parse(overview.now);
  const names = new Map(owners.map((owner) => [owner.id, owner.username]));
  const later = overview.waiting - overview.attention.length - overview.dueSoon.length;
  return (
    <>
      <h1 className="font-bold text-3xl">Overview</h1>
      <p className="mt-1 text-lg" data-testid="waiting-count">
        <strong>{overview.waiting.toLocaleString("en-IN")}</strong> waiting for a reply
        {overview.overdue > 0 && (
          <>
            , <strong className="text-danger">{overview.overdue.toLocaleString("en-IN")} overdue</strong>
          </>
        )}
      </p>

      <section aria-labelledby="attention" className="mt-8">
        <h2 id="attention" className="font-bold text-2xl">
          Urgent and overdue
        </h2>
        {overview.attention.length === 0 ? (
          <p className="mt-2 text-muted">Nothing urgent or overdue.</p>
        ) : (
          <WaitingList leads={overview.attention} now={now} owners={names} />
        )}
      </section>

      <section aria-labelledby="due-soon" className="mt-8">
        <h2 id="due-soon" className="font-bold text-2xl">
          Due within the hour
        </h2>
        {overview.dueSoon.length === 0 ? (
          <p className="mt-2 text-muted">Nothing else falls due within the hour.</p>
        ) : (
          <WaitingList leads={overview.dueSoon} now={now} owners={names} />
        )}
        {later > 0 && (
          <p className="mt-3 text-muted">
            {later.toLocaleString("en-IN")} more {later === 1 ? "waits" : "wait"}, due later: see{" "}
            {answeredLeadKindList.map((kind, index) => (
              <Fragment key={kind}>
                {index > 0 && (index === answeredLeadKindList.length - 1 ? " and " : ", ")}
                <Link to={answeredLeadKinds[kind].path} className="text-brand underline">
                  {answeredLeadKinds[kind].label}
                </Link>
              </Fragment>
            ))}
            .
          </p>
        )}
      </section>

      <section aria-labelledby="by-stage" className="mt-8">
        <h2 id="by-stage" className="font-bold text-2xl">
          Open leads by stage
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {answeredLeadKindList.map((kind) => (
            <table
              key={kind}
              className="h-fit w-full self-start rounded-lg border border-line bg-surface text-left"
            >
              <caption className="px-4 pt-3 text-left font-semibold">{answeredLeadKinds[kind].label}</caption>
              <tbody>
                {overview.stages
                  .filter((row) => row.kind === kind)
                  .map((row) => (
                    <tr key={row.stage} className="border-line border-t first:border-t-0">
                      <th scope="row" className="px-4 py-2 font-normal">
                        {stageLabels[row.stage]}
                      </th>
                      <td className="px-4 py-2 text-right font-semibold">
                        {row.count.toLocaleString("en-IN")}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>

      <section aria-labelledby="weeks" className="mt-8">
        <h2 id="weeks" className="font-bold text-2xl">
          The last 8 weeks
        </h2>
        <div className="mt-3 grid gap-6 xl:grid-cols-[3fr_2fr]">
          <WeeksChart weeks={overview.weeks} id="weeks-chart" />
          <div>
            <table className="w-full rounded-lg border border-line bg-surface text-left">
              <caption className="sr-only">Leads received and first responses per week</caption>
              <thead>
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Week of
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Received
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Answered
                  </th>
                  <th scope="col" className="px-3 py-2 text-right">
                    Median first response
                  </th>
                </tr>
              </thead>
              <tbody>
                {overview.weeks.map((week) => (
                  <tr key={week.start} className="border-line border-t">
                    <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">
                      {weekLabel(week.start)}
                    </th>
                    <td className="px-3 py-2 text-right">{week.received.toLocaleString("en-IN")}</td>
                    <td className="px-3 py-2 text-right">{week.answered.toLocaleString("en-IN")}</td>
                    <td className="px-3 py-2 text-right">
                      {week.medianResponseMs === null ? "–" : formatDuration(week.medianResponseMs)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>
    </>
  );
}
