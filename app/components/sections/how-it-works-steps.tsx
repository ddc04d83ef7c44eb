import { ButtonLink } from "#app/components/ui/button.tsx";
import type { HowStep } from "#app/content/how-it-works.ts";
import { fillText } from "#app/i18n/fill.tsx";

/**
 * The three numbered steps, each with the one button that starts it. `label`
 * names the list and `stepLabel` ("Step {number}: ") is read out before each
 * title, both in the page's language.
 */
export function HowItWorksSteps({
  steps,
  label,
  stepLabel,
}: {
  steps: HowStep[];
  label: string;
  stepLabel: string;
}) {
  return (
    <ol aria-label={label} className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex flex-col rounded-lg border border-line bg-surface p-6 pt-8 shadow-card"
        >
          <span
            aria-hidden="true"
            className="-top-5 absolute left-6 flex size-10 items-center justify-center rounded-full bg-brand font-bold text-lg text-white ring-4 ring-canvas"
          >
            {index + 1}
          </span>
          <step.icon aria-hidden="true" className="size-7 text-brand" />
          <h3 className="mt-3 font-semibold text-xl">
            <span className="sr-only">{fillText(stepLabel, { number: index + 1 })}</span>
            {step.title}
          </h3>
          <p className="mt-2 flex-1 text-muted">{step.text}</p>
          <ButtonLink
            to={step.action.to}
            variant={index === 0 ? "primary" : "secondary"}
            className="mt-6 self-stretch sm:self-start"
          >
            {step.action.label}
          </ButtonLink>
        </li>
      ))}
    </ol>
  );
}
