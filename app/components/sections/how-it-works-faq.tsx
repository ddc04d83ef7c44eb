import { ChevronDown } from "lucide-react";
import { CrisisLine } from "#app/components/layout/crisis-line.tsx";
import type { HowFaq } from "#app/content/how-it-works.ts";

/**
 * Spec §2.9 and §4: at most one answer open at a time, and clicking the open
 * one closes it. Native `<details name>` gives exactly that (an exclusive
 * accordion) with keyboard support and no JavaScript.
 */
export function HowItWorksFaq({ items }: { items: HowFaq[] }) {
  return (
    <div className="divide-y divide-line rounded-lg border border-line bg-surface shadow-card">
      {items.map((item) => (
        <details
          key={item.id}
          name="how-it-works-faq"
          id={`faq-${item.id}`}
          className="group first:[&>summary]:rounded-t-lg last:[&:not([open])>summary]:rounded-b-lg"
        >
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink text-lg hover:bg-brand-tint md:px-6 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-muted md:px-6">
            <p>{item.answer}</p>
            {item.crisis && <CrisisLine className="mt-4 rounded-md bg-danger-tint p-4 text-ink" />}
          </div>
        </details>
      ))}
    </div>
  );
}
