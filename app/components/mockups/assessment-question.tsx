import { Lock } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { useLocale } from "#app/lib/locale.ts";

/**
 * PHQ-9 item 2 and its answer scale in the published English wording
 * (Kroenke, Spitzer & Williams, 2001; free to use and reproduce). Quoted
 * word for word, never translated: the caption names the source.
 */
const sample = {
  instrument: "PHQ-9 · Depression screening",
  step: 2,
  total: 9,
  stem: "Over the last 2 weeks, how often have you been bothered by any of the following problems?",
  item: "Feeling down, depressed, or hopeless",
  options: ["Not at all", "Several days", "More than half the days", "Nearly every day"],
  chosen: 1,
};

const progress = Math.round((sample.step / sample.total) * 100);

/**
 * The assessment card of DESIGN.md, drawn in code: one PHQ-9 question with a
 * progress bar. A single image to assistive technology, `label` (in the
 * page's language, from its content module) its description; the screen's
 * own words stay English. `caption` (in the page's language) says it is an
 * illustration and names the source. Nothing in it looks clickable, because
 * nothing in it is.
 */
export function AssessmentQuestion({
  label,
  caption,
  className,
}: {
  label: string;
  caption: string;
  className?: string;
}) {
  // The product's screen is in English: marked so on a page in another language.
  const lang = useLocale() === "en" ? undefined : "en";
  return (
    <figure className={cn("mx-auto w-full max-w-md", className)}>
      <div
        role="img"
        aria-label={label}
        className="overflow-hidden rounded-xl border border-line bg-surface text-left shadow-raised"
      >
        <div
          lang={lang}
          className="flex items-center justify-between gap-3 bg-brand-deep px-5 py-3 text-white"
        >
          <span className="font-semibold">{sample.instrument}</span>
          <span className="rounded-full bg-white/15 px-2.5 py-0.5 text-xs">Sample</span>
        </div>
        <div lang={lang} className="p-5 sm:p-6">
          <div className="flex items-baseline justify-between text-sm">
            <span className="font-medium text-ink">
              Question {sample.step} of {sample.total}
            </span>
            <span className="text-muted">{progress}%</span>
          </div>
          <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-brand-tint">
            <div className="h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
          </div>

          <p className="mt-5 text-muted text-sm">{sample.stem}</p>
          <p className="mt-1 font-semibold text-ink text-xl">{sample.item}</p>

          <ul className="mt-4 space-y-2">
            {sample.options.map((option, index) => {
              const chosen = index === sample.chosen;
              return (
                <li
                  key={option}
                  className={cn(
                    "flex items-center gap-3 rounded-lg border-2 px-4 py-2.5",
                    chosen ? "border-brand bg-brand-tint" : "border-line",
                  )}
                >
                  <span
                    className={cn(
                      "flex size-5 shrink-0 items-center justify-center rounded-full border-2",
                      chosen ? "border-brand" : "border-muted",
                    )}
                  >
                    {chosen && <span className="size-2.5 rounded-full bg-brand" />}
                  </span>
                  <span className={cn("text-ink", chosen && "font-semibold")}>{option}</span>
                  <span className="ml-auto text-muted text-xs">{index}</span>
                </li>
              );
            })}
          </ul>

          <p className="mt-5 flex items-center gap-2 text-muted text-sm">
            <Lock aria-hidden="true" className="size-4" />
            Confidential · about 3-5 minutes
          </p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-muted text-sm">{caption}</figcaption>
    </figure>
  );
}
