import { z } from "zod/mini";
import { demoRequestSorts, demoRequestStatuses, inquiryValues } from "#common/constants.ts";

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `Use at most ${max} characters.`)));

/**
 * Spec §5: the demo-request manager's filters (product, status, search over
 * name, email, organization and product) and sorts, plus paging.
 */
export const demoRequestQuerySchema = z.object({
  status: z.optional(z.enum(demoRequestStatuses, { error: "Status is open or closed." })),
  product: z.optional(z.enum(inquiryValues, { error: "Unknown product." })),
  search: optionalText(200),
  sort: z._default(z.enum(demoRequestSorts, { error: "Sort is newest, oldest or name." }), "newest"),
  page: z._default(
    z.coerce.number().check(z.int("Page is a whole number."), z.minimum(1, "Page starts at 1.")),
    1,
  ),
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int("Limit is a whole number."),
        z.minimum(1, "Limit is at least 1."),
        z.maximum(200, "Limit is at most 200."),
      ),
    50,
  ),
});

export type DemoRequestQuery = z.infer<typeof demoRequestQuerySchema>;

export const demoRequestStatusSchema = z.object({
  status: z.enum(demoRequestStatuses, { error: "Status is open or closed." }),
});
