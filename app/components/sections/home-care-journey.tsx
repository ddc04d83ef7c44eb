import { Section } from "#app/components/ui/section.tsx";
import type { careJourney } from "#app/content/home.ts";

/** Four numbered steps, joined by a line on wide screens (spec §2.4 "Complete Care Journey"). */
export function HomeCareJourney({ journey }: { journey: typeof careJourney }) {
  return (
    <Section id={journey.id} eyebrow={journey.eyebrow} title={journey.title} intro={journey.intro}>
      {/*
        The thread joining the steps: down the side on phones, across on wide screens.
        It sits beside the list, not in it: an <ol> holds <li> elements only.
      */}
      <div className="relative">
        <span aria-hidden="true" className="absolute top-6 bottom-6 left-6 w-0.5 bg-brand-soft lg:hidden" />
        <span
          aria-hidden="true"
          className="absolute top-6 right-[12.5%] left-[12.5%] hidden h-0.5 bg-brand-soft lg:block"
        />
        <ol className="relative grid gap-6 lg:grid-cols-4">
          {journey.steps.map(({ title, text }, index) => (
            <li
              key={title}
              className="relative flex gap-4 lg:flex-col lg:items-center lg:gap-0 lg:text-center"
            >
              <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-lg text-white ring-8 ring-canvas">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1 rounded-lg border border-line bg-surface p-5 shadow-card lg:mt-4">
                <h3 className="font-semibold text-xl">{title}</h3>
                <p className="mt-2 text-muted">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
