import { CircleAlert } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** A text control's look, without its margin. */
export const controlClass =
  "block min-h-12 w-full rounded-md border-2 border-muted bg-surface px-3 py-2 text-base text-ink aria-invalid:border-danger";
export const inputClass = `mt-2 ${controlClass}`;

/** The ids a field's control points at: its hint and its error, when shown. */
export function describedBy(id: string, hint: boolean, error: string | undefined) {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

type FieldProps = {
  id: string;
  label: string;
  hint?: React.ReactNode;
  error?: string;
  required?: boolean;
  children: React.ReactNode;
  className?: string;
};

/**
 * DESIGN's form field: the label above, the hint under it, then the control,
 * then the error in the danger colour with an icon and words. "(required)"
 * is for the eye; the control itself carries aria-required.
 */
export function Field({ id, label, hint, error, required, children, className }: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="font-normal text-muted">
            {" "}
            (required)
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-muted text-sm">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={cn("mt-2 flex items-start gap-2 font-medium text-danger", className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{error}</span>
    </p>
  );
}
