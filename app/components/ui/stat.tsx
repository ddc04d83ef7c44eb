import { cn } from "#app/lib/cn.ts";

/** A figure from the spec with what it means and where it comes from. */
export function Stat({
  value,
  label,
  note,
  inverse = false,
}: {
  value: string;
  label: string;
  note?: string;
  inverse?: boolean;
}) {
  return (
    <div className="flex flex-col">
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
    </div>
  );
}

/** A row of stats as a description list. */
export function StatGrid({ children, className }: { children: React.ReactNode; className?: string }) {
  return <dl className={cn("grid gap-8 sm:grid-cols-2 lg:grid-cols-4", className)}>{children}</dl>;
}
