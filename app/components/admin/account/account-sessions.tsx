import { Form, useNavigation } from "react-router";
import { DetailList } from "#app/components/admin/leads/detail-list.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { SessionView } from "#app/lib/services.server.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import { type AdminArea, adminAreaNames } from "#common/constants.ts";
import { formatIstDateTime } from "#common/format-date.ts";
import { type AccountAnswer, AnswerLine, answerTo, useFocusWhen } from "./account-answer.tsx";

/** One session as the list shows it. */
export type AccountSession = Pick<
  SessionView,
  "id" | "area" | "device" | "address" | "signedInAt" | "lastSeenAt" | "current"
>;

function SessionItem({ session }: { session: AccountSession }) {
  const titleId = useHtmlId();
  const navigation = useNavigation();
  const ending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "end-session" &&
    navigation.formData.get("sessionId") === session.id;
  return (
    <li className="rounded-md border border-line p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={titleId} className="font-bold text-lg">
          {session.device}
        </h3>
        {session.current && (
          <span className="inline-flex items-center rounded-full bg-brand-tint px-2.5 py-0.5 font-semibold text-brand-deep text-sm">
            This session
          </span>
        )}
      </div>
      <div className="mt-2">
        <DetailList
          fields={[
            ["Area", adminAreaNames[session.area as AdminArea] ?? session.area],
            ["Address", session.address ?? "Not known"],
            ["Signed in", formatIstDateTime(session.signedInAt)],
            [
              "Last seen",
              session.lastSeenAt ? formatIstDateTime(session.lastSeenAt) : "Not since signing in",
            ],
          ]}
        />
      </div>
      {!session.current && (
        <Form method="post" preventScrollReset className="mt-3">
          <input type="hidden" name="intent" value="end-session" />
          <input type="hidden" name="sessionId" value={session.id} />
          <Button type="submit" variant="secondary" disabled={ending} aria-describedby={titleId}>
            {ending ? "Ending…" : "End session"}
          </Button>
        </Form>
      )}
    </li>
  );
}

/**
 * The account's live sessions in both areas, this one first and marked; any
 * other can be ended here (that browser is signed out at its next request).
 */
export function AccountSessions({
  sessions,
  answer,
  hydrated,
}: {
  sessions: AccountSession[];
  answer: AccountAnswer | undefined;
  hydrated: boolean;
}) {
  const titleId = useHtmlId();
  const mine = answerTo(answer, "end-session");
  const heading = useFocusWhen<HTMLHeadingElement>(answer, mine?.ok === true);
  const ordered = [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-line bg-surface p-5 shadow-sm md:p-6"
    >
      <h2 id={titleId} ref={heading} tabIndex={-1} className="font-bold text-xl outline-none">
        Sessions
      </h2>
      <p className="mt-1 max-w-prose text-muted">
        Where this account is signed in now, in both areas. End any session you do not recognise, then ask an
        administrator to change your password.
      </p>
      <AnswerLine answer={mine} hydrated={hydrated} />
      <ul className="mt-4 grid gap-3 xl:grid-cols-2">
        {ordered.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
    </section>
  );
}
