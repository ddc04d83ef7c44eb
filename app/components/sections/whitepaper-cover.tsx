import { FileText } from "lucide-react";
import type { studyFacts, whitepaperCover } from "#app/content/whitepaper.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { useSite } from "#app/lib/site.ts";

/**
 * The white paper's cover, drawn in code: title, publisher and the study at a
 * glance, in the page's language (its words come from the page's content).
 */
export function WhitepaperCover({
  words,
  title,
  facts,
}: {
  words: typeof whitepaperCover;
  /** The paper's title. */
  title: string;
  facts: typeof studyFacts;
}) {
  const site = useSite();
  return (
    <figure className="mx-auto w-full max-w-sm">
      <div
        role="img"
        aria-label={fillText(words.label, { title, company: site.name })}
        className="relative isolate aspect-[3/4] overflow-clip rounded-lg bg-brand-deep p-7 text-white shadow-raised"
      >
        <svg
          aria-hidden="true"
          className="-z-10 absolute inset-0 h-full w-full"
          viewBox="0 0 300 400"
          preserveAspectRatio="xMidYMid slice"
        >
          <circle cx="270" cy="40" r="120" fill="#115e59" />
          <circle cx="20" cy="390" r="110" fill="#0f766e" />
          <path
            d="M0 200c60-40 120-46 180-14s90 30 120 4"
            fill="none"
            stroke="#f59e0b"
            strokeOpacity="0.5"
            strokeWidth="8"
          />
        </svg>
        <div className="flex h-full flex-col">
          <span className="inline-flex items-center gap-2 self-start rounded-full bg-white/15 px-3 py-1 font-semibold text-sm">
            <FileText aria-hidden="true" className="size-4" />
            {words.badge}
          </span>
          <p className="mt-6 font-bold text-2xl leading-tight">{title}</p>
          <p className="mt-3 text-on-deep-muted text-sm">{words.subtitle}</p>
          <div className="mt-auto grid grid-cols-2 gap-3">
            {facts.map((fact) => (
              <div key={fact.label} className="rounded-md bg-white/10 px-3 py-2">
                <span className="block font-bold text-xl">{fact.value}</span>
                <span className="block text-on-deep-muted text-xs">{fact.label}</span>
              </div>
            ))}
          </div>
          <p className="mt-5 font-semibold text-sm">{site.name}</p>
        </div>
      </div>
    </figure>
  );
}
