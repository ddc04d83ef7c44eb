import { randomUUID } from "node:crypto";
import ical, { ICalCalendarMethod } from "ical-generator";
import type { Transaction } from "kysely";
import { withdrawalLinkDays, withdrawalPath } from "#common/consent.ts";
import { productLabel } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { type Locale, languageTag, pathIn } from "#common/i18n/locale.ts";
import { translate, translateWith } from "#common/i18n/translate.ts";
import { defaultSiteSettings } from "#common/site-details.ts";
import { leadPaths } from "#common/staff-paths.ts";
import { insertOutboxRows } from "#server/db/repositories/outbox.ts";
import type { Database } from "#server/db/schema.ts";
import type { RateDecision, RateLimiter, RateRule } from "./rate-limits.ts";

/**
 * The mail the site sends (issue 15): composed here, in plain text and HTML
 * from one list of blocks so the two parts always say the same, and written
 * to the outbox in the same transaction as the record it is about. The
 * outbox worker (outbox-worker.ts) sends it; a submission never waits for,
 * or fails because of, the mail server.
 */

/** What the services need to write mail (`createServices` options). */
export type MailSettings = {
  /** Where staff hear of new leads (NOTIFY_EMAIL). Without it, no staff mail; visitors still get theirs. */
  notifyEmail?: string;
  /** The site's own address (SITE_URL, no trailing slash), for links into the back office. */
  siteUrl: string;
  /** The company's name as Settings give it now; the default store's name unless given. */
  company?: string;
  /** The company's contact address as Settings give it now, where a visitor's answer to a reply goes. */
  companyEmail?: string | null;
};

export type MailKind =
  | "staff-notification"
  | "acknowledgement"
  | "waitlist-confirmation"
  | "lead-reply"
  | "demo-booked";

/** One composed mail, ready for `enqueueMail`. */
export type Mail = {
  /** Its outbox row's id (and so its Message-ID), when the caller must know it; a new one otherwise. */
  id?: string;
  kind: MailKind;
  to: string;
  /** Where a reply goes: the visitor, for staff; staff (NOTIFY_EMAIL), for the visitor. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The record the mail is about, so erasing that record can erase its mail. */
  about?: { type: string; id: string };
  /** An iCalendar text to send with it (a booked demo's event). */
  calendar?: string;
};

/** The trading name of a fresh store, for mail written without settings (and the SMTP sender's name). */
export const companyName = defaultSiteSettings.name;

const companyOf = (settings: Pick<MailSettings, "company">) => settings.company ?? companyName;

/** Spec §1 and the demo page: "we reply within 24 hours". */
export const demoRequestReplyTime = "within 24 hours";

/**
 * The crisis helplines, as in common/site-config.ts: real Indian public
 * numbers, shown first to someone who may be at risk.
 */
const crisisLines = [
  "Tele-MANAS, the free national mental-health helpline, open all day, every day: 14416 or 1-800-891-4416",
  "Emergency: 112",
];

/**
 * Writes the mails to the outbox inside the caller's transaction, so a mail
 * exists exactly when its record does. They are due at once.
 */
export async function enqueueMail(
  trx: Transaction<Database>,
  mails: readonly Mail[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await insertOutboxRows(
    trx,
    mails.map((mail) => ({
      id: mail.id ?? randomUUID(),
      recipient: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.text,
      html: mail.html,
      kind: mail.kind,
      subject_type: mail.about?.type ?? null,
      subject_id: mail.about?.id ?? null,
      created_at: at,
      next_attempt_at: at,
      sent_at: null,
      attempts: 0,
      last_error: null,
      lease_owner: null,
      lease_until: null,
      dead_at: null,
      calendar: mail.calendar ?? null,
    })),
  );
}

/**
 * Anyone can type anyone's address into a public form, so one address gets at
 * most three mails a day from the forms (acknowledgements and waitlist
 * confirmations together). A fixed day, 00:00 to 00:00 UTC (05:30 IST): a
 * counter of one row, upserted in the record's transaction, is atomic where a
 * rolling count of sent mail would need a lock of its own; the price is that
 * six may arrive within minutes, three either side of 05:30 IST.
 */
export const visitorMailRate: RateRule = { name: "visitor-mail", limit: 3, windowMs: 24 * 60 * 60_000 };

/**
 * Writes a new record's mails inside its transaction, as `enqueueMail` does,
 * but the visitor's (anything not to staff) only while its address is under
 * `visitorMailRate`: the record is stored and staff are told either way.
 * `addressKey` is the address's stand-in (`privacy.addressKey`), counted in
 * `rate_limits` instead of the address. Concurrent submissions to one address
 * take turns on the counter's row, so none sends a fourth.
 *
 * An address this process already knows to be past the cap (the limiter
 * remembers it once a transaction that counted it past has committed: hand
 * the returned decision to `limiter.committed` then) is refused from memory:
 * no count, so no lock on its row for the rest of the transaction. Without
 * that, every submission from one address (a bot repeating a form) queued
 * behind the others on PostgreSQL for the row, one commit at a time.
 * Returns the cap's decision, or null when no visitor mail was asked for.
 */
export async function enqueueSubmissionMail(
  trx: Transaction<Database>,
  mails: readonly Mail[],
  now: Date,
  cap: { limiter: RateLimiter; addressKey: string },
): Promise<RateDecision | null> {
  const kept: Mail[] = [];
  let capped: RateDecision | null = null;
  for (const mail of mails) {
    if (mail.kind !== "staff-notification") {
      capped =
        cap.limiter.knownRefusal(visitorMailRate, cap.addressKey) ??
        (await cap.limiter.hitWithin(trx, visitorMailRate, cap.addressKey));
      if (!capped.allowed) continue;
    }
    kept.push(mail);
  }
  await enqueueMail(trx, kept, now);
  return capped;
}

// ---------------------------------------------------------------- blocks

type Block =
  | { p: string }
  | { alert: readonly string[] }
  | { fields: readonly (readonly [label: string, value: string])[] }
  | { quote: { label: string; text: string } }
  | { link: { label: string; url: string } };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");

function blockText(block: Block): string {
  if ("p" in block) return block.p;
  if ("alert" in block) return block.alert.join("\n");
  if ("fields" in block) return block.fields.map(([label, value]) => `${label}: ${value}`).join("\n");
  if ("quote" in block) return `${block.quote.label}:\n${block.quote.text}`;
  return `${block.link.label}:\n${block.link.url}`;
}

const styles = {
  body: "margin:0;padding:24px 16px;background:#ffffff;color:#1f2937;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5",
  alert: "margin:0 0 16px;padding:12px 16px;border:2px solid #b91c1c;border-radius:8px;color:#7f1d1d",
  th: "padding:4px 12px 4px 0;text-align:left;vertical-align:top;font-weight:bold;white-space:nowrap",
  td: "padding:4px 0;vertical-align:top",
  quote: "margin:0 0 16px;padding:8px 16px;border-left:4px solid #d1d5db;color:#374151",
  link: "color:#0f766e;font-weight:bold",
};

function blockHtml(block: Block): string {
  if ("p" in block) return `<p style="margin:0 0 16px">${escapeLines(block.p)}</p>`;
  if ("alert" in block) {
    const lines = block.alert.map((line) => escapeHtml(line));
    return `<div style="${styles.alert}"><p style="margin:0"><strong>${lines.join("</strong><br><strong>")}</strong></p></div>`;
  }
  if ("fields" in block) {
    const rows = block.fields
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="${styles.th}">${escapeHtml(label)}</th><td style="${styles.td}">${escapeLines(value)}</td></tr>`,
      )
      .join("");
    return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
  }
  if ("quote" in block) {
    return `<p style="margin:0 0 4px"><strong>${escapeHtml(block.quote.label)}</strong></p><blockquote style="${styles.quote}">${escapeLines(block.quote.text)}</blockquote>`;
  }
  const url = escapeHtml(block.link.url);
  return `<p style="margin:0 0 16px"><a href="${url}" style="${styles.link}">${escapeHtml(block.link.label)}</a><br><span style="font-size:14px;color:#4b5563">${url}</span></p>`;
}

function compose(
  kind: MailKind,
  head: Omit<Mail, "kind" | "text" | "html">,
  blocks: readonly Block[],
  language: Locale = "en",
): Mail {
  const text = `${blocks.map(blockText).join("\n\n")}\n`;
  const html = [
    `<!doctype html><html lang="${languageTag[language]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(head.subject)}</title></head>`,
    `<body style="${styles.body}"><div style="max-width:600px;margin:0 auto">`,
    ...blocks.map(blockHtml),
    "</div></body></html>",
  ].join("");
  return { kind, ...head, text, html };
}

/** Whitespace (newlines included) folded to single spaces, for subject lines. */
const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * The visitor's name for the greeting, or null for a plain "Hello". Anyone
 * can make the site write to any address through a public form; keeping a
 * "name" that looks like a link or an address out of the mail stops it
 * carrying someone else's advertisement.
 */
function greetingName(name: string): string | null {
  const clean = oneLine(name);
  if (clean.length === 0 || clean.length > 60) return null;
  if (/https?:|www\.|@|\.[a-z]{2,}\b\/?/i.test(clean)) return null;
  return clean;
}

const signOff = (company: string, language: Locale = "en"): Block => ({
  p: translateWith(language, "Warm regards,\nThe {company} team", { company }),
});

/** A link into the back office, e.g. `backOfficeUrl(settings, leadPaths.demoRequests, { request: id })`. */
export function backOfficeUrl(settings: MailSettings, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${settings.siteUrl.replace(/\/+$/, "")}${path}${search ? `?${search}` : ""}`;
}

// ---------------------------------------------------------------- building blocks for any form

/**
 * The mail that tells staff (NOTIFY_EMAIL) of something new: who and what as
 * a list of fields, the visitor's own words, the promised reply time and a
 * link to the record. Reply goes to `replyTo` (the visitor).
 */
export function staffNotificationMail(input: {
  to: string;
  replyTo?: string;
  subject: string;
  intro: string;
  fields: readonly (readonly [label: string, value: string])[];
  message?: { label: string; text: string };
  /** "within 24 hours": what the visitor was promised. */
  replyTime: string;
  /** Where the record is in the back office (a kind without a staff screen yet has none). */
  link?: { label: string; url: string };
  /** A message that may come from someone at risk: says so first. */
  urgent?: boolean;
  about: { type: string; id: string };
}): Mail {
  const blocks: Block[] = [];
  if (input.urgent) {
    blocks.push({
      alert: [
        "Urgent: this message may come from someone at risk.",
        `Please answer it first, ${input.replyTime}.`,
      ],
    });
  }
  blocks.push({ p: input.intro }, { fields: input.fields });
  if (input.message) blocks.push({ quote: input.message });
  blocks.push({ p: `We told them we would reply ${input.replyTime}.` });
  if (input.link) blocks.push({ link: input.link });
  return compose(
    "staff-notification",
    { to: input.to, replyTo: input.replyTo, subject: oneLine(input.subject), about: input.about },
    blocks,
  );
}

/**
 * The visitor's acknowledgement: we have it, and when they will hear from us.
 * It never repeats what they wrote, in case the address was mistyped and the
 * mail reaches someone else. With `urgent`, the crisis helplines come first
 * and there is nothing else but the promise.
 */
export function acknowledgementMail(input: {
  to: string;
  name: string;
  /** Staff (NOTIFY_EMAIL), so a reply reaches a person; without it the mail does not invite one. */
  replyTo?: string;
  subject: string;
  /** What we received, as the sentence needs it: "your request for a demo", "your message". */
  received: string;
  /** "within 24 hours", "within 4 hours", "within 15 minutes". */
  replyTime: string;
  urgent?: boolean;
  about: { type: string; id: string };
  /** The signed link to withdraw consent and erase the record (30 days). */
  withdrawUrl?: string;
  /** The company's name; the default store's unless given. */
  company?: string;
  /** The language the visitor wrote in (issue 36); the mail is written in it. */
  language?: Locale;
}): Mail {
  const company = companyOf(input);
  const language = input.language ?? "en";
  const say = (english: string, values: Record<string, string | number> = {}) =>
    translateWith(language, english, values);
  const name = greetingName(input.name);
  const received = translate(language, input.received);
  const replyTime = translate(language, input.replyTime);
  const greeting: Block = { p: name ? say("Dear {name},", { name }) : say("Hello,") };
  const blocks: Block[] = input.urgent
    ? [
        {
          alert: [
            say("If you are in danger or thinking of harming yourself, please call now:"),
            ...crisisLines.map((line) => translate(language, line)),
          ],
        },
        greeting,
        {
          p: say("We have received {received}. Someone from our team will contact you {replyTime}.", {
            received,
            replyTime,
          }),
        },
        { p: say("You do not have to face this alone. Reaching out was the right thing to do.") },
        signOff(company, language),
      ]
    : [
        greeting,
        {
          p: say(
            "Thank you for getting in touch with {company}. We have received {received}, and someone from our team will write to you {replyTime}.",
            { company, received, replyTime },
          ),
        },
        ...(input.replyTo
          ? [
              {
                p: say(
                  "If there is anything you would like to add in the meantime, simply reply to this email.",
                ),
              },
            ]
          : []),
        signOff(company, language),
        {
          p: say(
            "You are receiving this email because this address was entered on our website. If that was not you, please ignore it.",
          ),
        },
      ];
  blocks.push(...withdrawalBlocks(input.withdrawUrl, language));
  return compose(
    "acknowledgement",
    {
      to: input.to,
      replyTo: input.replyTo,
      subject: oneLine(translate(language, input.subject)),
      about: input.about,
    },
    blocks,
    language,
  );
}

/** The way out, in every mail a visitor gets after a form: as easy as the consent was. */
function withdrawalBlocks(url: string | undefined, language: Locale = "en"): Block[] {
  if (!url) return [];
  return [
    {
      p: translateWith(
        language,
        "Changed your mind? You can withdraw your consent and have us erase your details at any time. This link works for {withdrawalLinkDays} days; after that, write to us.",
        { withdrawalLinkDays },
      ),
    },
    { link: { label: translate(language, "Withdraw consent and erase my details"), url } },
  ];
}

/** The withdrawal link of a stored record, on this site. */
export function withdrawalUrl(settings: MailSettings, token: string, language: Locale = "en"): string {
  return `${settings.siteUrl}${pathIn(language, withdrawalPath)}?token=${encodeURIComponent(token)}`;
}

// ---------------------------------------------------------------- the site's mails

/** The staff mail's line naming a lead's language, when it is not English. */
const languageField = (language: Locale | undefined): [string, string][] =>
  language === "hi" ? [["Language", "Hindi (sent from the Hindi page)"]] : [];

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
  const about = { type: "demo_request", id: request.id };
  const mails: Mail[] = [];
  if (settings.notifyEmail) {
    mails.push(
      staffNotificationMail({
        to: settings.notifyEmail,
        replyTo: request.workEmail,
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
        replyTime,
        link: {
          label: "Open the request in the back office",
          url: backOfficeUrl(settings, leadPaths.demoRequests, { request: request.id }),
        },
        about,
      }),
    );
  }
  mails.push(
    acknowledgementMail({
      company: companyOf(settings),
      to: request.workEmail,
      name: request.fullName,
      replyTo: settings.notifyEmail,
      subject: "We have received your demo request",
      received: "your request for a demo",
      replyTime,
      about,
      withdrawUrl: request.withdrawToken && withdrawalUrl(settings, request.withdrawToken, request.language),
      language: request.language,
    }),
  );
  return mails;
}

/** What the contact form's mails need to know of a stored message. */
export type ContactMessageForMail = {
  id: string;
  inquiryLabel: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  urgent: boolean;
  createdAt: string;
  /** Signs the withdrawal link in the acknowledgement. */
  withdrawToken?: string;
  /** The language the visitor wrote in: the acknowledgement's, and named to staff when not English. */
  language?: Locale;
};

/**
 * A new contact message's mails: staff are told (when NOTIFY_EMAIL is set),
 * urgent ones flagged first, and the visitor gets an acknowledgement with the
 * reply time promised for that kind of message (helplines first when urgent).
 */
export function contactMessageMails(
  settings: MailSettings,
  message: ContactMessageForMail,
  replyTime: string,
): Mail[] {
  const about = { type: "contact_message", id: message.id };
  const mails: Mail[] = [];
  if (settings.notifyEmail) {
    mails.push(
      staffNotificationMail({
        to: settings.notifyEmail,
        replyTo: message.email,
        subject: `${message.urgent ? "URGENT: " : ""}New message (${message.inquiryLabel}): ${message.subject}`,
        intro: "A new message has come in through the contact form.",
        fields: [
          ["Name", message.name],
          ["Email", message.email],
          ["About", message.inquiryLabel],
          ["Subject", message.subject],
          ["Received", formatIstDateTime(message.createdAt)],
          ...languageField(message.language),
        ],
        message: { label: "Their message", text: message.message },
        replyTime,
        urgent: message.urgent,
        link: {
          label: "Open the message in the back office",
          url: backOfficeUrl(settings, leadPaths.inquiries, { message: message.id }),
        },
        about,
      }),
    );
  }
  mails.push(
    acknowledgementMail({
      company: companyOf(settings),
      to: message.email,
      name: message.name,
      replyTo: settings.notifyEmail,
      subject: "We have received your message",
      received: "your message",
      replyTime,
      urgent: message.urgent,
      about,
      withdrawUrl: message.withdrawToken && withdrawalUrl(settings, message.withdrawToken, message.language),
      language: message.language,
    }),
  );
  return mails;
}

/** The waitlist's one confirmation: you are on the list, and what that means. */
export function waitlistConfirmationMail(
  settings: MailSettings,
  entry: { id: string; email: string; withdrawToken?: string; language?: Locale },
): Mail {
  const { email } = entry;
  const language = entry.language ?? "en";
  const company = companyOf(settings);
  return compose(
    "waitlist-confirmation",
    {
      to: email,
      replyTo: settings.notifyEmail,
      subject: translateWith(language, "You are on the {company} waitlist", { company }),
      about: { type: "waitlist", id: entry.id },
    },
    [
      { p: translate(language, "Hello,") },
      {
        p: translateWith(
          language,
          "Thank you for joining the {company} waitlist. We will write to you as soon as we launch; until then, this is the only email you will get from us.",
          { company },
        ),
      },
      {
        p: translate(
          language,
          settings.notifyEmail
            ? "If you did not sign up, or would rather not hear from us, simply reply to this email and we will remove your address."
            : "If you did not sign up, please ignore this email.",
        ),
      },
      signOff(company, language),
      ...withdrawalBlocks(
        entry.withdrawToken && withdrawalUrl(settings, entry.withdrawToken, language),
        language,
      ),
    ],
    language,
  );
}

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
  about: { type: string; id: string };
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
  about: { type: string; id: string };
}): Mail {
  return compose(
    "lead-reply",
    { to: input.to, replyTo: input.replyTo, subject: oneLine(input.subject), about: input.about },
    [{ p: input.body }, { p: `${input.from.staff}\n${input.from.company}` }],
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
  about: { type: string; id: string };
  /** The language the visitor wrote in: the invitation's. */
  language?: Locale;
}): Mail {
  const language = input.language ?? "en";
  const say = (english: string, values: Record<string, string | number> = {}) =>
    translateWith(language, english, values);
  const name = greetingName(input.name);
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
        { p: name ? say("Dear {name},", { name }) : say("Hello,") },
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

/**
 * Tells a staff member that their account was signed in to from a device it
 * had not used before (issue 34): which device, from where and when, and
 * where to end the session if it was not them.
 */
export function newSignInMail(input: {
  to: string;
  username: string;
  company: string;
  device: string;
  address: string;
  at: string;
  sessionsUrl: string;
}): Mail {
  return compose(
    "staff-notification",
    { to: input.to, subject: oneLine(`New sign-in to your ${input.company} staff account`) },
    [
      {
        p: `Your staff account ${input.username} was just signed in to from a device it had not used before.`,
      },
      {
        fields: [
          ["Device", input.device],
          ["Address", input.address],
          ["When", formatIstDateTime(input.at)],
        ],
      },
      {
        p: "If this was you, there is nothing to do. If not, end that session now, change your password and turn on two-step sign-in.",
      },
      { link: { label: "See and end your sessions", url: input.sessionsUrl } },
    ],
  );
}
