import { Phone } from "lucide-react";
import { crisisLines } from "#app/content/site-config.ts";
import { fillText } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { useLanguage } from "#app/lib/locale.ts";

const { teleManas, emergency } = crisisLines;

type ContactCrisisCardProps = {
  title: string;
  text: string;
  /** A word in the heading band, e.g. "Urgent". */
  badge?: string;
  /** Wide: text beside the numbers from tablet width, for a full-width row. */
  wide?: boolean;
  className?: string;
};

/**
 * An NHS-style urgent care card: a danger heading band, plain words, and the
 * crisis numbers from site-config as large tap-to-call targets.
 */
export function ContactCrisisCard({ title, text, badge, wide = false, className }: ContactCrisisCardProps) {
  const { text: words } = useLanguage();
  const numbers = [
    { label: `${teleManas.name} ${teleManas.short}`, note: words.crisisFree, tel: teleManas.shortTel },
    {
      label: teleManas.long,
      note: fillText(words.crisisTollFree, { name: teleManas.name }),
      tel: teleManas.longTel,
    },
    { label: emergency.number, note: words.crisisEmergency, tel: emergency.tel },
  ];
  return (
    <article
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-lg border-2 border-danger bg-surface",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 bg-danger px-5 py-3">
        <h3 className="font-bold text-white text-xl">{title}</h3>
        {badge && (
          <span className="rounded-full bg-white px-2.5 py-0.5 font-bold text-danger text-xs uppercase tracking-wider">
            {badge}
          </span>
        )}
      </div>
      <div className={cn("flex flex-1 flex-col p-5", wide && "md:grid md:grid-cols-[1fr_1.4fr] md:gap-x-8")}>
        <p className={cn("text-ink", wide && "md:text-lg")}>{text}</p>
        <ul className={cn("mt-4 space-y-2", wide && "md:row-span-2 md:mt-0")}>
          {numbers.map((number) => (
            <li key={number.tel}>
              <a
                href={`tel:${number.tel}`}
                className="flex min-h-12 items-center gap-3 rounded-md border-2 border-danger px-3 py-2 text-ink hover:bg-danger-tint"
              >
                <Phone aria-hidden="true" className="size-5 shrink-0 text-danger" />
                <span className="flex flex-col">
                  <span className="font-bold text-lg leading-6">
                    <span className="sr-only">{words.callPrefix}</span>
                    {number.label}
                  </span>
                  <span className="text-muted text-sm">{number.note}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-muted text-sm">{words.crisisDisclaimer}</p>
      </div>
    </article>
  );
}
