/**
 * The header's behaviour (spec §2.2 and §9), for every page, hydrated or
 * not: the markup comes from SiteHeader and MobileMenu with every dropdown,
 * group and the phone menu closed, and this wires them by delegation on the
 * document, so it works whatever React renders or re-renders.
 *
 * - Desktop dropdowns: one open at a time; an outside click, Escape (focus
 *   back on its button) or choosing a link closes it.
 * - The phone menu: its button opens and closes it, the page behind does not
 *   scroll while it is open, Escape closes it, and it closes by itself at
 *   768 px and wider or when a link in it is chosen.
 * - The bar: solid with a shadow once scrolled past 20 px; on the home page
 *   transparent over the hero until the first screen minus 100 px has
 *   scrolled by (hooks.scrolled, hooks.open; the colours are CSS).
 */
import * as hooks from "../lib/dom-hooks.ts";
import { closest, find, read, selector, write } from "../lib/dom-hooks.ts";

const SCROLL_THRESHOLD = 20;
const HOME_OFFSET = 100;
const DESKTOP_QUERY = "(min-width: 768px)";

const header = () => find(document, hooks.siteHeader);

function setExpanded(button: Element, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (target) target.hidden = !open;
}

const openDropdowns = `${selector(hooks.dropdown)}[aria-expanded="true"]`;
const openDropdown = () => document.querySelector<HTMLElement>(openDropdowns);
const mobileToggle = () => find(document, hooks.mobileToggle);

function setHeaderOpen(open: boolean) {
  const bar = header();
  if (bar) write(bar, hooks.open, open ? "true" : null);
}

function closeDropdowns() {
  for (const button of document.querySelectorAll(openDropdowns)) setExpanded(button, false);
  setHeaderOpen(false);
}

function setMobileOpen(open: boolean) {
  const toggle = mobileToggle();
  if (!toggle) return;
  setExpanded(toggle, open);
  document.body.style.overflow = open ? "hidden" : "";
  setHeaderOpen(open);
}

function updateScrolled() {
  const bar = header();
  if (!bar) return;
  const threshold =
    read(bar, hooks.home) === "true"
      ? Math.max(window.innerHeight - HOME_OFFSET, SCROLL_THRESHOLD)
      : SCROLL_THRESHOLD;
  write(bar, hooks.scrolled, `${window.scrollY > threshold}`);
}

export function enhanceHeader() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const dropdown = closest(target, hooks.dropdown);
    if (dropdown) {
      const open = dropdown.getAttribute("aria-expanded") !== "true";
      closeDropdowns();
      setExpanded(dropdown, open);
      if (open) setHeaderOpen(true);
      return;
    }
    if (closest(target, hooks.mobileToggle)) {
      setMobileOpen(mobileToggle()?.getAttribute("aria-expanded") !== "true");
      return;
    }
    const group = closest(target, hooks.disclosure);
    if (group) {
      setExpanded(group, group.getAttribute("aria-expanded") !== "true");
      return;
    }
    // Choosing a link in a menu closes it (a page that hydrated does not reload).
    if (target?.closest(`${selector(hooks.dropdownPanel)} a`)) closeDropdowns();
    if (target?.closest("#mobile-menu a")) setMobileOpen(false);
  });

  document.addEventListener("pointerdown", (event) => {
    if (!openDropdown()) return;
    if (!closest(event.target, hooks.mainNav)) closeDropdowns();
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const dropdown = openDropdown();
    if (dropdown) {
      closeDropdowns();
      dropdown.focus();
      return;
    }
    const toggle = mobileToggle();
    if (toggle?.getAttribute("aria-expanded") === "true") {
      setMobileOpen(false);
      toggle.focus();
    }
  });

  const wide = window.matchMedia(DESKTOP_QUERY);
  wide.addEventListener("change", () => {
    if (wide.matches && mobileToggle()?.getAttribute("aria-expanded") === "true") setMobileOpen(false);
  });

  window.addEventListener("scroll", updateScrolled, { passive: true });
  window.addEventListener("resize", updateScrolled);
  // A page that hydrated changes route without a load: the new page may be the home page.
  window.addEventListener("popstate", () => requestAnimationFrame(updateScrolled));
  document.addEventListener("click", () => requestAnimationFrame(updateScrolled));
  updateScrolled();
}
