import { z } from "zod/mini";
import { text } from "./text.ts";

/** The most characters a note on a lead holds: a phone call's summary, not a document. */
export const leadNoteMax = 2000;

/** A note on a lead, as the API (`POST /api/leads/{kind}/{id}/notes`) and the detail's form send it. */
export const leadNoteSchema = z.object({
  text: text({ max: leadNoteMax, required: "Write the note first." }),
});

export type LeadNoteInput = z.infer<typeof leadNoteSchema>;
