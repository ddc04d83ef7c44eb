import { data, type RouterContextProvider } from "react-router";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import type { StaffRole } from "#common/constants.ts";
import type { Route } from "./+types/staff-new-password";
import {
  type FormRefusal,
  type LinkRefused,
  linkRefused,
  signInPathOf,
  textOf,
  tokenOf,
} from "./staff-links.server.ts";

/** The link's form, with the refused post's messages when there was one. */
type OpenLink = { state: "open"; token: string; username: string; refusal?: FormRefusal };

/** What the new-password page shows: the form, the password changed, or why the link cannot be used. */
export type NewPasswordAnswer =
  | OpenLink
  | { state: "done"; username: string; signInPath: string }
  | LinkRefused;

/** The account behind `token` as the page shows it, or the refusal. */
async function openLink(context: Readonly<RouterContextProvider>, token: string) {
  const offer = await attempt(() => servicesOf(context).team.passwordLinks.offer(token));
  if (!offer.ok) return { refused: linkRefused(offer) } as const;
  const link: OpenLink = { state: "open", token, username: offer.value.username };
  return { link } as const;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const open = await openLink(context, tokenOf(request));
  return open.refused ?? data<NewPasswordAnswer>(open.link);
}

/**
 * The form's plain POST: the token from the form, asked about first (so a
 * refused form is drawn again for its account), then the new password set
 * once. The status is always set: the loader runs after a post too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const token = textOf(form, "token");
  const open = await openLink(context, token);
  if (open.refused) return open.refused;
  const used = await attempt(() =>
    servicesOf(context).team.passwordLinks.use({
      token,
      password: textOf(form, "password"),
      repeat: textOf(form, "repeat"),
    }),
  );
  if (used.ok) {
    return data<NewPasswordAnswer>(
      {
        state: "done",
        username: used.value.username,
        signInPath: signInPathOf(used.value.role as StaffRole),
      },
      { status: 200 },
    );
  }
  // Used or lapsed while the form was filled in: no form to show again.
  if (!used.fieldErrors) return linkRefused(used);
  return data<NewPasswordAnswer>(
    { ...open.link, refusal: { error: used.error, errors: used.fieldErrors } },
    { status: used.status },
  );
}
