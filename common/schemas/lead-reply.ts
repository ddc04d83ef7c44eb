import { z } from "zod/mini";
import { leadReplyMax, leadReplySubjectMax } from "#common/constants.ts";
import { text } from "./text.ts";

/**
 * A reply to the visitor, as the API (`POST /api/leads/{kind}/{id}/replies`)
 * and the detail's form send it: a subject on one line, and the text.
 */
export const leadReplySchema = z.object({
  subject: text({ max: leadReplySubjectMax, required: "Write a subject." }).check(
    z.refine((value: string) => !/[\r\n]/.test(value), "Keep the subject on one line."),
  ),
  body: text({ max: leadReplyMax, required: "Write the reply first." }),
});

export type LeadReplyInput = z.infer<typeof leadReplySchema>;
