import { ChevronDown } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/cn.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { mark } from "#app/lib/dom-hooks.ts";
import { useLanguage } from "#app/lib/locale.ts";
import { GetHelpLink } from "./get-help-link.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

const HEADER_HEIGHT = 64;

/**
 * Spec §2.2: the header, as markup with every dropdown closed. Its behaviour
 * (dropdowns, the phone menu, the scrolled bar) is app/enhance/header.ts,
 * the same on every page whether it hydrates or not.
 *
 * `calm`: no "Request a Demo" button, on a page that may be read by someone in crisis.
 */
export function SiteHeader({ calm = false }: { calm?: boolean }) {
  const { pathname } = useLocation();
  const { text, link, navigation, englishPath } = useLanguage();
  const { demoLink, desktopMenus, faqLink } = navigation;
  const isHome = englishPath === "/";

  return (
    <header
      {...mark(hooks.siteHeader)}
      {...mark(hooks.home, `${isHome}`)}
      {...mark(hooks.scrolled, "false")}
      // Opaque, never a backdrop filter: a filter would make the header the containing block of
      // the fixed phone menu, squeezing it into the 64 px bar. Colours: app.css.
      className="fixed inset-x-0 top-0 z-50"
      style={{ height: HEADER_HEIGHT }}
    >
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Logo compact />
        <nav {...mark(hooks.mainNav)} aria-label={text.mainNav} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {desktopMenus.map((menu) => {
              const active = menu.links.some((item) => pathname.toLowerCase() === link(item.to));
              return (
                <li key={menu.id} className="relative">
                  <button
                    type="button"
                    id={`menu-trigger-${menu.id}`}
                    {...mark(hooks.dropdown)}
                    aria-expanded="false"
                    aria-controls={`menu-${menu.id}`}
                    className={cn(
                      "group inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2 font-medium text-ink text-sm hover:text-brand lg:px-3 lg:text-base",
                      active && "text-brand",
                    )}
                  >
                    {menu.label}
                    <ChevronDown
                      aria-hidden="true"
                      className="size-4 transition-transform group-aria-expanded:rotate-180"
                    />
                  </button>
                  <div
                    id={`menu-${menu.id}`}
                    {...mark(hooks.dropdownPanel)}
                    hidden
                    className="absolute top-full left-0 mt-2 w-72 rounded-lg border border-line bg-surface p-2 shadow-raised"
                  >
                    <ul>
                      {menu.links.map((item) => (
                        <li key={item.to}>
                          <NavLink
                            to={link(item.to)}
                            className="block rounded-md px-3 py-2.5 hover:bg-brand-tint aria-[current=page]:bg-brand-tint"
                          >
                            <span className="block font-semibold text-ink">{item.label}</span>
                            {item.description && (
                              <span className="block text-muted text-sm">{item.description}</span>
                            )}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              );
            })}
            <li>
              <GetHelpLink />
            </li>
            <li>
              <LanguageSwitch className="text-sm lg:px-3 lg:text-base" />
            </li>
            <li>
              <NavLink
                to={link(faqLink.to)}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 font-medium text-ink text-sm hover:text-brand aria-[current=page]:text-brand lg:px-3 lg:text-base"
              >
                {faqLink.label}
              </NavLink>
            </li>
            {!calm && (
              <li className="ml-1 lg:ml-2">
                <Link
                  to={link(demoLink.to)}
                  className={buttonClass("primary", "md", "whitespace-nowrap max-lg:px-3 max-lg:text-sm")}
                >
                  {demoLink.label}
                </Link>
              </li>
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-1 md:hidden">
          <GetHelpLink />
          <MobileMenu calm={calm} />
        </div>
      </div>
    </header>
  );
}
