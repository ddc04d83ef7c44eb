import { LifeBuoy } from "lucide-react";
import { crisisLines } from "#app/content/site-config.ts";
import { fill } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { useT } from "#app/lib/use-t.ts";

const { teleManas, emergency } = crisisLines;
const link = "inline-block py-1 font-bold text-ink underline underline-offset-4";

/**
 * Beside the submit button of every form a person seeking help may use (the
 * contact form, the demo request, the waitlist; issue 33): this is not an
 * emergency service, and the crisis numbers as tap-to-call links.
 */
export function NotEmergencyNotice({ className }: { className?: string }) {
  const t = useT();
  return (
    <div
      data-slot="not-emergency"
      className={cn(
        "flex items-start gap-3 rounded-md border-danger border-l-4 bg-surface px-4 py-3",
        className,
      )}
    >
      <LifeBuoy aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
      <p className="text-ink">
        <strong>{t("This form is not an emergency service.")}</strong>{" "}
        {fill(
          t(
            "If you are in crisis, call {teleManas} {short} (free, 24×7). If you or someone else is in immediate danger, call {emergency}.",
          ),
          {
            teleManas: teleManas.name,
            short: (
              <a href={`tel:${teleManas.shortTel}`} className={link}>
                {teleManas.short}
              </a>
            ),
            emergency: (
              <a href={`tel:${emergency.tel}`} className={link}>
                {emergency.number}
              </a>
            ),
          },
        )}
      </p>
    </div>
  );
}
