import { oneBusinessDayAfter } from "#common/business-hours.ts";
import { consentWording } from "#common/consent.ts";
import { toE164 } from "#common/phone.ts";
import { type DemoRequest, demoRequestSchema } from "#common/schemas/demo-request.ts";
import { insertDemoRequest } from "#server/db/repositories/demo-requests.ts";
import { demoRequestMails, demoRequestReplyTime } from "../mail.ts";
import type { RateRule } from "../rate-limits.ts";
import { type LeadKind, parsePublicForm, type ReplyTarget } from "./lead-kind.ts";

/** Five stored requests per client per ten minutes is plenty for a person. */
export const demoRequestRate: RateRule = { name: "demo-request", limit: 5, windowMs: 10 * 60_000 };

/** Refused requests per client per ten minutes: no person gets sixty wrong, a bot soon does. */
export const demoRequestRefusedRate: RateRule = {
  name: "demo-request-refused",
  limit: 60,
  windowMs: 10 * 60_000,
};

/** A demo request (spec §3) from the demo form or POST /api/request-demo. */
export const demoRequestKind: LeadKind<"demo_request", DemoRequest, { id: string }, ReplyTarget> = {
  name: "demo_request",
  table: "demo_requests",
  code: "d",
  consent: (company) => consentWording(company).demo_request,
  limits: {
    stored: demoRequestRate,
    refused: demoRequestRefusedRate,
    tooMany: "Too many requests from your connection. Please wait a few minutes and try again, or email us.",
  },
  parse(body) {
    // The schema also refuses a NUL character in any field (PostgreSQL cannot store one).
    const request = parsePublicForm(demoRequestSchema, body);
    // The schema has checked the phone number; it is kept in E.164.
    return { ...request, phone: toE164(request.phone) ?? request.phone };
  },
  addressOf: (request) => request.workEmail,
  // Staff answer within one business day in IST (issue 32); the visitor's mail keeps the spec's words.
  replyTarget: (_request, at, hours) => ({
    urgent: false,
    dueAt: oneBusinessDayAfter(at, hours).toISOString(),
    promise: demoRequestReplyTime,
  }),
  async insert(trx, { id, input: request, source, at, reply }) {
    const now = at.toISOString();
    await insertDemoRequest(trx, {
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
      updated_at: now,
      reply_due_at: reply.dueAt,
    });
    return true;
  },
  mails: (settings, { id, input, at, withdrawToken }) =>
    demoRequestMails(settings, { id, ...input, createdAt: at.toISOString(), withdrawToken }),
  receipt: ({ id }) => ({ id }),
  replay: async (_db, id) => ({ id }),
};
