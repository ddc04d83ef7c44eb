import { data, type RouterContextProvider } from "react-router";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import type { StaffRole } from "#common/constants.ts";
import { twoFactorCovers } from "#common/staff-two-factor.ts";
import type { Route } from "./+types/staff-invitation";
import {
  type FormRefusal,
  type LinkRefused,
  linkRefused,
  signInPathOf,
  textOf,
  tokenOf,
} from "./staff-links.server.ts";

/** The invitation's form, with the refused post's messages when there was one. */
type OpenInvitation = {
  state: "open";
  token: string;
  email: string;
  role: StaffRole;
  invitedBy: string;
  expiresAt: string;
  /** Settings' two-step policy covers the role: the first sign-in sets up an authenticator app. */
  twoStep: boolean;
  /** A refused post: its messages, and the username as typed. */
  refusal?: FormRefusal & { username: string };
};

/** What the invitation page shows: the form, the account made, or why the link cannot be used. */
export type InvitationAnswer =
  | OpenInvitation
  | { state: "done"; username: string; signInPath: string; twoStep: boolean }
  | LinkRefused;

const twoStepFor = (context: Readonly<RouterContextProvider>, role: StaffRole) =>
  twoFactorCovers(servicesOf(context).settings.current().settings.staffTwoFactor, role);

/** The open invitation behind `token` as the page shows it, or the refusal. */
async function openAnswer(context: Readonly<RouterContextProvider>, token: string) {
  const offer = await attempt(() => servicesOf(context).team.invitations.offer(token));
  if (!offer.ok) return { refused: linkRefused(offer) } as const;
  const answer: OpenInvitation = {
    state: "open",
    token,
    ...offer.value,
    twoStep: twoStepFor(context, offer.value.role),
  };
  return { answer } as const;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const open = await openAnswer(context, tokenOf(request));
  return open.refused ?? data<InvitationAnswer>(open.answer);
}

/**
 * The form's plain POST. The token is the form's field (the address may have
 * lost its `?token=`), asked about first, so a refused form is drawn again
 * with the invitation's details. The status is always set, 200 included:
 * after a post the loader runs too, and would answer with its own (409, the
 * invitation now used).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = textOf(form, "token");
  const open = await openAnswer(context, token);
  if (open.refused) return open.refused;
  const username = textOf(form, "username");
  const accepted = await attempt(() =>
    servicesOf(context).team.invitations.accept({
      token,
      username,
      password: textOf(form, "password"),
      repeat: textOf(form, "repeat"),
    }),
  );
  if (accepted.ok) {
    const { role } = accepted.value;
    return data<InvitationAnswer>(
      {
        state: "done",
        username: accepted.value.username,
        signInPath: signInPathOf(role),
        twoStep: twoStepFor(context, role),
      },
      { status: 200 },
    );
  }
  // Used, withdrawn or lapsed while the form was filled in: no form to show again.
  if (!accepted.fieldErrors) return linkRefused(accepted);
  return data<InvitationAnswer>(
    {
      ...open.answer,
      refusal: { error: accepted.error, errors: accepted.fieldErrors, username: username.slice(0, 100) },
    },
    { status: accepted.status },
  );
}
