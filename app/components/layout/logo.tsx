import { Link } from "react-router";
import { fillText } from "#app/i18n/fill.tsx";
import { cn } from "#app/lib/cn.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { useSite } from "#app/lib/site.ts";

/** The mark: two overlapping arcs, a bridge between person and practitioner. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="9" fill="#0f766e" />
      <path
        d="M7 21c2.5-6 6-9 9-9s6.5 3 9 9"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="16" cy="10" r="2.6" fill="#f59e0b" />
    </svg>
  );
}

/** `compact` hides the name between 768 and 1024 px, where the desktop menu needs the room. */
export function Logo({ inverse = false, compact = false }: { inverse?: boolean; compact?: boolean }) {
  const site = useSite();
  const { text, link } = useLanguage();
  return (
    <Link
      to={link("/")}
      className={cn(
        "inline-flex min-h-11 items-center gap-2 rounded-md font-bold text-xl tracking-tight",
        inverse ? "text-white" : "text-ink",
      )}
      aria-label={fillText(text.homeLabel, { name: site.name })}
    >
      <LogoMark />
      <span className={compact ? "md:max-lg:sr-only" : undefined}>{site.shortName}</span>
    </Link>
  );
}
