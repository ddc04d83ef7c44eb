/** The list queries of the leads area's Inquiries and Waitlist views (demo requests: demo-request-query.ts). */
import { z } from "zod/mini";
import { contactMessageSorts, demoRequestStatuses } from "#common/constants.ts";
import { contactInquiryOptions } from "./contact.ts";
import { limitParam, ownerParam, pageParam, searchParam } from "./paging.ts";

const typeValues = contactInquiryOptions.map((option) => option.value) as [
  (typeof contactInquiryOptions)[number]["value"],
  ...(typeof contactInquiryOptions)[number]["value"][],
];

/** The Inquiries view's query: status, type, search over name, email and subject, sort, paging. */
export const contactMessageQuerySchema = z.object({
  status: z.optional(z.enum(demoRequestStatuses, { error: "Status is open or closed." })),
  type: z.optional(z.enum(typeValues, { error: "Unknown inquiry type." })),
  owner: ownerParam(),
  search: searchParam(),
  sort: z._default(z.enum(contactMessageSorts, { error: "Sort is priority, newest or oldest." }), "priority"),
  page: pageParam(),
  limit: limitParam(200, 50),
});

export type ContactMessageQuery = z.infer<typeof contactMessageQuerySchema>;

/** The Waitlist view's query: search over the address, sort, paging. */
export const waitlistQuerySchema = z.object({
  search: searchParam(),
  sort: z._default(z.enum(["newest", "oldest"], { error: "Sort is newest or oldest." }), "newest"),
  page: pageParam(),
  limit: limitParam(200, 50),
});

export type WaitlistQuery = z.infer<typeof waitlistQuerySchema>;
