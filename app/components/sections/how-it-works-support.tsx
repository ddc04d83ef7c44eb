import { LifeBuoy } from "lucide-react";
import { CrisisLine } from "#app/components/layout/crisis-line.tsx";
import { IconBadge } from "#app/components/ui/icon-badge.tsx";
import type { SupportType } from "#app/content/how-it-works.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The six ways to get support, then the real helplines in an urgent care
 * card (NHS style): the crisis support we offer is not an emergency service.
 * `urgentTitle` heads that card, in the page's language.
 */
export function HowItWorksSupport({ items, urgentTitle }: { items: SupportType[]; urgentTitle: string }) {
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title}>
            <article
              className={cn(
                "flex h-full flex-col rounded-lg border bg-surface p-6 shadow-card",
                item.urgent ? "border-danger" : "border-line",
              )}
            >
              <div className="flex items-start justify-between gap-3">
                <IconBadge icon={item.icon} tone={item.urgent ? "danger" : "brand"} />
                {item.badge && (
                  <span className="rounded-full bg-accent-tint px-3 py-1 font-semibold text-brand-deep text-sm">
                    {item.badge}
                  </span>
                )}
              </div>
              <h3 className="mt-4 font-semibold text-xl">{item.title}</h3>
              <p className="mt-2 flex-1 text-muted">{item.text}</p>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-8 overflow-hidden rounded-lg border border-danger bg-surface shadow-card md:flex">
        <p className="flex items-center gap-2 bg-danger px-6 py-3 font-semibold text-white md:w-64 md:shrink-0 md:py-6">
          <LifeBuoy aria-hidden="true" className="size-5 shrink-0" />
          {urgentTitle}
        </p>
        <CrisisLine className="px-6 py-4 text-ink md:py-5" />
      </div>
    </>
  );
}
