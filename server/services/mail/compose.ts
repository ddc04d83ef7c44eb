import { withdrawalLinkDays, withdrawalPath } from "#common/consent.ts";
import { type Locale, languageTag, pathIn } from "#common/i18n/locale.ts";
import { sayerIn, translate, translateWith } from "#common/i18n/translate.ts";
import { type AnsweredLeadKind, answeredLeadKinds } from "#common/lead-kinds.ts";
import { defaultSiteSettings } from "#common/site-details.ts";
import type { Mail, MailAbout, MailKind } from "./outbox.ts";

/**
 * How the site's mail is written (issue 15): in plain text and HTML from one
 * list of blocks so the two parts always say the same, greeted and signed
 * the same way. Here too are the two mails every kind of lead sends (staff
 * told, the visitor acknowledged) and the withdrawal link each visitor mail
 * carries; a kind's own mails sit beside its descriptor in ../lead-kinds/.
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

/** The trading name of a fresh store, for mail written without settings (and the SMTP sender's name). */
export const companyName = defaultSiteSettings.name;

/** The company's name in a mail: as Settings give it, else the fresh store's. */
export const companyOf = (settings: Pick<MailSettings, "company">) => settings.company ?? companyName;

/**
 * The crisis helplines, as in common/site-config.ts: real Indian public
 * numbers, shown first to someone who may be at risk.
 */
const crisisLines = [
  "Tele-MANAS, the free national mental-health helpline, open all day, every day: 14416 or 1-800-891-4416",
  "Emergency: 112",
];

// ---------------------------------------------------------------- blocks

export type Block =
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

export function compose(
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
export const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

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

/** "Dear Asha," when the name looks like one (`greetingName`), "Hello," otherwise. */
export function greeting(name: string, language: Locale = "en"): Block {
  const clean = greetingName(name);
  return {
    p: clean ? translateWith(language, "Dear {name},", { name: clean }) : translate(language, "Hello,"),
  };
}

export const signOff = (company: string, language: Locale = "en"): Block => ({
  p: translateWith(language, "Warm regards,\nThe {company} team", { company }),
});

/** A link into the back office, e.g. `backOfficeUrl(settings, leadPaths.demoRequests, { request: id })`. */
export function backOfficeUrl(settings: MailSettings, path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${settings.siteUrl.replace(/\/+$/, "")}${path}${search ? `?${search}` : ""}`;
}

/** Where one lead of a kind staff answer opens in the back office, as a mail links to it (common/lead-kinds.ts). */
export function leadUrl(settings: MailSettings, kind: AnsweredLeadKind, id: string): string {
  const { path, openParam } = answeredLeadKinds[kind];
  return backOfficeUrl(settings, path, { [openParam]: id });
}

// ---------------------------------------------------------------- building blocks for any form

/** What the mail telling staff of something new says, and to whom. */
export type StaffNotification = {
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
  about: MailAbout;
};

/**
 * The mail that tells staff (NOTIFY_EMAIL) of something new: who and what as
 * a list of fields, the visitor's own words, the promised reply time and a
 * link to the record. Reply goes to `replyTo` (the visitor).
 */
export function staffNotificationMail(input: StaffNotification): Mail {
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
  about: MailAbout;
  /** The signed link to withdraw consent and erase the record (30 days). */
  withdrawUrl?: string;
  /** The company's name; the default store's unless given. */
  company?: string;
  /** The language the visitor wrote in (issue 36); the mail is written in it. */
  language?: Locale;
}): Mail {
  const company = companyOf(input);
  const language = input.language ?? "en";
  const say = sayerIn(language);
  const received = translate(language, input.received);
  const replyTime = translate(language, input.replyTime);
  const hello = greeting(input.name, language);
  const blocks: Block[] = input.urgent
    ? [
        {
          alert: [
            say("If you are in danger or thinking of harming yourself, please call now:"),
            ...crisisLines.map((line) => translate(language, line)),
          ],
        },
        hello,
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
        hello,
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
export function withdrawalBlocks(url: string | undefined, language: Locale = "en"): Block[] {
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

/** The staff mail's line naming a lead's language, when it is not English. */
export const languageField = (language: Locale | undefined): [string, string][] =>
  language === "hi" ? [["Language", "Hindi (sent from the Hindi page)"]] : [];

/** A new lead's visitor, as the two mails about it need them. */
export type NewLeadVisitor = {
  /** The record the mails are about. */
  about: MailAbout;
  email: string;
  name: string;
  /** The reply promised to them: "within 24 hours". */
  replyTime: string;
  /** A message that may come from someone at risk: flagged to staff, helplines first for them. */
  urgent?: boolean;
  /** Signs the withdrawal link in the acknowledgement. */
  withdrawToken?: string;
  /** The language they wrote in: the acknowledgement's. */
  language?: Locale;
};

/**
 * A new lead's mails, the same for every kind that staff answer: staff are
 * told (when NOTIFY_EMAIL is set; their reply goes to the visitor) and the
 * visitor gets an acknowledgement of the promised reply time (their reply
 * goes to staff) with the link to withdraw. The kind says what staff read
 * and what the visitor is thanked for.
 */
export function newLeadMails(
  settings: MailSettings,
  visitor: NewLeadVisitor,
  /** What staff read, made only when a staff mail is written (NOTIFY_EMAIL set). */
  staff: () => Pick<StaffNotification, "subject" | "intro" | "fields" | "message" | "link">,
  acknowledgement: { subject: string; received: string },
): Mail[] {
  const { about, replyTime, urgent, language } = visitor;
  const mails: Mail[] = [];
  if (settings.notifyEmail) {
    mails.push(
      staffNotificationMail({
        ...staff(),
        to: settings.notifyEmail,
        replyTo: visitor.email,
        replyTime,
        urgent,
        about,
      }),
    );
  }
  mails.push(
    acknowledgementMail({
      ...acknowledgement,
      company: companyOf(settings),
      to: visitor.email,
      name: visitor.name,
      replyTo: settings.notifyEmail,
      replyTime,
      urgent,
      about,
      withdrawUrl: visitor.withdrawToken && withdrawalUrl(settings, visitor.withdrawToken, language),
      language,
    }),
  );
  return mails;
}
