import { z } from "zod/mini";
import { demoRequestLimits as limits } from "#common/constants.ts";
import { phoneFormatMessage, toE164 } from "#common/phone.ts";
import { text } from "./text.ts";

const errors = {
  required: "Enter your phone number.",
  tooLong: `Enter a phone number of ${limits.phoneMax} characters or fewer.`,
  characters: "Use only digits, spaces and + ( ) - in your phone number.",
  tooShort: `Enter a phone number of at least ${limits.phoneMin} characters.`,
  digits: `Enter a phone number with at least ${limits.phoneMin} digits.`,
} as const;

/** Digits, spaces and the usual separators: "+91 80 1234 5678", "(080) 1234-5678". */
const phonePattern = /^[0-9 +()-]+$/;

/**
 * A phone number as the demo form takes it: an Indian number in any usual
 * writing, or an international one with its country code (common/phone.ts).
 * Any form that asks for a phone checks it with this, in these words.
 */
export const phoneNumber = () =>
  text({ max: limits.phoneMax, required: errors.required, tooLong: errors.tooLong }).check(
    z.regex(phonePattern, errors.characters),
    z.minLength(limits.phoneMin, errors.tooShort),
    z.refine((value) => value.replace(/\D/g, "").length >= limits.phoneMin, errors.digits),
    z.refine((value) => toE164(value) !== null, { error: phoneFormatMessage, abort: true }),
  );

/** The phone's messages, for a page that shows them in another language. */
export const phoneErrorTexts: readonly string[] = [
  errors.required,
  errors.tooLong,
  errors.characters,
  errors.tooShort,
  errors.digits,
  phoneFormatMessage,
];
