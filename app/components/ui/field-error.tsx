import { CircleAlert } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";

/**
 * The one error line of every form (DESIGN.md "Forms"), under a field
 * (ui/field.tsx) or a form's own choice: words in the danger colour after an
 * icon, `${id}-error` for the control's aria-describedby. On a public page
 * it is drawn even with no error, hidden, so that the page's script
 * (app/enhance/form.ts `setFieldError`) shows its words in the same markup.
 */

type FieldErrorProps = {
  /** The control's id; the line's is `${id}-error`. */
  id: string;
  error?: string;
  className?: string;
  /** Drawn hidden when empty, its words where a page script writes them. */
  scripted?: boolean;
  /** Read before the words, not shown ("Error: "). */
  lead?: string;
  /** Read out as soon as it shows. */
  alert?: boolean;
};

/** The one error line: a field's error in words with an icon; nothing (or, scripted, a hidden line) when there is none. */
export function FieldError({ id, error, className, scripted, lead, alert }: FieldErrorProps) {
  if (!error && !scripted) return null;
  return (
    <p
      id={`${id}-error`}
      role={alert ? "alert" : undefined}
      hidden={!error}
      className={cn("mt-2 flex items-start gap-2 font-medium text-danger", className)}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {lead && <span className="sr-only">{lead}</span>}
        {scripted ? <span {...mark(hooks.errorText)}>{error}</span> : error}
      </span>
    </p>
  );
}
