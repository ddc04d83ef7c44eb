import { ButtonLink } from "#app/components/ui/button.tsx";
import { Stat } from "#app/components/ui/stat.tsx";
import type { howDifference } from "#app/content/how-it-works.ts";

/** What sets the journey apart, one button to begin it, and the quick facts beside them. */
export function HowItWorksDifference({ content }: { content: typeof howDifference }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start lg:gap-16">
      <div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {content.points.map((point) => (
            <li key={point.title} className="flex gap-4">
              <point.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
              <div>
                <h3 className="font-semibold text-lg">{point.title}</h3>
                <p className="mt-1 text-muted">{point.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <ButtonLink to={content.action.to} size="lg" className="mt-8 w-full sm:w-auto">
          {content.action.label}
        </ButtonLink>
      </div>
      <div className="rounded-xl bg-brand-deep p-6 text-white md:p-8">
        <p className="font-semibold text-on-deep-muted text-sm uppercase tracking-wider">
          {content.factsTitle}
        </p>
        <dl className="mt-6 grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
          {content.facts.map((fact) => (
            <Stat key={fact.label} value={fact.value} label={fact.label} fact inverse />
          ))}
        </dl>
      </div>
    </div>
  );
}
