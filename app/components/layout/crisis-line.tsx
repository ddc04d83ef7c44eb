import { siteConfig } from "#app/content/site-config.ts";
import { cn } from "#app/lib/cn.ts";

const { teleManas, emergency, disclaimer } = siteConfig.crisis;

/** Tele-MANAS and 112 as tap-to-call links, with the not-an-emergency-service line. */
export function CrisisLine({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  const link = cn(
    "font-bold underline decoration-2 underline-offset-4 inline-block py-1",
    inverse ? "text-white" : "text-ink",
  );
  return (
    <div className={className}>
      <p>
        In crisis? Call {teleManas.name}{" "}
        <a className={link} href={`tel:${teleManas.shortTel}`}>
          {teleManas.short}
        </a>{" "}
        (free, 24×7) or{" "}
        <a className={link} href={`tel:${teleManas.longTel}`}>
          {teleManas.long}
        </a>
        . In an emergency, call{" "}
        <a className={link} href={`tel:${emergency.tel}`}>
          {emergency.number}
        </a>
        .
      </p>
      <p className={cn("mt-1 text-sm", inverse ? "text-on-deep-muted" : "text-muted")}>{disclaimer}</p>
    </div>
  );
}
