import { Search } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

type SearchFieldProps = Omit<React.ComponentProps<"input">, "id" | "type" | "className"> & {
  /** The input's id; the hint, when there is one, is `${id}-hint`. */
  id: string;
  label: string;
  /** A line under the label, read out after it. */
  hint?: string;
  /** A button beside the input (a form's submit); the input then takes a button's height. */
  button?: React.ReactNode;
  /** On the wrapper around label, hint and input. */
  className?: string;
};

/** A labelled search box with a magnifier drawn inside its left edge. */
export function SearchField({ id, label, hint, button, className, ...props }: SearchFieldProps) {
  const hintId = `${id}-hint`;
  return (
    <div data-slot="search-field" className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-muted text-sm">
          {hint}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <div className="relative min-w-0 flex-1">
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-5 text-muted"
          />
          <input
            id={id}
            type="search"
            aria-describedby={hint ? hintId : undefined}
            className={cn(
              "block w-full rounded-md border-2 border-muted bg-surface py-2 pr-3 pl-10 text-base text-ink placeholder:text-muted disabled:opacity-70",
              button ? "min-h-11" : "min-h-12",
            )}
            {...props}
          />
        </div>
        {button}
      </div>
    </div>
  );
}
