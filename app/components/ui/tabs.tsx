import { cn } from "#app/lib/cn.ts";
import { useHtmlId } from "#app/lib/use-html-id.ts";

export type TabItem = { id: string; label: string; content: React.ReactNode };

type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem[];
  defaultId?: string;
  className?: string;
};

/**
 * WAI-ARIA tabs, as markup with the first (or `defaultId`) selected: one tab
 * stop, a click or the arrow keys (and Home/End) select, the panel follows,
 * all in app/enhance/tabs.ts, so pages with tabs need no framework.
 *
 * Below 768 px the tabs stack, full width, one per row: three or four labels
 * such as "For AI Documentation" never fit one row at 320-414 px, and a row
 * that scrolls sideways would hide some of them. Up and Down move as Left and
 * Right do, which suits the stacked list.
 */
export function Tabs({ label, items, defaultId, className }: TabsProps) {
  const selected = defaultId ?? items[0]?.id;
  const base = useHtmlId();

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-col gap-1 rounded-lg bg-surface p-1 shadow-card md:inline-flex md:flex-row md:flex-wrap"
      >
        {items.map((item) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              className={cn(
                "min-h-11 shrink-0 rounded-md px-4 text-left font-semibold transition-colors md:whitespace-nowrap md:text-center",
                "text-muted hover:bg-brand-tint hover:text-brand-deep aria-selected:bg-brand aria-selected:text-white aria-selected:hover:bg-brand aria-selected:hover:text-white",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== selected}
          className="mt-6 rounded-lg"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
