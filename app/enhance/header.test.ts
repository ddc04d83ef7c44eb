// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { read, selector } from "#app/lib/dom-hooks.ts";
import { happyDOM, removeListeners, serverMarkup, trackListeners } from "#tests/utils/dom.ts";
import { enhanceHeader } from "./header.ts";

/** The header as the server renders it on an inner page and on the home page. */
const markup: Record<string, string> = {
  "/faqs": serverMarkup(createElement(SiteHeader), "/faqs"),
  "/": serverMarkup(createElement(SiteHeader), "/"),
};

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const bar = () => $(selector(hooks.siteHeader));
const open = () => read(bar(), hooks.open);
const scrolled = () => read(bar(), hooks.scrolled);
const trigger = (id: string) => $<HTMLButtonElement>(`#menu-trigger-${id}`);
const panel = (id: string) => $(`#menu-${id}`);
const toggle = () => $<HTMLButtonElement>(selector(hooks.mobileToggle));
const menu = () => $("#mobile-menu");
const expanded = (button: Element) => button.getAttribute("aria-expanded");

const press = (key: string, target: Element = document.activeElement ?? document.body) =>
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
const pointerDown = (target: Element) =>
  target.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));

function scrollTo(y: number) {
  window.scrollTo(0, y);
  window.dispatchEvent(new Event("scroll"));
}

function page(path: string) {
  document.body.innerHTML = markup[path] ?? "";
  // The browser would follow a chosen link; here the page stays.
  document.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) event.preventDefault();
  });
  enhanceHeader();
}

beforeEach(() => {
  trackListeners();
  happyDOM().setViewport({ width: 1024, height: 768 });
  window.scrollTo(0, 0);
  document.body.style.overflow = "";
});
afterEach(removeListeners);

describe("the header's dropdowns (app/enhance/header.ts)", () => {
  beforeEach(() => page("/faqs"));

  it("opens one dropdown at a time", () => {
    expect(panel("solutions").hidden).toBe(true);
    trigger("solutions").click();
    expect(expanded(trigger("solutions"))).toBe("true");
    expect(panel("solutions").hidden).toBe(false);
    expect(open()).toBe("true");

    trigger("about").click();
    expect(expanded(trigger("solutions"))).toBe("false");
    expect(panel("solutions").hidden).toBe(true);
    expect(panel("about").hidden).toBe(false);

    trigger("about").click();
    expect(panel("about").hidden).toBe(true);
    expect(open()).toBeNull();
  });

  it("closes on a press outside the menus, not on one inside them", () => {
    trigger("resources").click();
    pointerDown(panel("resources"));
    expect(panel("resources").hidden).toBe(false);
    pointerDown(document.body);
    expect(panel("resources").hidden).toBe(true);
    expect(expanded(trigger("resources"))).toBe("false");
  });

  it("closes on Escape, focus back on its button", () => {
    trigger("approach").click();
    panel("approach").querySelector("a")!.focus();
    press("Escape");
    expect(panel("approach").hidden).toBe(true);
    expect(document.activeElement).toBe(trigger("approach"));
  });

  it("closes when one of its links is chosen", () => {
    trigger("solutions").click();
    panel("solutions").querySelector<HTMLAnchorElement>('a[href="/solutions/assessments"]')!.click();
    expect(panel("solutions").hidden).toBe(true);
  });
});

describe("the phone menu (app/enhance/header.ts)", () => {
  beforeEach(() => {
    happyDOM().setViewport({ width: 375, height: 700 });
    page("/faqs");
  });

  it("opens and closes with its button, the page behind not scrolling while open", () => {
    expect(menu().hidden).toBe(true);
    toggle().click();
    expect(expanded(toggle())).toBe("true");
    expect(menu().hidden).toBe(false);
    expect(document.body.style.overflow).toBe("hidden");
    expect(open()).toBe("true");
    toggle().click();
    expect(menu().hidden).toBe(true);
    expect(document.body.style.overflow).toBe("");
    expect(open()).toBeNull();
  });

  it("opens and closes its groups", () => {
    toggle().click();
    const group = $<HTMLButtonElement>(`${selector(hooks.disclosure)}[aria-controls="m-solutions"]`);
    group.click();
    expect(expanded(group)).toBe("true");
    expect($("#m-solutions").hidden).toBe(false);
    group.click();
    expect($("#m-solutions").hidden).toBe(true);
  });

  it("closes on Escape, focus back on its button", () => {
    toggle().click();
    menu().querySelector("a")!.focus();
    press("Escape");
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(toggle());
  });

  it("closes when a link in it is chosen", () => {
    toggle().click();
    menu().querySelector<HTMLAnchorElement>('a[href="/faqs"]')!.click();
    expect(menu().hidden).toBe(true);
    expect(document.body.style.overflow).toBe("");
  });

  it("closes by itself at 768 px and wider", async () => {
    toggle().click();
    happyDOM().setViewport({ width: 800 });
    await new Promise((resolve) => setTimeout(resolve));
    expect(menu().hidden).toBe(true);
    expect(expanded(toggle())).toBe("false");
  });
});

describe("the bar (app/enhance/header.ts)", () => {
  it("is marked scrolled past 20 px", () => {
    page("/faqs");
    expect(scrolled()).toBe("false");
    scrollTo(21);
    expect(scrolled()).toBe("true");
    scrollTo(20);
    expect(scrolled()).toBe("false");
  });

  it("on the home page, only once the first screen less 100 px has scrolled by", () => {
    page("/");
    expect(read(bar(), hooks.home)).toBe("true");
    scrollTo(400);
    expect(scrolled()).toBe("false");
    scrollTo(669);
    expect(scrolled()).toBe("true");
  });

  it("is marked at once when the page is shown already scrolled", () => {
    window.scrollTo(0, 300);
    page("/faqs");
    expect(scrolled()).toBe("true");
  });
});
