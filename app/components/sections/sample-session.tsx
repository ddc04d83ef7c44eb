import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import type * as script from "#app/content/try-therasim.ts";
import type { ReplyId } from "#app/content/try-therasim.ts";
import { fillText } from "#app/i18n/fill.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useLocale } from "#app/lib/locale.ts";
import { announcement, picksParam, sessionAction, sessionState } from "#app/lib/sample-session.ts";
import { MentorPanel, SpeechLine } from "./mentor-feedback.tsx";

/** The session's script and words in the page's language (app/content/try-therasim.ts or its Hindi). */
export type SessionContent = Pick<
  typeof script,
  "sampleClient" | "sessionTurns" | "sessionCopy" | "closingCopy"
> & {
  openingLine: string;
};

const replyIds: readonly ReplyId[] = ["a", "b"];
const endTitleId = "session-end-title";
const turnTitleId = (number: number) => `turn-${number}-title`;

/**
 * The scripted TheraSim session of /try-therasim. Its whole state is the
 * `?picks=` of the address, so the server renders any step and each reply is
 * a GET form: without JavaScript every choice loads the next step. With it,
 * the step swaps in place (hooks.swap, app/enhance/swap.ts); then the
 * polite live region reads out what hooks.swapAnnounce holds (the
 * feedback and the client's answer; empty until a choice, so nothing is read
 * on arrival), and focus moves to the next turn, or to the end of the session.
 * The forms lead to the page in its own language (`/hi/try-therasim` in Hindi).
 */
export function SampleSession({ picks, content }: { picks: ReplyId[]; content: SessionContent }) {
  const { sampleClient, sessionCopy, closingCopy } = content;
  const locale = useLocale();
  const state = sessionState(picks, content.sessionTurns, content.openingLine);
  const key = picks.join("");
  const { answered, current, closingLine, total } = state;
  const turnTitle = (number: number) => fillText(sessionCopy.turnOf, { number, total });
  return (
    <div
      id="sample-session"
      {...mark(hooks.swap)}
      className="mx-auto max-w-3xl overflow-hidden rounded-xl border border-line bg-surface shadow-raised"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 bg-brand-deep px-4 py-3 text-white sm:px-6">
        <p className="font-semibold">{sessionCopy.windowTitle}</p>
        <p className="rounded-full bg-white/15 px-3 py-0.5 text-sm">
          {current ? turnTitle(current.number) : sessionCopy.complete}
        </p>
      </div>
      <div className="flex flex-col gap-1 border-line border-b bg-canvas px-4 py-4 text-sm sm:px-6">
        <p className="font-semibold text-ink">
          {sampleClient.name} · {sampleClient.focus} · {sampleClient.mode}
        </p>
        <p className="text-muted">{sampleClient.about}</p>
      </div>

      <div
        aria-live="polite"
        aria-atomic="true"
        {...mark(hooks.swapAnnounce, announcement(state, sampleClient.shortName, sessionCopy.announce))}
        className="sr-only"
      />

      <div className="divide-y divide-line">
        {answered.map((turn) => (
          <div key={turn.number} className="space-y-4 p-4 sm:p-6">
            <TurnTitle number={turn.number} text={turnTitle(turn.number)} />
            <SpeechLine speaker={sampleClient.name} initials={sampleClient.initials} text={turn.clientLine} />
            <SpeechLine speaker={sessionCopy.you} text={turn.reply.text} own />
            <MentorPanel
              id={`feedback-${turn.number}`}
              title={sessionCopy.mentor}
              words={sessionCopy.feedback}
              feedback={turn.reply.feedback}
              stronger={turn.stronger}
            />
          </div>
        ))}

        {current && (
          <div className="space-y-4 p-4 sm:p-6">
            <TurnTitle number={current.number} text={turnTitle(current.number)} current />
            <SpeechLine
              speaker={sampleClient.name}
              initials={sampleClient.initials}
              text={current.clientLine}
            />
            <form method="get" action={sessionAction(`feedback-${current.number}`, locale)}>
              <fieldset>
                <legend className="font-semibold text-ink">{sessionCopy.choose}</legend>
                <div className="mt-3 grid gap-3">
                  {replyIds.map((id) => (
                    <button
                      key={id}
                      type="submit"
                      name={picksParam}
                      value={key + id}
                      className="min-h-11 w-full rounded-lg border-2 border-brand-soft bg-surface px-4 py-3 text-left text-ink transition-colors duration-150 hover:border-brand hover:bg-brand-tint"
                    >
                      {current.turn.options[id].text}
                    </button>
                  ))}
                </div>
              </fieldset>
            </form>
          </div>
        )}

        {closingLine !== null && (
          <div className="space-y-6 p-4 sm:p-6">
            <SpeechLine speaker={sampleClient.name} initials={sampleClient.initials} text={closingLine} />
            <div className="rounded-lg bg-brand-deep px-4 py-8 text-center text-white sm:px-8">
              <h3
                id={endTitleId}
                tabIndex={-1}
                {...mark(hooks.swapFocus)}
                className="font-bold text-2xl text-white"
              >
                {closingCopy.title}
              </h3>
              <p className="mt-3 font-semibold text-on-deep-muted">
                {fillText(sessionCopy.summary, {
                  average: state.averageScore ?? 0,
                  stronger: state.strongerCount,
                  total,
                })}
              </p>
              <p className="mx-auto mt-4 max-w-xl text-on-deep-muted">{closingCopy.text}</p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
                <ButtonLink to={closingCopy.primary.to} variant="inverse" size="lg">
                  {closingCopy.primary.label}
                </ButtonLink>
                <form method="get" action={sessionAction("session", locale)}>
                  <Button type="submit" variant="inverse-outline" size="lg" className="w-full">
                    {sessionCopy.startAgain}
                  </Button>
                </form>
              </div>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** A turn's heading; the current turn's takes focus after a reply (hooks.swapFocus). */
function TurnTitle({ number, text, current = false }: { number: number; text: string; current?: boolean }) {
  return (
    <h3
      id={turnTitleId(number)}
      tabIndex={-1}
      {...mark(hooks.swapFocus, current)}
      className="font-semibold text-brand text-sm uppercase tracking-wider"
    >
      {text}
    </h3>
  );
}
