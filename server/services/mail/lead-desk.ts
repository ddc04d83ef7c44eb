import { formatIstDateTime } from "#common/format-date.ts";
import { compose, oneLine } from "./compose.ts";
import type { Mail, MailAbout } from "./outbox.ts";

/** The mails the lead desk sends: a lead handed to a staff member, and staff's reply to its visitor. */

/**
 * The mail that tells a staff member a lead is now theirs (issue 32): who
 * assigned it, whose lead it is and a link to it. Never the visitor's
 * message: it may be forwarded beyond the back office.
 */
export function leadAssignedMail(input: {
  to: string;
  assignedBy: string;
  lead: { kind: string; name: string; createdAt: string };
  url: string;
  about: MailAbout;
}): Mail {
  return compose(
    "staff-notification",
    {
      to: input.to,
      subject: oneLine(`A ${input.lead.kind} is now yours: ${input.lead.name}`),
      about: input.about,
    },
    [
      { p: `${input.assignedBy} assigned a ${input.lead.kind} to you.` },
      {
        fields: [
          ["From", input.lead.name],
          ["Received", formatIstDateTime(input.lead.createdAt)],
        ],
      },
      { link: { label: `Open the ${input.lead.kind} in the back office`, url: input.url } },
    ],
  );
}

/**
 * Staff's reply to a visitor, from the lead's detail: their text as they
 * wrote it, signed with their name and the company's. `replyTo` is where
 * the visitor's answer goes (the company's contact address, or the staff
 * member's).
 */
export function leadReplyMail(input: {
  to: string;
  replyTo?: string;
  subject: string;
  body: string;
  from: { staff: string; company: string };
  about: MailAbout;
}): Mail {
  return compose(
    "lead-reply",
    { to: input.to, replyTo: input.replyTo, subject: oneLine(input.subject), about: input.about },
    [{ p: input.body }, { p: `${input.from.staff}\n${input.from.company}` }],
  );
}
