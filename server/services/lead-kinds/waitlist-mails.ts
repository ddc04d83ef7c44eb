import type { Locale } from "#common/i18n/locale.ts";
import { translate, translateWith } from "#common/i18n/translate.ts";
import {
  companyOf,
  compose,
  type MailSettings,
  signOff,
  withdrawalBlocks,
  withdrawalUrl,
} from "../mail/compose.ts";
import type { Mail } from "../mail/outbox.ts";

/** A waitlist sign-up's mail, beside its descriptor (waitlist.ts). */

/** The waitlist's one confirmation: you are on the list, and what that means. */
export function waitlistConfirmationMail(
  settings: MailSettings,
  entry: { id: string; email: string; withdrawToken?: string; language?: Locale },
): Mail {
  const { email } = entry;
  const language = entry.language ?? "en";
  const company = companyOf(settings);
  return compose(
    "waitlist-confirmation",
    {
      to: email,
      replyTo: settings.notifyEmail,
      subject: translateWith(language, "You are on the {company} waitlist", { company }),
      about: { type: "waitlist", id: entry.id },
    },
    [
      { p: translate(language, "Hello,") },
      {
        p: translateWith(
          language,
          "Thank you for joining the {company} waitlist. We will write to you as soon as we launch; until then, this is the only email you will get from us.",
          { company },
        ),
      },
      {
        p: translate(
          language,
          settings.notifyEmail
            ? "If you did not sign up, or would rather not hear from us, simply reply to this email and we will remove your address."
            : "If you did not sign up, please ignore this email.",
        ),
      },
      signOff(company, language),
      ...withdrawalBlocks(
        entry.withdrawToken && withdrawalUrl(settings, entry.withdrawToken, language),
        language,
      ),
    ],
    language,
  );
}
