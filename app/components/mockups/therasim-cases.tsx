import { MessageSquareText, Mic } from "lucide-react";
import { therasimSampleCases } from "#app/content/therasim.ts";
import { cn } from "#app/lib/cn.ts";
import { useLocale } from "#app/lib/locale.ts";

const tints = ["bg-accent-tint", "bg-brand-soft", "bg-success-tint"];

/**
 * The hero's picture of TheraSim: a few fictional AI patients, each with a
 * condition and a mode. One image to assistive technology, `label` (in the
 * page's language, from its content module) its description; the product's
 * screen keeps its English words, marked so on a page in another language.
 */
export function TherasimCases({ label, className }: { label: string; className?: string }) {
  // The `lang` of the screen's own words (not of the role="img" element: its label is in the page's language).
  const lang = useLocale() === "en" ? undefined : "en";
  return (
    <div
      role="img"
      aria-label={label}
      className={cn(
        "mx-auto w-full max-w-md rounded-xl border border-line bg-surface p-5 shadow-raised",
        className,
      )}
    >
      <p lang={lang} className="font-semibold text-ink">
        Practice patients
      </p>
      <p lang={lang} className="text-muted text-sm">
        Sample case library
      </p>
      <ul lang={lang} className="mt-4 space-y-3">
        {therasimSampleCases.map((c, index) => {
          const ModeIcon = c.mode === "Audio" ? Mic : MessageSquareText;
          return (
            <li key={c.name} className="flex items-center gap-3 rounded-lg border border-line bg-canvas p-3">
              <span
                className={cn(
                  "flex size-10 shrink-0 items-center justify-center rounded-full font-bold text-brand-deep",
                  tints[index % tints.length],
                )}
              >
                {c.name.charAt(0)}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold text-ink text-sm">{c.name}</span>
                <span className="mt-0.5 inline-block rounded-full bg-brand-tint px-2 py-0.5 font-medium text-brand-deep text-xs">
                  {c.condition}
                </span>
              </span>
              <span className="flex shrink-0 items-center gap-1 text-muted text-sm">
                <ModeIcon aria-hidden="true" className="size-4" />
                {c.mode}
              </span>
            </li>
          );
        })}
      </ul>
      <div
        lang={lang}
        className="mt-4 flex items-center gap-2 rounded-lg bg-brand-tint px-3 py-2 text-brand-deep text-sm"
      >
        <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
        AI mentor feedback on every reply
      </div>
    </div>
  );
}
