import { data } from "react-router";
import { LoadFailed } from "#app/components/admin/leads/load-failed.tsx";
import { FailedMail } from "#app/components/admin/mail/failed-mail.tsx";
import { type MetaArgs, titledMeta } from "#app/lib/meta.ts";
import { attempt, servicesOf } from "#app/lib/services.server.ts";
import { sendAgainActionSchema } from "#common/schemas/lead-action.ts";
import { leadPaths } from "#common/staff-paths.ts";
import type { Route } from "./+types/mail";
import { answerOf, fieldsOf, formRefused, parseForm, refused, sessionEnded } from "./staff-forms.server.ts";
import { signedIn } from "./staff-layout.server.ts";

export const meta = ({ matches }: MetaArgs) => titledMeta("Mail", matches);

/**
 * The Mail view, behind the leads area's sign-in and for the admin role
 * only: mail that failed for good, to send again. A leads account sees that
 * it is not theirs (403), not the mail.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = signedIn(context);
  if (!staff) return null;
  if (staff.role !== "admin") return data({ mail: null, forbidden: true }, { status: 403 });
  const listed = await attempt(() =>
    servicesOf(context).mailDesk.failed(Object.fromEntries(url.searchParams)),
  );
  return {
    forbidden: false,
    mail: listed.ok
      ? { ...listed.value, listError: null }
      : { mails: [], total: 0, page: 1, pageSize: 50, listError: `Error fetching mail: ${listed.error}` },
  };
}

/** "Send again" (`intent=send-again`, `mail`): the mail's tries start anew; admins only. */
export async function action({ context, request }: Route.ActionArgs) {
  const staff = signedIn(context);
  if (!staff) return sessionEnded();
  if (staff.role !== "admin") return refused("The Mail view is open to administrators only.", 403);
  const fields = fieldsOf(await request.formData());
  const parsed = parseForm(sendAgainActionSchema, fields);
  if (!parsed.ok) return formRefused(parsed.fieldErrors);
  return answerOf(
    await attempt(() => servicesOf(context).mailDesk.sendAgain(staff, parsed.value.mail)),
    "Mail queued to send again",
    "Error sending mail again",
  );
}

export default function MailAdmin({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  if (loaderData.forbidden) {
    return (
      <>
        <h1 className="font-bold text-3xl">Mail</h1>
        <p role="alert" className="mt-4 rounded-md bg-danger-tint px-4 py-3 text-danger">
          The Mail view is open to administrators only.
        </p>
      </>
    );
  }
  return loaderData.mail && <FailedMail {...loaderData.mail} />;
}

export const ErrorBoundary = () => <LoadFailed title="Failed to fetch mail" retryHref={leadPaths.mail} />;
