import { useId, useRef, useState } from "react";
import { cn } from "#app/lib/cn.ts";

export type TabItem = { id: string; label: string; content: React.ReactNode };

type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  items: TabItem[];
  defaultId?: string;
  className?: string;
};

/**
 * WAI-ARIA tabs: one tab stop, arrow keys (and Home/End) move and select,
 * the panel follows. A few dozen lines instead of a library.
 *
 * Below 768 px the tabs stack, full width, one per row: three or four labels
 * such as "For AI Documentation" never fit one row at 320-414 px, and a row
 * that scrolls sideways would hide some of them. Up and Down move as Left and
 * Right do, which suits the stacked list.
 */
export function Tabs({ label, items, defaultId, className }: TabsProps) {
  const [selected, setSelected] = useState(defaultId ?? items[0]?.id);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    tabRefs.current[items.indexOf(item)]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-col gap-1 rounded-lg bg-surface p-1 shadow-card md:inline-flex md:flex-row md:flex-wrap"
      >
        {items.map((item, index) => {
          const active = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "min-h-11 shrink-0 rounded-md px-4 text-left font-semibold transition-colors md:whitespace-nowrap md:text-center",
                active ? "bg-brand text-white" : "text-muted hover:bg-brand-tint hover:text-brand-deep",
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
