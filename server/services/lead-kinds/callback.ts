import { z } from "zod/mini";
import {
  businessMinutesAfter,
  describeWeekHours,
  spanWords,
  type WeekHours,
  windowEndAfter,
} from "#common/business-hours.ts";
import { consentWordingIn } from "#common/consent-wording.ts";
import { contactMessageSorts, demoRequestStatuses } from "#common/constants.ts";
import { urgentReplyMinutes } from "#common/contact-intake.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import type { Locale } from "#common/i18n/locale.ts";
import { hindiFor, translateWith } from "#common/i18n/translate.ts";
import { toE164 } from "#common/phone.ts";
import { soundsUrgent } from "#common/risk-phrases.ts";
import {
  anyWindow,
  type CallbackRequest,
  callbackSays,
  callbackSchema,
  callbackTopics,
  readWindow,
} from "#common/schemas/callback.ts";
import { limitParam, ownerParam, pageParam, searchParam } from "#common/schemas/paging.ts";
import {
  type CallbackRequestRow,
  countOpenCallbackRequests,
  findCallbackRequest,
  listCallbackRequests,
  type NewCallbackRequestRow,
} from "#server/db/repositories/callback-requests.ts";
import { type CsvColumns, sourceCsvColumns } from "../csv.ts";
import { InvalidInputError } from "../errors.ts";
import { deskFieldsOf, type LeadDeskFields } from "../lead-desk.ts";
import type { DeskLeadKind } from "../lead-service.ts";
import { ownerFilterOf } from "../list-query.ts";
import { languageField as languageLine, leadUrl, staffNotificationMail } from "../mail/compose.ts";
import type { RateRule } from "../rate-limits.ts";
import { KiB, parsePublicForm, type RegisteredLeadKind, type ReplyTarget } from "./lead-kind.ts";

/*
 * A request to be phoned (issue 47): many people in India would rather talk
 * than write. Everything that differs from the other kinds is here: the
 * intake (its checks, due time and staff mail) and what staff see of it.
 */

/** Like the contact form: five stored requests per client per ten minutes is plenty for a person. */
export const callbackRate: RateRule = { name: "callback", limit: 5, windowMs: 10 * 60_000 };

/** Refused requests per client per ten minutes: no person gets sixty wrong, a bot soon does. */
const callbackRefusedRate: RateRule = { name: "callback-refused", limit: 60, windowMs: 10 * 60_000 };

/** How long a call may take to come, in open minutes: two business hours. */
const callWithinMinutes = 120;

/** A request as checked: the number in E.164, the window read, an empty note none. */
export type CallbackInput = Omit<CallbackRequest, "note"> & { note: string | null };

export type CallbackReceipt = { id: string; urgent: boolean };

/** The topic's words in English (what staff read). */
const topicLabel = (value: string) =>
  callbackTopics.find((topic) => topic.value === value)?.label.en ?? value;

/** When to call, as staff read it: "10 am to 12 pm IST", or any time in the support hours. */
function windowLabel(value: string) {
  const window = readWindow(value);
  return window ? `${spanWords(window)} IST` : "any time in support hours";
}

/**
 * The body as the schema reads it, said in the form's language, and the
 * window checked against the company's hours: one that no open day has is
 * refused with the hours.
 */
function parseCallback(body: unknown, hours: WeekHours, language: Locale, now: Date): CallbackInput {
  let input: CallbackRequest;
  try {
    input = parsePublicForm(callbackSchema, body);
  } catch (error) {
    if (language === "en" || !(error instanceof InvalidInputError)) throw error;
    const say = (text: string) => callbackSays(language, text, hindiFor);
    throw new InvalidInputError(say(error.message), {
      fieldErrors:
        error.fieldErrors &&
        Object.fromEntries(Object.entries(error.fieldErrors).map(([field, text]) => [field, say(text)])),
    });
  }
  const window = input.window === anyWindow ? null : readWindow(input.window);
  if (window && windowEndAfter(now, window, hours) === null) {
    const within = translateWith(language, "Choose a time within our hours: {hours}.", {
      hours: describeWeekHours(hours, language),
    });
    throw new InvalidInputError(within, { fieldErrors: { window: within } });
  }
  // The schema has checked the number; this writes it the one way the store keeps numbers.
  return { ...input, phone: toE164(input.phone) ?? input.phone, note: input.note || null };
}

/**
 * When the call is due: 15 minutes when the note suggests a risk; else two
 * business hours on, or, when a window was asked for, the end of the first
 * time that window comes round after those two hours.
 */
function callDue(input: CallbackInput, at: Date, hours: WeekHours): ReplyTarget {
  if (soundsUrgent(input.note ?? "")) {
    return {
      urgent: true,
      dueAt: new Date(at.getTime() + urgentReplyMinutes * 60_000).toISOString(),
      promise: `within ${urgentReplyMinutes} minutes`,
    };
  }
  const twoHours = businessMinutesAfter(at, callWithinMinutes, hours);
  const window = readWindow(input.window);
  const due = (window && windowEndAfter(twoHours, window, hours)) || twoHours;
  return {
    urgent: false,
    dueAt: due.toISOString(),
    promise: "within two business hours, in the window they chose",
  };
}

/** A callback request as staff see it. */
export type CallbackView = LeadDeskFields & {
  id: string;
  name: string;
  /** E.164. */
  phone: string;
  callLanguage: "en" | "hi";
  callWindow: string;
  /** When to call, in words. */
  callWindowLabel: string;
  topic: string;
  topicLabel: string;
  note: string | null;
  urgent: boolean;
  status: "open" | "closed";
  createdAt: string;
  updatedAt: string;
  /** When a staff member first opened it; null while nobody has (the list marks it new). */
  openedAt: string | null;
  /** In a list: whether the same number sent other leads too. */
  repeatSender?: boolean;
  /** When the call is due. */
  replyDueAt: string;
  /** The language of the page it was sent from. */
  language: "en" | "hi";
  sourcePage: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

const toView = (row: CallbackRequestRow): CallbackView => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  callLanguage: row.call_language,
  callWindow: row.call_window,
  callWindowLabel: windowLabel(row.call_window),
  topic: row.topic,
  topicLabel: topicLabel(row.topic),
  note: row.note,
  urgent: row.urgent === 1,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  openedAt: row.opened_at,
  ...deskFieldsOf(row),
  replyDueAt: row.reply_due_at,
  language: row.language,
  sourcePage: row.source_page,
  utmSource: row.utm_source,
  utmMedium: row.utm_medium,
  utmCampaign: row.utm_campaign,
});

/** The Callbacks view's query: status, topic, owner, search over name and number, sort, paging. */
const callbackQuerySchema = z.object({
  status: z.optional(z.enum(demoRequestStatuses, { error: "Status is open or closed." })),
  topic: z.optional(
    z.enum(callbackTopics.map((topic) => topic.value) as [string, ...string[]], { error: "Unknown topic." }),
  ),
  owner: ownerParam(),
  search: searchParam(),
  sort: z._default(z.enum(contactMessageSorts, { error: "Sort is priority, newest or oldest." }), "priority"),
  page: pageParam(),
  limit: limitParam(200, 50),
});

const csv: CsvColumns<CallbackView> = [
  ["Received", (c) => c.createdAt],
  ["Status", (c) => c.status],
  ["Urgent", (c) => (c.urgent ? "yes" : "no")],
  ["Call due", (c) => c.replyDueAt],
  ["Name", (c) => c.name],
  ["Phone", (c) => c.phone],
  ["Call language", (c) => (c.callLanguage === "hi" ? "Hindi" : "English")],
  ["When to call", (c) => c.callWindowLabel],
  ["About", (c) => c.topicLabel],
  ["Note", (c) => c.note ?? ""],
  ...sourceCsvColumns,
];

/** What staff see and do with callback requests, for the one lead service (lead-service.ts). */
const callbackDesk: DeskLeadKind<CallbackRequestRow, CallbackView, z.infer<typeof callbackQuerySchema>> = {
  noun: "callback request",
  missing: "That callback request no longer exists.",
  query: callbackQuerySchema,
  api: {
    names: { one: "CallbackRequest", many: "CallbackRequests" },
    list: "List callback requests; by default open before closed, urgent first, then by the call due soonest; `data` is the list",
    export: "The filtered callback requests as CSV (same filters and sort as the list, every page)",
    status: "Close or reopen a callback request",
    delete: "Delete a callback request permanently",
    search: "name or phone number",
  },
  find: findCallbackRequest,
  view: toView,
  list: (db, q, viewer, page) =>
    listCallbackRequests(
      db,
      {
        status: q.status,
        topic: q.topic,
        ownerId: ownerFilterOf(q.owner, viewer),
        search: q.search || undefined,
      },
      q.sort,
      page,
    ),
  counts: countOpenCallbackRequests,
  senderOf: (callback) => ({ email: null, phone: callback.phone }),
  describe: (row) => ({ name: row.name, email: null, createdAt: row.created_at }),
  csv,
  exportFilters: (q) => ({ status: q.status, topic: q.topic, search: Boolean(q.search) }),
};

/**
 * The kind: `POST /api/callback` and the page's own post, checked, due in
 * two business hours (or at the end of the window asked for; 15 minutes
 * when the note suggests a risk), stored with its consent, and staff told.
 * There is no mail to the visitor: they gave no address, and the page
 * says what happens next.
 */
export const callbackKind: RegisteredLeadKind<
  "callback_request",
  CallbackInput,
  CallbackReceipt,
  ReplyTarget,
  typeof callbackDesk
> = {
  name: "callback_request",
  table: "callback_requests",
  code: "p",
  intake: {
    path: "/api/callback",
    // A 1,000-character note and five short fields, in UTF-8, with room.
    bodyLimit: 16 * KiB,
    pages: ["/request-a-callback"],
    answer: "receipt",
    openApi: {
      operationId: "requestCallback",
      summary:
        "Ask to be phoned: a name, a phone number (an Indian number as the demo form takes it, or + and a country code), `callLanguage` (`en` or `hi`), `window` (`any`, or a window of the day in IST within the support hours, like `10:00-12:00`), `topic` and an optional `note` (a filled `website` field is refused).",
      description:
        "Due two business hours later, or at the end of the first such window after that; a note with words that suggest a risk makes it urgent (15 minutes). No mail goes to the visitor, who gave no address. It is never crisis help: the page gives the crisis line.",
      counted: "stored",
      answered: "Stored: `{success:true, data:{id, urgent}}`",
      body: callbackSchema,
    },
  },
  answered: { name: "name", email: null, phone: "phone", urgent: true },
  consent: (company, language) => consentWordingIn(language, company).callback_request,
  limits: {
    stored: callbackRate,
    refused: callbackRefusedRate,
    tooMany: "Too many requests from your connection. Please wait a few minutes and try again, or email us.",
  },
  parse: (body, { hours, language, now }) => parseCallback(body, hours, language, now),
  // No mail goes to them; the daily cap counts the staff mails about one number.
  addressOf: (input) => input.phone,
  replyTarget: callDue,
  row({ id, input, source, at, reply, language }) {
    const now = at.toISOString();
    return {
      id,
      name: input.name,
      phone: input.phone,
      call_language: input.callLanguage,
      call_window: input.window,
      topic: input.topic,
      note: input.note,
      urgent: reply.urgent ? 1 : 0,
      status: "open",
      reply_due_at: reply.dueAt,
      language,
      source_page: source.sourcePage,
      utm_source: source.utmSource,
      utm_medium: source.utmMedium,
      utm_campaign: source.utmCampaign,
      created_at: now,
      updated_at: now,
    } satisfies NewCallbackRequestRow;
  },
  mails(settings, { id, input, at, reply, language }) {
    if (!settings.notifyEmail) return [];
    return [
      staffNotificationMail({
        to: settings.notifyEmail,
        subject: `${reply.urgent ? "URGENT: " : ""}Callback requested (${topicLabel(input.topic)}): ${input.name}`,
        intro: "Someone asked to be phoned, through the callback form.",
        fields: [
          ["Name", input.name],
          ["Phone", input.phone],
          ["Call in", input.callLanguage === "hi" ? "Hindi" : "English"],
          ["When", windowLabel(input.window)],
          ["About", topicLabel(input.topic)],
          ["Received", formatIstDateTime(at.toISOString())],
          ["Call due", formatIstDateTime(reply.dueAt)],
          ...languageLine(language),
        ],
        ...(input.note ? { message: { label: "Their note", text: input.note } } : {}),
        link: {
          label: "Open the request in the back office",
          url: leadUrl(settings, "callback_request", id),
        },
        replyTime: reply.promise,
        urgent: reply.urgent,
        about: { type: "callback_request", id },
      }),
    ];
  },
  receipt: ({ id, reply }) => ({ id, urgent: reply.urgent }),
  async replay(db, id) {
    const row = await findCallbackRequest(db, id);
    return row && { id: row.id, urgent: row.urgent === 1 };
  },
  desk: callbackDesk,
};
