import { ArrowDown, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { EcosystemStep, EcosystemWords } from "#app/content/approach.ts";
import { fill } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";

/**
 * The chain Assessments → CRM → TheraSim → Better Outcomes as an ordered
 * list: arrows join the steps (down on phones, across from desktop width).
 * Its words come in the page's language (app/content/approach.ts and its Hindi twin).
 */
export function ApproachEcosystem({ steps, words }: { steps: EcosystemStep[]; words: EcosystemWords }) {
  return (
    <ol aria-label={words.label} className="grid gap-10 lg:grid-cols-4 lg:gap-8">
      {steps.map((step, index) => {
        const last = index === steps.length - 1;
        return (
          <li key={step.title} className="relative">
            <div
              className={cn(
                "flex h-full flex-col rounded-lg border p-6 shadow-card",
                last ? "border-brand-deep bg-brand-deep text-white" : "border-line bg-surface",
              )}
            >
              <div className="flex items-center gap-4 lg:block">
                <span
                  className={cn(
                    "inline-flex size-12 shrink-0 items-center justify-center rounded-lg",
                    last ? "bg-white/15 text-white" : "bg-brand-tint text-brand",
                  )}
                >
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <div className="lg:mt-4">
                  <p className={cn("font-semibold text-sm", last ? "text-on-deep-muted" : "text-muted")}>
                    {fill(words.stepLabel, { number: index + 1 })}
                  </p>
                  <h3 className={cn("font-semibold text-xl", last && "text-white")}>{step.title}</h3>
                </div>
              </div>
              <p className={cn("mt-3 flex-1 lg:mt-2", last ? "text-on-deep-muted" : "text-muted")}>
                {step.text}
              </p>
              {step.link && (
                <Link
                  to={step.link.to}
                  className="mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-brand underline decoration-1 underline-offset-4 hover:decoration-2"
                >
                  {step.link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              )}
            </div>
            {!last && (
              <span
                aria-hidden="true"
                className="-bottom-9 lg:-right-8 absolute left-1/2 flex size-8 -translate-x-1/2 items-center justify-center rounded-full bg-accent text-brand-deep lg:top-1/2 lg:bottom-auto lg:left-auto lg:translate-x-0 lg:-translate-y-1/2"
              >
                <ArrowDown className="size-5 lg:hidden" />
                <ArrowRight className="hidden size-5 lg:block" />
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
