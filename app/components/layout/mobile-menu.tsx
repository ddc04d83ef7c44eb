import { ChevronDown, Menu, X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { CrisisLine } from "./crisis-line.tsx";
import { LanguageSwitch } from "./language-switch.tsx";

/**
 * The phone menu of spec §2.2, as markup with everything closed: collapsible
 * groups, the crisis lines at the end. app/enhance/header.ts opens and
 * closes it, locks the page's scroll while it is open, and closes it at
 * 768 px and wider or when a link is chosen.
 */
export function MobileMenu({ calm = false }: { calm?: boolean }) {
  const { text, link, navigation } = useLanguage();
  const { demoLink, mobileGroups, mobileLinks } = navigation;
  const linkClass =
    "flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-ink hover:bg-brand-tint aria-[current=page]:text-brand";

  return (
    <div className="md:hidden">
      <button
        type="button"
        id="mobile-menu-trigger"
        {...mark(hooks.mobileToggle)}
        aria-expanded="false"
        aria-controls="mobile-menu"
        className="group inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-tint"
      >
        <X aria-hidden="true" className="hidden size-6 group-aria-expanded:block" />
        <Menu aria-hidden="true" className="size-6 group-aria-expanded:hidden" />
        <span className="sr-only group-aria-expanded:hidden">{text.openMenu}</span>
        <span className="sr-only hidden group-aria-expanded:inline">{text.closeMenu}</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label={text.mobileNav}
        hidden
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-line border-t bg-canvas px-4 pt-4 pb-10"
      >
        <ul className="space-y-1">
          {mobileGroups.map((group) => (
            <li key={group.id}>
              <button
                type="button"
                {...mark(hooks.disclosure)}
                aria-expanded="false"
                aria-controls={group.id}
                className={cn(linkClass, "group w-full justify-between text-left")}
              >
                {group.label}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 transition-transform group-aria-expanded:rotate-180"
                />
              </button>
              <ul id={group.id} hidden className="mb-2 ml-3 border-line border-l-2 pl-2">
                {group.links.map((item) => (
                  <li key={item.to}>
                    <NavLink to={link(item.to)} className={cn(linkClass, "text-base")}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {mobileLinks.map((item) => (
            <li key={item.to}>
              <NavLink to={link(item.to)} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitch className="min-h-12 px-3 text-lg" />
          </li>
        </ul>
        {!calm && (
          <Link to={link(demoLink.to)} className={buttonClass("primary", "lg", "mt-6 w-full")}>
            {demoLink.label}
          </Link>
        )}
        <section aria-labelledby="mobile-crisis-title" className="mt-8 rounded-lg bg-danger-tint p-4">
          <h2 id="mobile-crisis-title" className="font-bold text-ink text-lg">
            {text.needHelpNow}
          </h2>
          <CrisisLine className="mt-1" />
        </section>
      </nav>
    </div>
  );
}
