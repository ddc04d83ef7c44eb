import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { type FormAnswer, useAnswerToast, useKeyedAnswerToast } from "#app/components/admin/form-answer.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Field } from "#app/components/ui/field.tsx";
import { cn } from "#app/lib/cn.ts";
import type { LeadAnswer, LeadReply, UndeliveredMail } from "#app/lib/services.server.ts";
import { leadReplyMax, leadReplySubjectMax } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { type DeliveryState, deliveryLabels, mailKindLabels } from "#common/lead-desk.ts";
import { AnswerItem } from "./lead-answer.tsx";

/**
 * The visitor's side of a lead (issue 32): the replies staff sent and the
 * visitor's answers to them (issue 50) in one list, oldest first, each reply
 * with where its mail is (Queued, Retrying, Sent, Failed); any
 * other mail about the lead that failed for good (an acknowledgement), with
 * "Send again"; and a form to reply, mailed through the outbox from the
 * company's address. Posted to the page's action like the lead's other
 * actions (`intent=reply`, `intent=send-again`): with JavaScript by a
 * fetcher and a toast, without it as plain forms.
 */
export function LeadReplies(props: {
  leadId: string;
  /** The address the reply goes to; null for a kind that asks for none (a callback): no reply is offered. */
  to: string | null;
  replies: LeadReply[];
  answers: LeadAnswer[];
  undelivered: UndeliveredMail[];
  defaultSubject: string;
}) {
  const { leadId, to, replies, answers, undelivered, defaultSubject } = props;
  const fetcher = useFetcher<FormAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const answer = fetcher.data;
  useAnswerToast(answer, { ok: 3000, failed: 6000 });
  useEffect(() => {
    if (fetcher.state === "idle" && answer?.ok) form.current?.reset();
  }, [fetcher.state, answer]);
  useKeyedAnswerToast(sendAgainFetcher(leadId), { ok: 3000, failed: 6000 });
  const errors = answer && !answer.ok ? answer.fieldErrors : undefined;
  const otherFailed = undelivered.filter((mail) => mail.kind !== "lead-reply");
  // In time order; a reply and an answer of the same instant keep the reply first (a stable sort).
  const thread = [
    ...replies.map((reply) => ({ at: reply.at, reply, answer: null })),
    ...answers.map((answer) => ({ at: answer.at, reply: null, answer })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));

  return (
    <section aria-labelledby={`replies-${leadId}`}>
      <h3 id={`replies-${leadId}`} className="mt-5 font-bold">
        Replies
      </h3>
      {replies.length === 0 && <p className="mt-2 text-muted">No reply sent yet.</p>}
      {thread.length > 0 && (
        <ol className="mt-2 space-y-3">
          {thread.map(({ reply, answer }) =>
            answer ? (
              <AnswerItem key={answer.id} answer={answer} />
            ) : (
              <li key={reply.id} className="rounded-md border border-line bg-surface p-3">
                <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                  <span>
                    {reply.by} to {reply.to}, {formatIstDateTime(reply.at)}
                  </span>
                  <DeliveryBadge state={reply.delivery} />
                </p>
                <p className="mt-1 break-words font-semibold">{reply.subject}</p>
                <p className="mt-1 whitespace-pre-line break-words">{reply.text}</p>
                {reply.delivery === "failed" && (
                  <FailedLine leadId={leadId} mailId={reply.mailId} error={reply.error} />
                )}
              </li>
            ),
          )}
        </ol>
      )}
      {otherFailed.length > 0 && (
        <>
          <h4 className="mt-4 font-semibold">Mail that failed</h4>
          <ul className="mt-2 space-y-3">
            {otherFailed.map((mail) => (
              <li key={mail.id} className="rounded-md border border-danger bg-surface p-3">
                <p className="break-words">
                  {mailKindLabels[mail.kind] ?? mail.kind}: {mail.subject}
                </p>
                <FailedLine leadId={leadId} mailId={mail.id} error={mail.error} />
              </li>
            ))}
          </ul>
        </>
      )}
      {to === null ? (
        <p className="mt-3 text-sm text-muted">No email address was given: answer by phone.</p>
      ) : (
        <fetcher.Form ref={form} method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="id" value={leadId} />
          <p className="text-sm text-muted">Mailed to {to} from the company's address.</p>
          <Field
            name="subject"
            label="Subject"
            id={`reply-subject-${leadId}`}
            defaultValue={defaultSubject}
            maxLength={leadReplySubjectMax}
            error={errors?.subject}
          />
          <Field
            kind="textarea"
            name="body"
            label="Reply"
            id={`reply-body-${leadId}`}
            rows={5}
            maxLength={leadReplyMax}
            hint={`Sent to the person who wrote, signed with your name; at most ${leadReplyMax.toLocaleString("en-IN")} characters.`}
            error={errors?.body}
          />
          <div>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {fetcher.state === "idle" ? "Send reply" : "Sending reply…"}
            </Button>
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}

/** The lead's one "Send again" fetcher: a mail sent again is queued and its line goes, so the replies show its toast. */
const sendAgainFetcher = (leadId: string) => `send-again ${leadId}`;

/** Why a mail failed for good, and a button to send it again. */
function FailedLine({ leadId, mailId, error }: { leadId: string; mailId: string; error: string | null }) {
  const fetcher = useFetcher<FormAnswer>({ key: sendAgainFetcher(leadId) });
  return (
    <fetcher.Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="send-again" />
      <input type="hidden" name="id" value={leadId} />
      <input type="hidden" name="mail" value={mailId} />
      <p className="text-danger text-sm">Not delivered{error ? `: ${error}` : "."}</p>
      <Button type="submit" variant="secondary" disabled={fetcher.state !== "idle"}>
        Send again
      </Button>
    </fetcher.Form>
  );
}

const badgeStyles: Record<DeliveryState, string> = {
  queued: "bg-line text-ink",
  retrying: "bg-accent-tint text-ink",
  sent: "bg-success-tint text-success",
  failed: "bg-danger-tint text-danger",
};

/** Where a mail is, in a word. */
export function DeliveryBadge({ state }: { state: DeliveryState }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-sm",
        badgeStyles[state],
      )}
    >
      {deliveryLabels[state]}
    </span>
  );
}
