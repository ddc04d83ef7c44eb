import { LifeBuoy } from "lucide-react";
import { useLanguage } from "#app/lib/locale.ts";
import { crisisAnchor } from "./crisis-line.tsx";

/**
 * "Get help now", on every page: a plain in-page link to the crisis lines in
 * the footer (Tele-MANAS and 112 as tap-to-call links), so it works before
 * any script and never leaves the page. From 768 to 1023 px only the icon
 * shows, with the words for screen readers.
 */
export function GetHelpLink() {
  const { text } = useLanguage();
  return (
    <a
      href={`#${crisisAnchor}`}
      className="inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap rounded-md px-2 font-semibold text-danger text-sm hover:bg-danger-tint lg:px-3 lg:text-base"
    >
      <LifeBuoy aria-hidden="true" className="size-5 shrink-0" />
      <span className="md:max-lg:sr-only">{text.getHelpNow}</span>
    </a>
  );
}
