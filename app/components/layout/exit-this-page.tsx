import { LogOut } from "lucide-react";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { EXIT_PAGE_URL } from "#common/constants.ts";

const shortcutId = "exit-this-page-shortcut";

/**
 * "Exit this page" (the GOV.UK pattern, issue 33), at the top of a page a
 * person may need to leave in a hurry: the contact page, /get-help and
 * articles in a health category. A plain link to a neutral site, so it
 * works before any script; with the page's script (app/enhance/
 * exit-this-page.ts) it replaces this page in the history, so Back does not
 * return here, and Shift pressed three times does the same, which the
 * script then adds to the link's description. Its own strip at the top of
 * the page, above the hero (whose decorations never sit behind a control),
 * then sticky below the header, so it stays in reach while the page
 * scrolls. Rendered once per page.
 */
export function ExitThisPage() {
  const { text } = useLanguage();
  return (
    <div className="pointer-events-none sticky top-16 z-30">
      <div className="container-page flex justify-end pt-2">
        <a
          href={EXIT_PAGE_URL}
          rel="noreferrer"
          {...mark(hooks.exitPage)}
          className="pointer-events-auto inline-flex min-h-11 min-w-11 items-center gap-2 rounded-md border-2 border-white bg-danger px-4 py-2 font-bold text-white shadow-lg hover:bg-danger-hover"
        >
          <LogOut aria-hidden="true" className="size-5 shrink-0" />
          {text.exitThisPage}
        </a>
        <span
          id={shortcutId}
          className="sr-only"
          {...mark(hooks.exitShortcutText, text.exitShortcut)}
          {...mark(hooks.exitShortcut)}
        />
      </div>
    </div>
  );
}
