import { MessageCircle } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import { useSite } from "#app/lib/site.ts";
import { useT } from "#app/lib/use-t.ts";
import { whatsAppChat } from "#app/lib/whatsapp.ts";

/**
 * "Message us on WhatsApp" (issue 50), only where Settings give the
 * company's WhatsApp number: a plain wa.me link whose text starts with
 * `firstLine` (naming the page it came from; the visitor may change it in
 * WhatsApp). Never crisis help: every page that shows it puts the crisis
 * line above it, and its note sends a person in crisis back to those
 * numbers. It opens as any link does (in WhatsApp, or wa.me's page).
 */
export function WhatsAppOffer({ firstLine, className }: { firstLine: string; className?: string }) {
  const { whatsapp } = useSite();
  // Public pages only: the back office never carries these words.
  const t = useT();
  if (!whatsapp) return null;
  return (
    <div
      data-slot="whatsapp-offer"
      className={cn(
        "flex flex-col gap-4 rounded-lg border border-line bg-surface p-5 text-left sm:flex-row sm:items-center sm:justify-between",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <MessageCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand" />
        <p className="text-ink">
          {t(
            "Rather write than call? We answer WhatsApp messages during support hours. It is not for a crisis: then call the numbers above.",
          )}
        </p>
      </div>
      <a
        href={whatsAppChat(whatsapp.href, firstLine)}
        rel="noopener"
        className={buttonClass("secondary", "md", "shrink-0")}
      >
        {t("Message us on WhatsApp")}
      </a>
    </div>
  );
}
