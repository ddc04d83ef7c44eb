import { CircleAlert } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** The look of every text box on the demo form; the border keeps 3:1 against white. */
export function demoInputClass(invalid: boolean, className?: string) {
  return cn(
    "block min-h-11 w-full rounded-md border-2 bg-surface px-3 py-2 text-base text-ink",
    invalid ? "border-danger" : "border-muted",
    className,
  );
}

type DemoFieldProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: React.ReactNode;
};

/** Label above, hint under the label, the error under the field in words and an icon (DESIGN.md "Forms"). */
export function DemoField({ id, label, hint, error, className, children }: DemoFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-muted text-sm">
          {hint}
        </p>
      )}
      <div className="mt-2">{children}</div>
      <DemoFieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function DemoFieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 flex items-start gap-2 font-medium text-danger text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">Error: </span>
        {error}
      </span>
    </p>
  );
}

/** aria-describedby for a field: its hint and, when shown, its error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
