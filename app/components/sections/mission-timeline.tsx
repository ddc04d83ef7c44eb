import type { TimelineItem } from "#app/content/mission.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * The vision years as an ordered list drawn as a timeline: a line down the
 * left on phones, across the top from desktop width, with a dot per year.
 * The line sits beside the list, not in it: an <ol> holds <li> elements only.
 * `label` names the list, in the page's language.
 */
export function MissionTimeline({ items, label }: { items: TimelineItem[]; label: string }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute top-2 bottom-2 left-[0.6875rem] w-1 rounded-full bg-brand-soft lg:top-[0.6875rem] lg:right-0 lg:bottom-auto lg:left-0 lg:h-1 lg:w-auto"
      />
      <ol aria-label={label} className="relative grid gap-10 lg:grid-cols-3 lg:gap-8">
        {items.map((item, index) => (
          <li key={item.year} className="relative pl-12 lg:pt-12 lg:pl-0">
            <span
              aria-hidden="true"
              className={cn(
                "absolute top-0 left-0 size-6 rounded-full border-4 border-surface",
                index === 0 ? "bg-accent" : "bg-brand",
              )}
            />
            <p
              className={cn(
                "inline-block rounded-full px-3 py-1 font-bold text-lg",
                index === 0 ? "bg-accent-tint text-brand-deep" : "bg-brand-tint text-brand-deep",
              )}
            >
              {item.year}
            </p>
            <h3 className="mt-3 font-semibold text-xl">{item.title}</h3>
            <p className="mt-2 text-muted">{item.text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
