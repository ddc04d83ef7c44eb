import { ChevronDown } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { demoLink, desktopMenus, faqLink } from "#app/content/navigation.ts";
import { cn } from "#app/lib/cn.ts";
import { GetHelpLink } from "./get-help-link.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

const HEADER_HEIGHT = 64;
const SCROLL_THRESHOLD = 20;
const HOME_OFFSET = 100;

/**
 * Spec §2.2 and §9: solid with a shadow once scrolled past 20 px; on the home
 * page the bar stays transparent over the hero until the first screen minus
 * 100 px has scrolled by (so a window under 618 px tall starts transparent too).
 */
function useScrolled(isHome: boolean) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => {
      const threshold = isHome
        ? Math.max(window.innerHeight - HOME_OFFSET, SCROLL_THRESHOLD)
        : SCROLL_THRESHOLD;
      setScrolled(window.scrollY > threshold);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [isHome]);
  return scrolled;
}

/** `calm`: no "Request a Demo" button, on a page that may be read by someone in crisis. */
export function SiteHeader({ calm = false }: { calm?: boolean }) {
  const { pathname } = useLocation();
  const isHome = pathname === "/";
  const scrolled = useScrolled(isHome);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);

  const close = useCallback(() => setOpenMenu(null), []);

  // One dropdown at a time; it closes on an outside click or on Escape.
  useEffect(() => {
    if (!openMenu) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = document.getElementById(`menu-trigger-${openMenu}`);
      setOpenMenu(null);
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openMenu]);

  // A navigation closes whatever was open.
  useEffect(() => {
    if (pathname) setOpenMenu(null);
  }, [pathname]);

  const transparent = isHome && !scrolled && !openMenu;

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn(
        "fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-200",
        // Opaque, never a backdrop filter: a filter would make the header the containing block of
        // the fixed phone menu, squeezing it into the 64 px bar.
        transparent ? "bg-transparent" : "bg-canvas",
        scrolled && "shadow-[0_1px_0_rgb(31_41_55/0.08),0_6px_20px_rgb(31_41_55/0.06)]",
      )}
      style={{ height: HEADER_HEIGHT }}
    >
      <div className="container-page flex h-full items-center justify-between gap-4">
        <Logo compact />
        <nav ref={navRef} aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {desktopMenus.map((menu) => {
              const isOpen = openMenu === menu.id;
              const active = menu.links.some((link) => pathname.toLowerCase() === link.to);
              return (
                <li key={menu.id} className="relative">
                  <button
                    type="button"
                    id={`menu-trigger-${menu.id}`}
                    aria-expanded={isOpen}
                    aria-controls={`menu-${menu.id}`}
                    onClick={() => setOpenMenu(isOpen ? null : menu.id)}
                    className={cn(
                      "inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2 font-medium text-ink text-sm hover:text-brand lg:px-3 lg:text-base",
                      active && "text-brand",
                    )}
                  >
                    {menu.label}
                    <ChevronDown
                      aria-hidden="true"
                      className={cn("size-4 transition-transform", isOpen && "rotate-180")}
                    />
                  </button>
                  <div
                    id={`menu-${menu.id}`}
                    hidden={!isOpen}
                    className="absolute top-full left-0 mt-2 w-72 rounded-lg border border-line bg-surface p-2 shadow-raised"
                  >
                    <ul>
                      {menu.links.map((link) => (
                        <li key={link.to}>
                          <NavLink
                            to={link.to}
                            onClick={close}
                            className="block rounded-md px-3 py-2.5 hover:bg-brand-tint aria-[current=page]:bg-brand-tint"
                          >
                            <span className="block font-semibold text-ink">{link.label}</span>
                            {link.description && (
                              <span className="block text-muted text-sm">{link.description}</span>
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
              <NavLink
                to={faqLink.to}
                className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 font-medium text-ink text-sm hover:text-brand aria-[current=page]:text-brand lg:px-3 lg:text-base"
              >
                {faqLink.label}
              </NavLink>
            </li>
            {!calm && (
              <li className="ml-1 lg:ml-2">
                <Link
                  to={demoLink.to}
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
