import { Sparkles } from "lucide-react";
import type { MentorFeedback, sessionCopy } from "#app/content/try-therasim.ts";
import { cn } from "#app/lib/cn.ts";

/** One line of the conversation: the client on the left, the trainee on the right. */
export function SpeechLine({
  speaker,
  initials,
  text,
  own = false,
}: {
  speaker: string;
  initials?: string;
  text: string;
  own?: boolean;
}) {
  if (own) {
    return (
      <div className="flex flex-col items-end">
        <p className="font-semibold text-ink text-sm">{speaker}</p>
        <p className="mt-1 max-w-[90%] rounded-lg rounded-tr-none bg-brand px-4 py-3 text-white">{text}</p>
      </div>
    );
  }
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-tint font-bold text-brand-deep"
      >
        {initials}
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-ink text-sm">{speaker}</p>
        <p className="mt-1 rounded-lg rounded-tl-none bg-canvas px-4 py-3 text-ink">{text}</p>
      </div>
    </div>
  );
}

/**
 * The AI mentor's panel after a reply, drawn like the preview on the TheraSim
 * page: the Empathy Score as a bar (marigold for the weaker reply), the
 * technique, why it lands that way, and the next step, labelled in `words`.
 */
export function MentorPanel({
  id,
  title,
  words,
  feedback,
  stronger,
}: {
  id: string;
  title: string;
  words: (typeof sessionCopy)["feedback"];
  feedback: MentorFeedback;
  stronger: boolean;
}) {
  const { empathyScore, technique, why, nextStep } = feedback;
  return (
    <div id={id} className="rounded-lg border border-brand-soft bg-brand-tint p-4">
      <h4 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-base text-brand-deep">
        <Sparkles aria-hidden="true" className="size-4" />
        {title}
      </h4>
      <div className="mt-3">
        <p className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium text-ink">{words.empathyScore}</span>
          <span className="font-bold text-brand-deep">
            {empathyScore}
            <span aria-hidden="true">/100</span>
            <span className="sr-only"> {words.outOf}</span>
          </span>
        </p>
        <div aria-hidden="true" className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-surface">
          <div
            className={cn("h-full rounded-full", stronger ? "bg-brand" : "bg-accent")}
            style={{ width: `${empathyScore}%` }}
          />
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-muted">{words.technique}</dt>
        <dd className="-mt-2 font-semibold text-ink sm:mt-0">{technique}</dd>
        <dt className="font-medium text-muted">{words.why}</dt>
        <dd className="-mt-2 text-ink sm:mt-0">{why}</dd>
        <dt className="font-medium text-muted">{words.nextStep}</dt>
        <dd className="-mt-2 text-ink sm:mt-0">{nextStep}</dd>
      </dl>
    </div>
  );
}
