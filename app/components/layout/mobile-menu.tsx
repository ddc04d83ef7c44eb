import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { demoLink, mobileGroups, mobileLinks } from "#app/content/navigation.ts";
import { cn } from "#app/lib/cn.ts";
import { CrisisLine } from "./crisis-line.tsx";

const DESKTOP_QUERY = "(min-width: 768px)";

/** The phone menu of spec §2.2: collapsible groups, scroll locked while open. */
export function MobileMenu({ calm = false }: { calm?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    if (pathname) setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => wide.matches && setOpen(false);
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      document.getElementById("mobile-menu-trigger")?.focus();
    };
    wide.addEventListener("change", onWide);
    document.addEventListener("keydown", onKey);
    return () => {
      document.body.style.overflow = overflow;
      wide.removeEventListener("change", onWide);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const linkClass =
    "flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-ink hover:bg-brand-tint aria-[current=page]:text-brand";

  return (
    <div className="md:hidden">
      <button
        type="button"
        id="mobile-menu-trigger"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-md text-ink hover:bg-brand-tint"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!open}
        className="fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-line border-t bg-canvas px-4 pt-4 pb-10"
      >
        <ul className="space-y-1">
          {mobileGroups.map((group) => {
            const expanded = openGroup === group.id;
            return (
              <li key={group.id}>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={group.id}
                  onClick={() => setOpenGroup(expanded ? null : group.id)}
                  className={cn(linkClass, "w-full justify-between text-left")}
                >
                  {group.label}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn("size-5 transition-transform", expanded && "rotate-180")}
                  />
                </button>
                <ul id={group.id} hidden={!expanded} className="mb-2 ml-3 border-line border-l-2 pl-2">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink
                        to={link.to}
                        onClick={() => setOpen(false)}
                        className={cn(linkClass, "text-base")}
                      >
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
          {mobileLinks.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} onClick={() => setOpen(false)} className={linkClass}>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        {!calm && (
          <Link
            to={demoLink.to}
            onClick={() => setOpen(false)}
            className={buttonClass("primary", "lg", "mt-6 w-full")}
          >
            {demoLink.label}
          </Link>
        )}
        <section aria-labelledby="mobile-crisis-title" className="mt-8 rounded-lg bg-danger-tint p-4">
          <h2 id="mobile-crisis-title" className="font-bold text-ink text-lg">
            Need help now?
          </h2>
          <CrisisLine className="mt-1" />
        </section>
      </nav>
    </div>
  );
}
