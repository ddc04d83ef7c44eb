/**
 * The leads area in the API description: the staff lists and CSV of each
 * kind, the lead desk, failed mail and the waitlist's sign-ups.
 */

import { z } from "zod/mini";
import { leadOutcomes, leadStages } from "#common/lead-desk.ts";
import { answeredLeadKindList, answeredLeadKinds, isAnsweredLeadKind } from "#common/lead-kinds.ts";
import { demoRequestStatusSchema } from "#common/schemas/demo-request-query.ts";
import { leadDeskChangeSchema } from "#common/schemas/lead-desk.ts";
import { leadNoteSchema } from "#common/schemas/lead-note.ts";
import { waitlistQuerySchema } from "#common/schemas/lead-queries.ts";
import { leadReplySchema } from "#common/schemas/lead-reply.ts";
import { failedMailQuerySchema } from "#common/schemas/mail-query.ts";
import { leadKinds } from "#server/services/lead-kinds/registry.ts";
import { bodyOf, errors, idParameter, ok, queryOf, staffOnly } from "./components.ts";

/** The kinds of lead the lead desk's routes take (issue 32). */
const leadKindParameter = {
  name: "kind",
  in: "path",
  required: true,
  schema: { type: "string", enum: answeredLeadKindList.map((kind) => answeredLeadKinds[kind].slug) },
};

/** GET /api/waitlist: the sign-ups, for staff (the same path takes the public form's POST). */
export const listWaitlist = {
  summary: "List waitlist sign-ups, newest first by default; `data` is the list",
  security: staffOnly,
  parameters: queryOf(waitlistQuerySchema, { search: "email address" }),
  responses: { "200": ok("`{success, data, total, page, limit}`"), ...errors(400, 401, 403, 503) },
};

/** Each answered kind's staff calls (`/api/<slug>`): its list, CSV, close or reopen and delete, in its own words. */
const kindPaths = Object.fromEntries(
  leadKinds.kinds.flatMap((kind) => {
    if (!kind.desk || !isAnsweredLeadKind(kind.name)) return [];
    const { api } = kind.desk;
    // Every staff half's query is a zod/mini object (common/schemas/): its fields are the parameters.
    const query = kind.desk.query as unknown as z.ZodMiniObject;
    const base = `/api/${answeredLeadKinds[kind.name].slug}`;
    return [
      [
        base,
        {
          get: {
            operationId: `list${api.names.many}`,
            summary: api.list,
            security: staffOnly,
            parameters: queryOf(query, { search: api.search }),
            responses: {
              "200": ok(
                "`{success, data, total, page, limit}`; each lead with `repeatSender` and `newAnswer` (the visitor wrote back and nobody has opened it since)",
              ),
              ...errors(400, 401, 403, 503),
            },
          },
        },
      ],
      [
        `${base}/export.csv`,
        {
          get: {
            operationId: `export${api.names.many}`,
            summary: api.export,
            security: staffOnly,
            parameters: queryOf(z.omit(query, { page: true, limit: true }), {
              search: api.search,
            }),
            responses: {
              "200": {
                description: "CSV; its last columns count the replies staff sent and the visitor's answers",
                content: { "text/csv": {} },
              },
              ...errors(400, 401, 403),
            },
          },
        },
      ],
      [
        `${base}/{id}/status`,
        {
          put: {
            operationId: `set${api.names.one}Status`,
            summary: api.status,
            security: staffOnly,
            parameters: [idParameter],
            requestBody: bodyOf(demoRequestStatusSchema),
            responses: { "200": ok("Updated"), ...errors(400, 401, 403, 404, 415) },
          },
        },
      ],
      [
        `${base}/{id}`,
        {
          delete: {
            operationId: `delete${api.names.one}`,
            summary: api.delete,
            security: staffOnly,
            parameters: [idParameter],
            responses: { "200": ok("Deleted"), ...errors(401, 403, 404) },
          },
        },
      ],
    ];
  }),
);

export const leadPaths = {
  ...kindPaths,
  "/api/leads/overview": {
    get: {
      summary:
        'The lead desk\'s overview: open leads waiting for a reply (nobody has answered them, `waitingFor: "first-reply"`, or the visitor wrote back since the last reply, `waitingFor: "answer"`, due when that answer is; issue 50) that are urgent or overdue (`attention`), due within the hour (`dueSoon`), how many wait and are overdue, open leads by kind and stage, and for the last eight IST weeks the leads received and the median first-response time',
      security: staffOnly,
      responses: { "200": ok("The overview"), ...errors(401, 403) },
    },
  },
  "/api/leads/{kind}/{id}": {
    get: {
      summary:
        "A lead with its stage, owner, outcome, first-response time, notes, replies (with their delivery), the visitor's answers to them (`answers`: `{id, from, at, subject, text, quoted, attachments:[{name, size, type}], unread, urgent, dueAt}`, text only, the quoted history apart; issue 50), mail that failed for good, history and the same person's other leads",
      security: staffOnly,
      parameters: [leadKindParameter, idParameter],
      responses: { "200": ok("The lead"), ...errors(401, 403, 404) },
    },
    patch: {
      summary:
        "Change a lead's stage, owner or outcome (which closes it). The owner is named by `owner` (a staff account's id, as `GET /api/staff` lists them) or `ownerUsername` (its username), not both (400); null unassigns; an account that cannot own a lead (not of the leads or admin role) is 400. The new owner is mailed",
      security: staffOnly,
      parameters: [leadKindParameter, idParameter],
      requestBody: bodyOf(leadDeskChangeSchema(leadStages, leadOutcomes)),
      responses: { "200": ok("The lead as it now is"), ...errors(400, 401, 403, 404, 413, 415) },
    },
  },
  "/api/leads/{kind}/{id}/notes": {
    post: {
      summary: "Add an internal note to a lead (never mailed to the visitor; erased with the lead)",
      security: staffOnly,
      parameters: [leadKindParameter, idParameter],
      requestBody: bodyOf(leadNoteSchema),
      responses: {
        "201": ok("The note, with its id, author and time"),
        ...errors(400, 401, 403, 404, 413, 415),
      },
    },
  },
  "/api/leads/demo-requests/{id}/demo": {
    post: {
      summary:
        "Book a demo request's demo at `at` (an instant with its offset, or a datetime-local value read in IST; one of its preferred times or another): the stage moves to demo booked, the first response is recorded, and the visitor is mailed an invitation with an .ics calendar file. Booking again moves it",
      security: staffOnly,
      parameters: [idParameter],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["at"],
              properties: { at: { type: "string", maxLength: 40 } },
            },
          },
        },
      },
      responses: { "200": ok("The request as it now is"), ...errors(400, 401, 403, 404, 413, 415) },
    },
  },
  "/api/leads/{kind}/{id}/replies": {
    post: {
      summary:
        "Reply to the visitor: mailed through the outbox from MAIL_FROM, answering to the company's contact address (or the staff member's); kept in the lead's thread with its delivery state. The first reply records the first response and moves a new lead to contacted",
      security: staffOnly,
      parameters: [leadKindParameter, idParameter],
      requestBody: bodyOf(leadReplySchema),
      responses: {
        "201": ok("The reply, with its id, author, time, mail id and delivery (queued)"),
        ...errors(400, 401, 403, 404, 413, 415),
      },
    },
  },
  "/api/leads/{kind}/{id}/mail/{mailId}/send-again": {
    post: {
      summary:
        "Send again a mail about the lead that failed for good (a reply or an acknowledgement); its tries start again. 409 when it is not failed",
      security: staffOnly,
      parameters: [
        leadKindParameter,
        idParameter,
        { name: "mailId", in: "path", required: true, schema: { type: "string", format: "uuid" } },
      ],
      requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
      responses: { "200": ok("Due again"), ...errors(401, 403, 404, 409, 415) },
    },
  },
  "/api/mail/failed": {
    get: {
      summary:
        "Mail that failed for good (rejected after its retries, or out of tries), newest first, 50 a page: the admin's Mail view",
      security: staffOnly,
      parameters: queryOf(failedMailQuerySchema),
      responses: { "200": ok("`{success, data, total, page}`"), ...errors(400, 401, 403) },
    },
  },
  "/api/mail/{id}/send-again": {
    post: {
      summary: "Send a failed mail again (admin); its tries start again. 409 when it is not failed",
      security: staffOnly,
      parameters: [idParameter],
      requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
      responses: { "200": ok("Due again"), ...errors(401, 403, 404, 409, 415) },
    },
  },
  "/api/waitlist/export.csv": {
    get: {
      summary: "The matching sign-ups as CSV",
      security: staffOnly,
      parameters: queryOf(z.omit(waitlistQuerySchema, { page: true, limit: true }), {
        search: "email address",
      }),
      responses: { "200": { description: "CSV", content: { "text/csv": {} } }, ...errors(400, 401, 403) },
    },
  },
  "/api/waitlist/{id}": {
    delete: {
      summary: "Remove a sign-up from the waitlist permanently",
      security: staffOnly,
      parameters: [idParameter],
      responses: { "200": ok("Deleted"), ...errors(401, 403, 404) },
    },
  },
};
