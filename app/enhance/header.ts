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
 *   scrolled by (`data-scrolled`, `data-open`; the colours are CSS).
 */

const SCROLL_THRESHOLD = 20;
const HOME_OFFSET = 100;
const DESKTOP_QUERY = "(min-width: 768px)";

const header = () => document.querySelector<HTMLElement>("[data-site-header]");

function setExpanded(button: Element, open: boolean) {
  button.setAttribute("aria-expanded", String(open));
  const target = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (target) target.hidden = !open;
}

const openDropdown = () => document.querySelector('[data-dropdown][aria-expanded="true"]');
const mobileToggle = () => document.querySelector("[data-mobile-toggle]");

function closeDropdowns() {
  for (const button of document.querySelectorAll('[data-dropdown][aria-expanded="true"]')) {
    setExpanded(button, false);
  }
  header()?.removeAttribute("data-open");
}

function setMobileOpen(open: boolean) {
  const toggle = mobileToggle();
  if (!toggle) return;
  setExpanded(toggle, open);
  document.body.style.overflow = open ? "hidden" : "";
  if (open) header()?.setAttribute("data-open", "true");
  else header()?.removeAttribute("data-open");
}

function updateScrolled() {
  const bar = header();
  if (!bar) return;
  const threshold =
    bar.dataset.home === "true"
      ? Math.max(window.innerHeight - HOME_OFFSET, SCROLL_THRESHOLD)
      : SCROLL_THRESHOLD;
  bar.dataset.scrolled = String(window.scrollY > threshold);
}

export function enhanceHeader() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const dropdown = target?.closest("[data-dropdown]");
    if (dropdown) {
      const open = dropdown.getAttribute("aria-expanded") !== "true";
      closeDropdowns();
      setExpanded(dropdown, open);
      if (open) header()?.setAttribute("data-open", "true");
      return;
    }
    if (target?.closest("[data-mobile-toggle]")) {
      setMobileOpen(mobileToggle()?.getAttribute("aria-expanded") !== "true");
      return;
    }
    const group = target?.closest("[data-disclosure]");
    if (group) {
      setExpanded(group, group.getAttribute("aria-expanded") !== "true");
      return;
    }
    // Choosing a link in a menu closes it (a page that hydrated does not reload).
    if (target?.closest("[data-dropdown-panel] a")) closeDropdowns();
    if (target?.closest("#mobile-menu a")) setMobileOpen(false);
  });

  document.addEventListener("pointerdown", (event) => {
    if (!openDropdown()) return;
    if (!(event.target as Element | null)?.closest("[data-main-nav]")) closeDropdowns();
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const dropdown = openDropdown();
    if (dropdown) {
      closeDropdowns();
      (dropdown as HTMLElement).focus();
      return;
    }
    const toggle = mobileToggle();
    if (toggle?.getAttribute("aria-expanded") === "true") {
      setMobileOpen(false);
      (toggle as HTMLElement).focus();
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
