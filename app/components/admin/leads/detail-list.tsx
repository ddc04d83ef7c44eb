import { Link } from "react-router";
import type { RelatedLead } from "#app/lib/services.server.ts";
import { type ConsentView, consentChannelLabels } from "#common/consent.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { answeredLeadKinds, leadHref } from "#common/lead-kinds.ts";

/** A lead's fields in the detail dialog: label beside value from phone width up. */
export function DetailList({ fields }: { fields: [string, React.ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-muted">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type LeadEvent = { action: "close" | "reopen"; by: string; at: string };

/** Who closed or reopened a lead, and when. */
export function LeadHistory({ events }: { events: LeadEvent[] }) {
  return (
    <>
      <h3 className="mt-5 font-bold">History</h3>
      {events.length === 0 ? (
        <p className="mt-1 text-muted">Not closed or reopened yet.</p>
      ) : (
        <ol className="mt-1 space-y-1">
          {events.map((event) => (
            <li key={`${event.at}-${event.action}`}>
              {event.action === "close" ? "Closed" : "Reopened"} by {event.by}, {formatIstDateTime(event.at)}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** Where the lead came from: the page and the campaign of the visit, when known. */
export function sourceFields(lead: {
  language?: "en" | "hi";
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}): [string, React.ReactNode][] {
  const campaign = [lead.utmSource, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(" / ");
  return [
    ["Language", lead.language === "hi" ? "Hindi (sent from the Hindi page)" : "English"],
    ["Came from", lead.sourcePage ?? "Not known"],
    ["Campaign", campaign || "None"],
  ];
}

/** What the visitor agreed to, under which version of the privacy notice, how and when (the consent ledger). */
export function LeadConsent({ consent }: { consent: ConsentView | null }) {
  return (
    <>
      <h3 className="mt-5 font-bold">Consent</h3>
      {consent === null ? (
        <p className="mt-1 text-muted">Not recorded (received before the consent ledger).</p>
      ) : (
        <div className="mt-1">
          <DetailList
            fields={[
              ["Agreed to", `“${consent.text}”`],
              ["Purpose", consent.purpose],
              [
                "Privacy notice",
                <a
                  key="notice"
                  href={`/privacy?version=${consent.noticeVersion}`}
                  target="_blank"
                  rel="noopener"
                  className="text-brand underline"
                >
                  Version {consent.noticeVersion} (opens in a new tab)
                </a>,
              ],
              ["Given", formatIstDateTime(consent.createdAt)],
              [
                "Through",
                `${consentChannelLabels[consent.channel] ?? consent.channel}${consent.page ? `, ${consent.page}` : ""}`,
              ],
            ]}
          />
        </div>
      )}
    </>
  );
}

/** The other leads from the same person (same email, or same phone), each a link to its detail. */
export function AlsoSent({ leads }: { leads: RelatedLead[] }) {
  if (leads.length === 0) return null;
  return (
    <>
      <h3 className="mt-5 font-bold">Also sent</h3>
      <ul className="mt-1 space-y-1">
        {leads.map((lead) => (
          <li key={`${lead.kind}-${lead.id}`}>
            <Link to={leadHref(lead.kind, lead.id)} className="text-brand underline">
              {answeredLeadKinds[lead.kind].sentTitle} from {lead.name}, {formatIstDateTime(lead.at)}
            </Link>{" "}
            <span className="text-muted">({lead.status === "open" ? "open" : "closed"})</span>
          </li>
        ))}
      </ul>
    </>
  );
}
