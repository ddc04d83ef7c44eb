import { z } from "zod/mini";
import { demoRequestSorts, demoRequestStatuses, inquiryValues } from "#common/constants.ts";
import { limitParam, ownerParam, pageParam, searchParam } from "./paging.ts";

/**
 * Spec §5: the demo-request manager's filters (product, status, search over
 * name, email, organization and product) and sorts, plus paging.
 */
export const demoRequestQuerySchema = z.object({
  status: z.optional(z.enum(demoRequestStatuses, { error: "Status is open or closed." })),
  product: z.optional(z.enum(inquiryValues, { error: "Unknown product." })),
  owner: ownerParam(),
  search: searchParam(),
  sort: z._default(z.enum(demoRequestSorts, { error: "Sort is newest, oldest or name." }), "newest"),
  page: pageParam(),
  limit: limitParam(200, 50),
});

export type DemoRequestQuery = z.infer<typeof demoRequestQuerySchema>;

export const demoRequestStatusSchema = z.object({
  status: z.enum(demoRequestStatuses, { error: "Status is open or closed." }),
});
