import { CircleAlert } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useT } from "#app/lib/use-t.ts";

/**
 * The look of every text box on the demo form; the border keeps 3:1 against
 * white, and turns to the danger colour while the field is aria-invalid
 * (set by the server after a refused post, or by the page's script).
 */
export function demoInputClass(className?: string) {
  return cn(
    "block min-h-11 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger",
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

/**
 * A field's error, rendered hidden when there is none: the page's script
 * (app/enhance/form.ts `setFieldError`) writes its words and shows it, so
 * an error looks the same whether the server or the browser found it.
 */
export function DemoFieldError({ id, error }: { id: string; error?: string }) {
  const t = useT();
  return (
    <p id={id} hidden={!error} className="mt-2 flex items-start gap-2 font-medium text-danger text-sm">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        <span className="sr-only">{t("Error: ")}</span>
        <span {...mark(hooks.errorText)}>{error}</span>
      </span>
    </p>
  );
}

/** aria-describedby for a field: its hint and, when shown, its error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}
