import { Sparkles } from "lucide-react";
import { therasimSampleSession } from "#app/content/therasim.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale } from "#app/lib/locale.ts";

const { patient, message, feedback, suggestions } = therasimSampleSession;

/**
 * The TheraSim preview of spec §1, drawn in code: a patient message, the AI
 * mentor panel (Empathy Score as a meter, Technique, Next Step) and two
 * suggested responses. One image to assistive technology, with nothing in it
 * that looks clickable, because nothing in it is. `label` (what a screen
 * reader hears instead of the drawing: every element, in reading order) and
 * `caption` come in the page's language from its content module; the
 * product's screen keeps its English words, marked so on a page in another language.
 */
export function TherasimChat({
  label,
  caption,
  className,
}: {
  label: string;
  caption: string;
  className?: string;
}) {
  // The `lang` of the screen's own words (not of the role="img" element: its label is in the page's language).
  const lang = useLocale() === "en" ? undefined : "en";
  return (
    <figure className={cn("mx-auto w-full max-w-xl", className)}>
      <div
        role="img"
        aria-label={label}
        className="overflow-hidden rounded-xl border border-line bg-surface text-left shadow-raised"
      >
        <div
          lang={lang}
          className="flex flex-wrap items-center justify-between gap-2 bg-brand-deep px-4 py-3 text-white sm:px-5"
        >
          <span className="font-semibold">TheraSim · Practice session</span>
          <span className="rounded-full bg-white/15 px-3 py-0.5 text-sm">
            {patient.condition} · {patient.mode}
          </span>
        </div>

        <div lang={lang} className="space-y-5 p-4 sm:p-6">
          <div className="flex items-start gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-tint font-bold text-brand-deep">
              {patient.initials}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink text-sm">{patient.name}</p>
              <p className="mt-1 rounded-lg rounded-tl-none bg-canvas px-4 py-3 text-ink">{message}</p>
            </div>
          </div>

          <div className="rounded-lg border border-brand-soft bg-brand-tint p-4">
            <p className="flex items-center gap-2 font-semibold text-brand-deep">
              <Sparkles aria-hidden="true" className="size-4" />
              AI mentor feedback
            </p>
            <div className="mt-3">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium text-ink">Empathy Score</span>
                <span className="font-bold text-brand-deep">{feedback.empathyScore}/100</span>
              </div>
              <div className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-surface">
                <div
                  className="h-full rounded-full bg-brand"
                  style={{ width: `${feedback.empathyScore}%` }}
                />
              </div>
            </div>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="font-medium text-muted">Technique</dt>
              <dd className="-mt-2 font-semibold text-ink sm:mt-0">{feedback.technique}</dd>
              <dt className="font-medium text-muted">Next Step</dt>
              <dd className="-mt-2 text-ink sm:mt-0">{feedback.nextStep}</dd>
            </dl>
          </div>

          <div>
            <p className="font-medium text-muted text-sm">Suggested responses</p>
            <ul className="mt-2 flex flex-col gap-2">
              {suggestions.map((text) => (
                <li
                  key={text}
                  className="self-start rounded-xl border border-brand-soft bg-surface px-4 py-2 text-ink text-sm"
                >
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-muted text-sm">{caption}</figcaption>
    </figure>
  );
}
