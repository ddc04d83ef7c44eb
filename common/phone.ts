/**
 * Phone numbers as a demo request gives them, stored in E.164 ("+919876543210").
 * An Indian number is ten digits starting 6 to 9, written with or without
 * +91, 0091, 91 or a trunk 0; any other country's number must start with +
 * (or 00) and its country code. Spaces, dashes and brackets are allowed.
 */

const indianNumber = /^[6-9]\d{9}$/;
const allowed = /^\+?[0-9 ()-]+$/;

function indian(national: string): string | null {
  return indianNumber.test(national) ? `+91${national}` : null;
}

/** The E.164 form of `input`, or null when it is not a number we can dial. */
export function toE164(input: string): string | null {
  const written = input.trim();
  if (!allowed.test(written)) return null;
  const digits = written.replace(/\D/g, "");
  const international = written.startsWith("+") || digits.startsWith("00");
  if (international) {
    const number = written.startsWith("+") ? digits : digits.slice(2);
    if (number.startsWith("91")) return indian(number.slice(2));
    // E.164: a country code that does not start with 0, at most 15 digits in all.
    if (number.startsWith("0") || number.length < 8 || number.length > 15) return null;
    return `+${number}`;
  }
  if (digits.length === 11 && digits.startsWith("0")) return indian(digits.slice(1));
  if (digits.length === 12 && digits.startsWith("91")) return indian(digits.slice(2));
  return indian(digits);
}

export const phoneFormatMessage =
  "Enter a 10-digit Indian number starting with 6, 7, 8 or 9, or an international number starting with + and its country code.";
