import { z } from "zod/mini";
import { text } from "./text.ts";

/**
 * What a lead view's buttons post to its page's action: what to do, and to
 * which record (its id). Close, Reopen and Delete for the leads with a
 * status (demo requests, inquiries); Delete alone for a waitlist sign-up.
 */
const leadId = text({ max: 100, required: "Say which record this is about." });

export const statusLeadActionSchema = z.object({
  intent: z.enum(["close", "reopen", "delete"], { error: "Unknown action." }),
  id: leadId,
});

export type StatusLeadAction = z.infer<typeof statusLeadActionSchema>;

/** A note added from a lead's detail: `intent=note`, the lead, and the note's text (checked by the service). */
export const leadNoteActionSchema = z.object({
  intent: z.literal("note"),
  id: leadId,
  text: z.string({ error: "Write the note first." }),
});

export const waitlistActionSchema = z.object({
  intent: z.enum(["delete"], { error: "Unknown action." }),
  id: leadId,
});

/**
 * Stage, owner and outcome from a lead's detail (`intent=desk`): each as its
 * select sends it; an empty owner unassigns, an empty outcome leaves the
 * lead open (the service checks the values).
 */
export const leadDeskActionSchema = z.object({
  intent: z.literal("desk"),
  id: leadId,
  stage: z.optional(z.string()),
  owner: z.optional(z.string()),
  outcome: z.optional(z.string()),
});

/** A reply sent from a lead's detail (`intent=reply`); the service checks subject and text. */
export const leadReplyActionSchema = z.object({
  intent: z.literal("reply"),
  id: leadId,
  subject: z.string({ error: "Write a subject." }),
  body: z.string({ error: "Write the reply first." }),
});

/** A mail that failed for good, sent again from the Mail view (`intent=send-again`). */
export const sendAgainActionSchema = z.object({
  intent: z.literal("send-again"),
  mail: text({ max: 100, required: "Say which mail to send again." }),
});

/** The same from a lead's detail, which names the lead too. */
export const leadSendAgainActionSchema = z.extend(sendAgainActionSchema, { id: leadId });

/** A demo booked from a request's detail (`intent=book`): the time as a datetime-local field gives it (IST); the service checks it. */
export const leadBookActionSchema = z.object({
  intent: z.literal("book"),
  id: leadId,
  at: z.string({ error: "Give the demo's date and time." }),
});
