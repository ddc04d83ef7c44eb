import { z } from "zod/mini";
import { inquiryValues, demoRequestLimits as limits } from "#common/constants.ts";
import { fieldErrorsOf } from "./field-errors.ts";
import { phoneErrorTexts, phoneNumber } from "./phone.ts";
import { nulMessage, text } from "./text.ts";

/** A preferred demo time: empty, or a date and time as a datetime-local field writes it ("2026-11-30T10:30"). */
const slotFormat = "Choose a date and a time, like 30 Nov 2026, 10:30 am.";
const preferredSlot = () =>
  z.optional(
    z.pipe(
      text({ max: 16 }).check(z.regex(/^(?:\d{4}-\d{2}-\d{2}T\d{2}:\d{2})?$/, slotFormat)),
      // Left empty, it is not sent at all.
      z.transform((value: string) => value || undefined),
    ),
  );

/** The preferred demo time fields, in form order. */
export const slotFields = ["slot1", "slot2", "slot3"] as const;

/**
 * Spec §3 and §5: the demo request, as the browser form checks it before
 * sending and as POST /api/request-demo (spec §7 #1) checks it again.
 * Every field of the spec is required; the bounds are ours (the spec gives
 * none). The preferred demo times are ours, and optional.
 *
 * Written with zod/mini, Zod 4's tree-shakeable form: the same schema costs
 * the browser about 6 KB compressed instead of about 24 KB with the chained API.
 */
/** Spec §3 and §5: every message the demo form's checks can give, written for the visitor. */
const errors = {
  fullName: "Enter your full name.",
  fullNameTooLong: `Your name must be ${limits.fullName} characters or fewer.`,
  workEmail: "Enter your work email address.",
  workEmailTooLong: `Your email address must be ${limits.workEmail} characters or fewer.`,
  workEmailFormat: "Enter an email address in the right format, like name@clinic.in.",
  organization: "Enter the name of your organisation.",
  organizationTooLong: `The organisation name must be ${limits.organization} characters or fewer.`,
  roleTitle: "Enter your role or job title.",
  roleTitleTooLong: `Your role must be ${limits.roleTitle} characters or fewer.`,
  inquiryFor: "Select the product you would like to see.",
  message: "Tell us what you would like to see in the demo.",
  messageTooLong: `Your message must be ${limits.message} characters or fewer.`,
  agreeToContact: "Tick the box so that we can contact you about your demo.",
} as const;

/** Every error the form's own checks can give, for a page that shows them in another language. */
export const demoRequestErrorTexts: readonly string[] = [
  ...Object.values(errors),
  slotFormat,
  ...phoneErrorTexts,
  nulMessage,
];

/**
 * Spec §3 and §5: the demo request, as the browser form checks it before
 * sending and as POST /api/request-demo (spec §7 #1) checks it again.
 * Every field of the spec is required; the bounds are ours (the spec gives
 * none). The preferred demo times are ours, and optional.
 *
 * Written with zod/mini, Zod 4's tree-shakeable form: the same schema costs
 * the browser about 6 KB compressed instead of about 24 KB with the chained API.
 */
export const demoRequestSchema = z.object({
  fullName: text({ max: limits.fullName, required: errors.fullName, tooLong: errors.fullNameTooLong }),
  workEmail: text({
    max: limits.workEmail,
    required: errors.workEmail,
    tooLong: errors.workEmailTooLong,
  }).check(z.email({ error: errors.workEmailFormat })),
  organization: text({
    max: limits.organization,
    required: errors.organization,
    tooLong: errors.organizationTooLong,
  }),
  roleTitle: text({ max: limits.roleTitle, required: errors.roleTitle, tooLong: errors.roleTitleTooLong }),
  // Checked here; the service stores it in E.164 (`toE164`), whatever way it was written.
  phone: phoneNumber(),
  inquiryFor: z.enum(inquiryValues, { error: errors.inquiryFor }),
  message: text({ max: limits.message, required: errors.message, tooLong: errors.messageTooLong }),
  // Up to three preferred demo times (issue 32), each as a datetime-local field
  // gives it, read in IST; optional. The server checks each lies ahead, in the
  // company's hours (server/services/lead-kinds/demo-request.ts).
  slot1: preferredSlot(),
  slot2: preferredSlot(),
  slot3: preferredSlot(),
  agreeToContact: z.literal(true, { error: errors.agreeToContact }),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** The form's field names in the order they appear, for focusing the first error. */
export const demoRequestFields = Object.keys(demoRequestSchema.shape) as (keyof DemoRequest)[];

export type DemoRequestErrors = Partial<Record<keyof DemoRequest, string>>;

/** The first message for each field, for showing under the fields (`fieldErrorsOf`, typed for this form). */
export function demoRequestErrors(error: z.core.$ZodError): DemoRequestErrors {
  return fieldErrorsOf(error) as DemoRequestErrors;
}
