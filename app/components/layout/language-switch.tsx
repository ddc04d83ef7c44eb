import { Languages } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { hasHindi, hindiHome, hreflang, languageTag, pathIn } from "#common/i18n/locale.ts";

/**
 * The link to the page in the other language (issue 36), written in that
 * language: the same page when it has a version there (query kept), else
 * that language's home page. No automatic redirect by the browser's
 * language: the visitor chooses, and the page's script remembers a choice
 * made here for the next visit (app/enhance/language.ts).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { locale, text, englishPath } = useLanguage();
  const { search } = useLocation();
  const other = locale === "en" ? "hi" : "en";
  const same = other === "en" || hasHindi(englishPath);
  const target =
    other === "en" ? `${englishPath}${search}` : same ? pathIn("hi", `${englishPath}${search}`) : hindiHome;
  return (
    <Link
      to={target}
      lang={languageTag[other]}
      hrefLang={hreflang[other]}
      {...mark(hooks.languageSwitch, other)}
      aria-label={same ? text.otherLanguageLabel : undefined}
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-md px-2 font-medium text-ink hover:text-brand",
        className,
      )}
    >
      <Languages aria-hidden="true" className="size-5 shrink-0" />
      {/* "हिन्दी" on an English page in the system's font: the page then fetches no Devanagari font. */}
      <span className={other === "hi" ? "font-[system-ui,sans-serif]" : undefined}>{text.otherLanguage}</span>
    </Link>
  );
}
