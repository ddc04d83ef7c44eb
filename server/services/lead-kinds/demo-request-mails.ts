import ical, { ICalCalendarMethod } from "ical-generator";
import { productLabel } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { sayerIn, translate } from "#common/i18n/translate.ts";
import {
  compose,
  greeting,
  languageField,
  leadUrl,
  type MailSettings,
  newLeadMails,
  oneLine,
  signOff,
} from "../mail/compose.ts";
import type { Mail, MailAbout } from "../mail/outbox.ts";

/**
 * A demo request's mails, beside its descriptor (demo-request.ts): the new
 * request's (staff told, the visitor acknowledged) and the invitation to the
 * demo staff book from the desk.
 */

/** Spec §1 and the demo page: "we reply within 24 hours". */
export const demoRequestReplyTime = "within 24 hours";

/** A stored demo request, as the mails need it. */
export type DemoRequestForMail = {
  id: string;
  fullName: string;
  workEmail: string;
  organization: string;
  roleTitle: string;
  phone: string;
  inquiryFor: string;
  message: string;
  createdAt: string;
  /** The visitor's preferred demo times (UTC instants); none or absent when not given. */
  preferredSlots?: readonly string[];
  /** The language the visitor wrote in: the acknowledgement's, and named to staff when not English. */
  language?: Locale;
  /** Signs the withdrawal link in the acknowledgement. */
  withdrawToken?: string;
};

/**
 * A new demo request's mails: staff are told (when NOTIFY_EMAIL is set) and
 * the visitor gets an acknowledgement repeating the promised reply time.
 */
export function demoRequestMails(
  settings: MailSettings,
  request: DemoRequestForMail,
  replyTime: string = demoRequestReplyTime,
): Mail[] {
  return newLeadMails(
    settings,
    {
      about: { type: "demo_request", id: request.id },
      email: request.workEmail,
      name: request.fullName,
      replyTime,
      withdrawToken: request.withdrawToken,
      language: request.language,
    },
    () => ({
      subject: `New demo request: ${request.fullName}, ${request.organization}`,
      intro: "A new demo request has come in through the website.",
      fields: [
        ["Name", request.fullName],
        ["Role", request.roleTitle],
        ["Organisation", request.organization],
        ["Work email", request.workEmail],
        ["Phone", request.phone],
        ["Product", productLabel(request.inquiryFor)],
        ["Received", formatIstDateTime(request.createdAt)],
        ...(request.preferredSlots?.length
          ? [
              [
                "Preferred times",
                request.preferredSlots.map((at) => formatIstDateTime(at)).join("\n"),
              ] as const,
            ]
          : []),
        ...languageField(request.language),
      ],
      message: { label: "Their message", text: request.message },
      link: {
        label: "Open the request in the back office",
        url: leadUrl(settings, "demo_request", request.id),
      },
    }),
    { subject: "We have received your demo request", received: "your request for a demo" },
  );
}

/**
 * The visitor's invitation to the demo staff booked: when, in IST, and an
 * iCalendar event (`calendar`, built with ical-generator) that the mail
 * carries as its calendar part and as invite.ics, so a phone's mail app
 * offers to add it.
 */
export function demoBookedMail(input: {
  to: string;
  name: string;
  replyTo?: string;
  company: string;
  product: string;
  start: string;
  minutes: number;
  /** Names the event for calendars (the same on a second booking of the request, which replaces it). */
  eventId: string;
  about: MailAbout;
  /** The language the visitor wrote in: the invitation's. */
  language?: Locale;
}): Mail {
  const language = input.language ?? "en";
  const say = sayerIn(language);
  const start = new Date(input.start);
  const end = new Date(start.getTime() + input.minutes * 60_000);
  const when = formatIstDateTime(input.start, language);
  const product = translate(language, input.product);
  const { company } = input;
  const calendar = ical({
    prodId: { company, product: "Website" },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: input.eventId,
    start,
    end,
    summary: say("{company} demo: {product}", { company, product }),
    description: say(
      "Your demo of {product} with {company}. Reply to the email if the time no longer suits you.",
      { product, company },
    ),
  });
  return {
    ...compose(
      "demo-booked",
      {
        to: input.to,
        replyTo: input.replyTo,
        subject: oneLine(say("Your demo is booked: {start}", { start: when })),
        about: input.about,
      },
      [
        greeting(input.name, language),
        {
          p: say(
            "Your demo of {product} is booked for {start} ({minutes} minutes). The calendar file with this email adds it to your calendar.",
            { product, start: when, minutes: input.minutes },
          ),
        },
        {
          p: say(
            input.replyTo
              ? "If the time no longer suits you, reply to this email and we will find another."
              : "If the time no longer suits you, write to us through the contact page and we will find another.",
          ),
        },
        signOff(company, language),
      ],
      language,
    ),
    calendar: calendar.toString(),
  };
}
