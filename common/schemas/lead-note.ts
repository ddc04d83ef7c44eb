import { z } from "zod/mini";
import { leadNoteMax } from "#common/constants.ts";
import { text } from "./text.ts";

/** A note on a lead, as the API (`POST /api/leads/{kind}/{id}/notes`) and the detail's form send it. */
export const leadNoteSchema = z.object({
  text: text({ max: leadNoteMax, required: "Write the note first." }),
});

export type LeadNoteInput = z.infer<typeof leadNoteSchema>;
