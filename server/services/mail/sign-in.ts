import { formatIstDateTime } from "#common/format-date.ts";
import { compose, oneLine } from "./compose.ts";
import type { Mail } from "./outbox.ts";

/** The mail that guards a staff account: a sign-in from a new device. */

/**
 * Tells a staff member that their account was signed in to from a device it
 * had not used before (issue 34): which device, from where and when, and
 * where to end the session if it was not them.
 */
export function newSignInMail(input: {
  to: string;
  username: string;
  company: string;
  device: string;
  address: string;
  at: string;
  sessionsUrl: string;
}): Mail {
  return compose(
    "staff-notification",
    { to: input.to, subject: oneLine(`New sign-in to your ${input.company} staff account`) },
    [
      {
        p: `Your staff account ${input.username} was just signed in to from a device it had not used before.`,
      },
      {
        fields: [
          ["Device", input.device],
          ["Address", input.address],
          ["When", formatIstDateTime(input.at)],
        ],
      },
      {
        p: "If this was you, there is nothing to do. If not, end that session now, change your password and turn on two-step sign-in.",
      },
      { link: { label: "See and end your sessions", url: input.sessionsUrl } },
    ],
  );
}
