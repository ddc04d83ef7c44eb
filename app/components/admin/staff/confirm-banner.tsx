import { Button } from "#app/components/ui/button.tsx";
import { useHtmlId } from "#app/lib/use-html-id.ts";
import type { TeamAnswer, TeamViewer } from "./staff-screen.ts";
import { sudoReason } from "./staff-words.ts";
import { SudoFields } from "./sudo-fields.tsx";
import type { useTeamForm } from "./team-form.ts";

/**
 * "Confirm it's you" at the top of the screen, shown when the page was read
 * outside sudo mode: the way to confirm without JavaScript (with it, a
 * change that asks opens the dialog instead, and this works the same).
 */
export function ConfirmBanner({
  viewer,
  answer,
  form,
}: {
  viewer: TeamViewer;
  answer: TeamAnswer | undefined;
  /** The page's form: this banner goes once it is confirmed, the answer's toast stays. */
  form: ReturnType<typeof useTeamForm>;
}) {
  const titleId = useHtmlId();
  const { answer: sent, busy, onSubmit } = form;
  const shown = sent ?? answer;
  const failed = shown && !shown.ok ? shown : undefined;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 max-w-3xl rounded-lg border-2 border-brand bg-surface p-5"
    >
      <h2 id={titleId} className="font-bold text-xl">
        Confirm it's you
      </h2>
      <p className="mt-1 text-muted">{sudoReason} Confirm now, then make the change.</p>
      <form method="post" onSubmit={onSubmit} className="mt-4">
        <input type="hidden" name="intent" value="confirm" />
        <SudoFields
          idPrefix="sudo-banner"
          hasAuthenticator={viewer.hasAuthenticator}
          errors={failed?.fieldErrors}
          codeFirst={Boolean(failed?.fieldErrors?.code)}
        />
        <Button type="submit" className="mt-4" disabled={busy}>
          {busy ? "Confirming…" : "Confirm"}
        </Button>
      </form>
    </section>
  );
}
