import { Link, useFetcher } from "react-router";
import { type FormAnswer, useKeyedAnswerToast } from "#app/components/admin/form-answer.ts";
import { ListError } from "#app/components/admin/leads/lead-heading.tsx";
import { PageLinks } from "#app/components/admin/page-links.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FailedMailView } from "#app/lib/services.server.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { mailKindLabels } from "#common/lead-desk.ts";
import { answeredLeadKinds, isAnsweredLeadKind, leadHref } from "#common/lead-kinds.ts";
import { leadPaths } from "#common/staff-paths.ts";

/** Where the record a mail is about opens in the back office, when it has a view. */
function recordLink(about: FailedMailView["about"]): { href: string; label: string } | null {
  if (!about || !isAnsweredLeadKind(about.type)) return null;
  return { href: leadHref(about.type, about.id), label: `Open the ${answeredLeadKinds[about.type].one}` };
}

const sendAgainFetcher = "send-mail-again";

type FailedMailProps = {
  mails: FailedMailView[];
  total: number;
  page: number;
  pageSize: number;
  listError: string | null;
};

/**
 * The Mail view (admin role, issue 32): mail that failed for good (the
 * server refused it after its retries, or could not be reached for hours),
 * newest first, with why, the record it is about and "Send again", which
 * gives it its tries anew.
 */
export function FailedMail({ mails, total, page, pageSize, listError }: FailedMailProps) {
  // The rows' one fetcher, its answer's toast shown here: a mail sent again
  // leaves the list, and its row with it, as the page reads its data again.
  useKeyedAnswerToast(sendAgainFetcher, { ok: 3000, failed: 6000 });
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const pageHref = (to: number) => (to > 1 ? `${leadPaths.mail}?page=${to}` : leadPaths.mail);
  return (
    <>
      <h1 className="font-bold text-3xl">Mail</h1>
      <p className="mt-1 text-lg" data-testid="failed-mail-count">
        {total === 1 ? "1 mail" : `${total.toLocaleString("en-IN")} mails`} failed for good
      </p>
      <p className="mt-2 max-w-prose text-muted">
        A mail lands here when the mail server refused it three times, or could not be reached for about three
        hours. Check the address or the mail settings, then send it again.
      </p>
      <ListError message={listError} />
      {mails.length === 0 ? (
        <p className="mt-8 text-lg text-muted">
          No failed mail: everything has been delivered or is on its way.
        </p>
      ) : (
        <ol className="mt-6 divide-y divide-line rounded-lg border border-line bg-surface">
          {mails.map((mail) => (
            <FailedMailRow key={mail.id} mail={mail} />
          ))}
        </ol>
      )}
      <PageLinks label="Failed mail pages" page={page} pages={pages} hrefOf={pageHref} />
    </>
  );
}

function FailedMailRow({ mail }: { mail: FailedMailView }) {
  const fetcher = useFetcher<FormAnswer>({ key: sendAgainFetcher });
  const record = recordLink(mail.about);
  return (
    <li className="grid gap-2 px-4 py-3">
      <p className="break-words">
        <span className="font-semibold">{mailKindLabels[mail.kind] ?? mail.kind}</span> to {mail.to}:{" "}
        {mail.subject}
      </p>
      <p className="text-muted text-sm">
        Failed {formatIstDateTime(mail.failedAt)} after {mail.attempts}{" "}
        {mail.attempts === 1 ? "try" : "tries"}
        {mail.error && <> · {mail.error}</>}
      </p>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="send-again" />
        <input type="hidden" name="mail" value={mail.id} />
        <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
          Send again
        </Button>
        {record && (
          <Link to={record.href} className="font-semibold text-brand underline">
            {record.label}
          </Link>
        )}
      </fetcher.Form>
    </li>
  );
}
