import { crisisLines } from "#app/content/site-config.ts";
import { fill } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { useLanguage } from "#app/lib/locale.ts";

const { teleManas, emergency } = crisisLines;

/** Where every page's "Get help now" link lands: the crisis lines in the footer. */
export const crisisAnchor = "get-help";

/** The crisis numbers as written in copy, and what a phone dials for each. */
const crisisNumbers: [written: string, tel: string][] = [
  [teleManas.long, teleManas.longTel],
  [teleManas.short, teleManas.shortTel],
  [emergency.number, emergency.tel],
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
const crisisPattern = new RegExp(
  `(?<![\\d-])(${crisisNumbers.map(([written]) => escapeRegExp(written)).join("|")})(?![\\d-])`,
);

/**
 * Text with every crisis number in it (Tele-MANAS 14416 and 1-800-891-4416,
 * 112) made a tap-to-call link, for answers and copy kept as plain strings.
 */
export function withCrisisLinks(text: string, className = "font-bold text-ink underline underline-offset-4") {
  const parts = text.split(crisisPattern);
  return parts.map((part, i) => {
    const tel = i % 2 === 1 ? crisisNumbers.find(([written]) => written === part)?.[1] : undefined;
    return tel ? (
      <a key={i} href={`tel:${tel}`} className={cn("inline-block py-1", className)}>
        {part}
      </a>
    ) : (
      part
    );
  });
}

/** Tele-MANAS and 112 as tap-to-call links, with the not-an-emergency-service line. */
export function CrisisLine({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const { text } = useLanguage();
  const link = cn(
    "font-bold underline decoration-2 underline-offset-4 inline-block py-1",
    inverse ? "text-white" : "text-ink",
  );
  return (
    <div className={className}>
      <p>
        {fill(text.crisisLine, {
          teleManas: teleManas.name,
          short: (
            <a className={link} href={`tel:${teleManas.shortTel}`}>
              {teleManas.short}
            </a>
          ),
          long: (
            <a className={link} href={`tel:${teleManas.longTel}`}>
              {teleManas.long}
            </a>
          ),
          emergency: (
            <a className={link} href={`tel:${emergency.tel}`}>
              {emergency.number}
            </a>
          ),
        })}
      </p>
      <p className={cn("mt-1 text-sm", inverse ? "text-on-deep-muted" : "text-muted")}>
        {text.crisisDisclaimer}
      </p>
    </div>
  );
}
