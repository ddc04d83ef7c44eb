import { describeWeekHours, oneBusinessDayAfter, opensFor, type WeekHours } from "#common/business-hours.ts";
import { consentWordingIn } from "#common/consent-wording.ts";
import { istInputToIso } from "#common/format-date.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { translateWith } from "#common/i18n/translate.ts";
import { toE164 } from "#common/phone.ts";
import { type DemoRequest, demoRequestSchema, slotFields } from "#common/schemas/demo-request.ts";
import type { NewDemoRequestRow } from "#server/db/schema.ts";
import { InvalidInputError } from "../errors.ts";
import type { RateRule } from "../rate-limits.ts";
import { demoDesk } from "./demo-request-desk.ts";
import { demoRequestMails, demoRequestReplyTime } from "./demo-request-mails.ts";
import { KiB, parsePublicForm, type RegisteredLeadKind, type ReplyTarget } from "./lead-kind.ts";

/** Five stored requests per client per ten minutes is plenty for a person. */
export const demoRequestRate: RateRule = { name: "demo-request", limit: 5, windowMs: 10 * 60_000 };

/** Refused requests per client per ten minutes: no person gets sixty wrong, a bot soon does. */
export const demoRequestRefusedRate: RateRule = {
  name: "demo-request-refused",
  limit: 60,
  windowMs: 10 * 60_000,
};

/** A demo request (spec §3) from the demo form or POST /api/request-demo. */
/** A demo request as stored: the form's fields, and its preferred times as UTC instants. */
export type DemoRequestInput = DemoRequest & { preferredSlots: string[] };

/** How long a demo takes: a preferred time must leave this much before closing. */
export const demoMinutes = 45;

/** How far ahead a preferred time may be. */
const slotHorizonDays = 60;

/**
 * The preferred times of a request, read in IST and checked: each ahead by an
 * hour at least and within `slotHorizonDays`, on a day the company is open,
 * starting at or after opening with a whole demo before closing. The same
 * time given twice counts once. Throws with the field's error.
 */
export function checkPreferredSlots(
  request: DemoRequest,
  { now, hours, language = "en" }: { now: Date; hours: WeekHours; language?: Locale },
): string[] {
  const errors: Record<string, string> = {};
  const chosen = new Set<string>();
  // Said with the hours in the form's language (the other refusals are translated whole);
  // made only for a time outside them, not for every request.
  const within = () =>
    translateWith(language, "Choose a time within our hours: {hours}.", {
      hours: describeWeekHours(hours, language),
    });
  for (const field of slotFields) {
    const value = request[field];
    if (!value) continue;
    const iso = istInputToIso(value);
    if (!iso) {
      errors[field] = "Choose a date and a time, like 30 Nov 2026, 10:30 am.";
      continue;
    }
    const at = Date.parse(iso);
    if (at < now.getTime() + 60 * 60_000) {
      errors[field] = "Choose a time at least an hour from now.";
      continue;
    }
    if (at > now.getTime() + slotHorizonDays * 24 * 60 * 60_000) {
      errors[field] = `Choose a time within the next ${slotHorizonDays} days.`;
      continue;
    }
    if (!opensFor(at, demoMinutes, hours)) {
      errors[field] = within();
      continue;
    }
    chosen.add(iso);
  }
  if (Object.keys(errors).length > 0) {
    throw new InvalidInputError(Object.values(errors)[0] ?? within(), { fieldErrors: errors });
  }
  return [...chosen].sort();
}

export const demoRequestKind: RegisteredLeadKind<
  "demo_request",
  DemoRequestInput,
  { id: string },
  ReplyTarget,
  typeof demoDesk
> = {
  name: "demo_request",
  table: "demo_requests",
  code: "d",
  intake: {
    path: "/api/request-demo",
    // The longest fields (message 5,000 characters) in UTF-8, with room.
    bodyLimit: 32 * KiB,
    pages: ["/request-a-demo"],
    answer: "receipt",
    openApi: {
      operationId: "submitDemoRequest",
      summary: "Send a demo request (a filled `website` field is refused).",
      counted: "stored",
      answered: "Stored: `{success:true, data:{id}}`",
      body: demoRequestSchema,
    },
  },
  answered: { name: "full_name", email: "work_email", phone: "phone", urgent: false },
  consent: (company, language) => consentWordingIn(language, company).demo_request,
  limits: {
    stored: demoRequestRate,
    refused: demoRequestRefusedRate,
    tooMany: "Too many requests from your connection. Please wait a few minutes and try again, or email us.",
  },
  parse(body, context) {
    // The schema also refuses a NUL character in any field (PostgreSQL cannot store one).
    const request = parsePublicForm(demoRequestSchema, body);
    const preferredSlots = checkPreferredSlots(request, context);
    // The schema has checked the phone number; it is kept in E.164.
    return { ...request, phone: toE164(request.phone) ?? request.phone, preferredSlots };
  },
  addressOf: (request) => request.workEmail,
  // Staff answer within one business day in IST (issue 32); the visitor's mail keeps the spec's words.
  replyTarget: (_request, at, hours) => ({
    urgent: false,
    dueAt: oneBusinessDayAfter(at, hours).toISOString(),
    promise: demoRequestReplyTime,
  }),
  row({ id, input: request, source, at, reply, language }) {
    const now = at.toISOString();
    return {
      id,
      full_name: request.fullName,
      work_email: request.workEmail,
      organization: request.organization,
      role_title: request.roleTitle,
      phone: request.phone,
      inquiry_for: request.inquiryFor,
      message: request.message,
      agree_to_contact: 1,
      status: "open",
      source_page: source.sourcePage,
      utm_source: source.utmSource,
      utm_medium: source.utmMedium,
      utm_campaign: source.utmCampaign,
      created_at: now,
      language,
      updated_at: now,
      reply_due_at: reply.dueAt,
      preferred_slots: request.preferredSlots.length > 0 ? JSON.stringify(request.preferredSlots) : null,
    } satisfies NewDemoRequestRow;
  },
  mails: (settings, { id, input, at, withdrawToken, language }) =>
    demoRequestMails(settings, { id, ...input, createdAt: at.toISOString(), withdrawToken, language }),
  receipt: ({ id }) => ({ id }),
  replay: async (_db, id) => ({ id }),
  desk: demoDesk,
};
