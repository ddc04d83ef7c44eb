import { formatIstDateTime } from "#common/format-date.ts";
import { roleDescriptions } from "#common/schemas/staff-team.ts";
import { compose, oneLine } from "./compose.ts";
import type { Mail } from "./outbox.ts";

/** The mails of the team (issue 48): an invitation, a link to a new password, second factors taken off. */

/** Role names as the mails say them (and the invitation's page): what each role does, in a few words. */
const roleWords: Record<string, string> = roleDescriptions;

export function invitationMail(input: {
  to: string;
  company: string;
  invitedBy: string;
  role: string;
  url: string;
  expiresAt: string;
}): Mail {
  return compose(
    "staff-notification",
    { to: input.to, subject: oneLine(`${input.invitedBy} invited you to the ${input.company} back office`) },
    [
      {
        p: `${input.invitedBy} invited you to join the ${input.company} staff back office with the role ${roleWords[input.role] ?? input.role}.`,
      },
      {
        p: "Open the link below to choose your username and password. It works once, until the time below.",
      },
      { link: { label: "Accept the invitation", url: input.url } },
      { fields: [["Link works until", formatIstDateTime(input.expiresAt)]] },
      {
        p: `If you did not expect this invitation, you can ignore this mail: no account is made unless the link is used. If you think it was sent by mistake, tell ${input.company}.`,
      },
    ],
  );
}

export function passwordLinkMail(input: {
  to: string;
  company: string;
  username: string;
  requestedBy: string;
  url: string;
  expiresAt: string;
}): Mail {
  return compose(
    "staff-notification",
    { to: input.to, subject: oneLine(`Choose a new password for your ${input.company} staff account`) },
    [
      {
        p: `${input.requestedBy} asked for a new password for your staff account ${input.username}. Open the link below to choose it. It works once, until the time below; your old password works until then.`,
      },
      { link: { label: "Choose a new password", url: input.url } },
      { fields: [["Link works until", formatIstDateTime(input.expiresAt)]] },
      {
        p: `If you did not expect this, you can ignore this mail, and tell ${input.requestedBy} or another administrator.`,
      },
    ],
  );
}

export function secondFactorsResetMail(input: {
  to: string;
  company: string;
  username: string;
  resetBy: string;
  signInUrl: string;
}): Mail {
  return compose(
    "staff-notification",
    { to: input.to, subject: oneLine(`Two-step sign-in was reset on your ${input.company} staff account`) },
    [
      {
        p: `${input.resetBy} took the authenticator app, recovery codes and passkeys off your staff account ${input.username}, and signed it out everywhere.`,
      },
      {
        p: "Sign in with your password and set up two-step sign-in again. If you did not ask for this, tell another administrator at once.",
      },
      { link: { label: "Sign in", url: input.signInUrl } },
    ],
  );
}
