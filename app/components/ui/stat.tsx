import { type FigureSource, sourceText } from "#app/content/figures.ts";
import { fill } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";

/** A figure from the spec with what it means and where it comes from. */
export function Stat({
  value,
  label,
  note,
  source,
  fact = false,
  inverse = false,
}: {
  value: string;
  label: string;
  note?: string;
  /** Where the figure comes from; a figure in a StatGrid with a source shares the grid's. */
  source?: FigureSource;
  /** A fact about the product ("3 simple steps"), not a statistic: it needs no source. */
  fact?: boolean;
  inverse?: boolean;
}) {
  const site = useSite();
  const { text } = useLanguage();
  return (
    <div data-figure={fact ? undefined : ""} className="flex flex-col">
      <dt className={cn("order-2 mt-1 font-medium", inverse ? "text-white" : "text-ink")}>{label}</dt>
      <dd
        className={cn(
          "order-1 font-bold text-4xl tracking-tight md:text-5xl",
          inverse ? "text-white" : "text-brand",
        )}
      >
        {value}
      </dd>
      {note && (
        <dd className={cn("order-3 mt-1 text-sm", inverse ? "text-on-deep-muted" : "text-muted")}>{note}</dd>
      )}
      {source && (
        <dd
          data-figure-source
          className={cn("order-4 mt-1 text-xs", inverse ? "text-on-deep-muted" : "text-muted")}
        >
          {fill(text.sourceLine, { source: sourceText(source, site, text.ownFigure) })}
        </dd>
      )}
    </div>
  );
}

/** A grid of figures; with `source`, one source line under the grid for all of them. */
export function StatGrid({
  children,
  className,
  source,
}: {
  children: React.ReactNode;
  className?: string;
  source?: string;
}) {
  const { text } = useLanguage();
  const grid = <dl className={cn("grid gap-8 sm:grid-cols-2 lg:grid-cols-4", className)}>{children}</dl>;
  if (!source) return grid;
  return (
    <div data-figures>
      {grid}
      <p data-figure-source className="mt-4 text-muted text-xs">
        {fill(text.sourceLine, { source })}
      </p>
    </div>
  );
}
