import { z } from "zod/mini";
import { inquiryValues, demoRequestLimits as limits } from "#common/constants.ts";
import { phoneFormatMessage, toE164 } from "#common/phone.ts";
import { fieldErrorsOf } from "./field-errors.ts";
import { text } from "./text.ts";

/** Digits, spaces and the usual separators: "+91 80 1234 5678", "(080) 1234-5678". */
const phonePattern = /^[0-9 +()-]+$/;

/**
 * Spec §3 and §5: the demo request, as the browser form checks it before
 * sending and as POST /api/request-demo (spec §7 #1) checks it again.
 * Every field is required; the bounds are ours (the spec gives none).
 *
 * Written with zod/mini, Zod 4's tree-shakeable form: the same schema costs
 * the browser about 6 KB compressed instead of about 24 KB with the chained API.
 */
export const demoRequestSchema = z.object({
  fullName: text({
    max: limits.fullName,
    required: "Enter your full name.",
    tooLong: `Your name must be ${limits.fullName} characters or fewer.`,
  }),
  workEmail: text({
    max: limits.workEmail,
    required: "Enter your work email address.",
    tooLong: `Your email address must be ${limits.workEmail} characters or fewer.`,
  }).check(z.email({ error: "Enter an email address in the right format, like name@clinic.in." })),
  organization: text({
    max: limits.organization,
    required: "Enter the name of your organisation.",
    tooLong: `The organisation name must be ${limits.organization} characters or fewer.`,
  }),
  roleTitle: text({
    max: limits.roleTitle,
    required: "Enter your role or job title.",
    tooLong: `Your role must be ${limits.roleTitle} characters or fewer.`,
  }),
  // Checked here; the service stores it in E.164 (`toE164`), whatever way it was written.
  phone: text({
    max: limits.phoneMax,
    required: "Enter your phone number.",
    tooLong: `Enter a phone number of ${limits.phoneMax} characters or fewer.`,
  }).check(
    z.regex(phonePattern, "Use only digits, spaces and + ( ) - in your phone number."),
    z.minLength(limits.phoneMin, `Enter a phone number of at least ${limits.phoneMin} characters.`),
    z.refine(
      (value) => value.replace(/\D/g, "").length >= limits.phoneMin,
      `Enter a phone number with at least ${limits.phoneMin} digits.`,
    ),
    z.refine((value) => toE164(value) !== null, { error: phoneFormatMessage, abort: true }),
  ),
  inquiryFor: z.enum(inquiryValues, { error: "Select the product you would like to see." }),
  message: text({
    max: limits.message,
    required: "Tell us what you would like to see in the demo.",
    tooLong: `Your message must be ${limits.message} characters or fewer.`,
  }),
  agreeToContact: z.literal(true, { error: "Tick the box so that we can contact you about your demo." }),
});

export type DemoRequest = z.infer<typeof demoRequestSchema>;

/** The form's field names in the order they appear, for focusing the first error. */
export const demoRequestFields = Object.keys(demoRequestSchema.shape) as (keyof DemoRequest)[];

export type DemoRequestErrors = Partial<Record<keyof DemoRequest, string>>;

/** The first message for each field, for showing under the fields (`fieldErrorsOf`, typed for this form). */
export function demoRequestErrors(error: z.core.$ZodError): DemoRequestErrors {
  return fieldErrorsOf(error) as DemoRequestErrors;
}
