import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Fades sections in as they scroll into view, once. Only sections still
 * below the fold when the page is shown are hidden first, so nothing the
 * reader already sees blinks, and without JavaScript everything is visible.
 */
export function useRevealOnScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === "") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (!("IntersectionObserver" in window)) return;
    const pending = [...document.querySelectorAll<HTMLElement>("[data-reveal]")].filter(
      (el) => el.getBoundingClientRect().top > window.innerHeight,
    );
    if (pending.length === 0) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.remove("reveal-pending");
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    for (const el of pending) {
      el.classList.add("reveal-pending");
      observer.observe(el);
    }
    return () => {
      observer.disconnect();
      for (const el of pending) el.classList.remove("reveal-pending");
    };
  }, [pathname]);
}
