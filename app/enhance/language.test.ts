// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LanguageSwitch } from "#app/components/layout/language-switch.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find } from "#app/lib/dom-hooks.ts";
import { choseHindi, languageCookie } from "#common/i18n/language-cookie.ts";
import { happyDOM, removeListeners, renderPage, trackListeners } from "#tests/utils/dom.ts";
import { enhanceLanguageChoice } from "./language.ts";

/** Every cookie the page writes, as written (attributes and all). */
let written: string[];

/** The switcher as the server renders it on the page at `path`, with another link beside it. */
function openPage(path: string) {
  renderPage(
    createElement(
      "div",
      null,
      createElement(LanguageSwitch),
      createElement("a", { href: "/about" }, "About"),
    ),
    path,
  );
  happyDOM().setURL(`${window.location.protocol}//${window.location.host}${path}`);
}

/** A click as a visitor's, on `target`; the test page goes nowhere. */
function click(target: Element) {
  target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
}

/** The document's own `cookie` accessor, from its prototypes, to pass writes on to. */
function cookieProperty(from: object): PropertyDescriptor {
  for (let proto = Object.getPrototypeOf(from); proto; proto = Object.getPrototypeOf(proto)) {
    const property = Object.getOwnPropertyDescriptor(proto, "cookie");
    if (property) return property;
  }
  throw new Error("no cookie property");
}

const switcher = () => find<HTMLAnchorElement>(document, hooks.languageSwitch)!;

beforeEach(() => {
  trackListeners();
  // Not followed: the test stays on its page.
  document.addEventListener("click", (event) => event.preventDefault());
  const cookie = cookieProperty(document);
  written = [];
  vi.spyOn(document, "cookie", "set").mockImplementation((value: string) => {
    written.push(value);
    cookie.set!.call(document, value);
  });
});
afterEach(() => {
  removeListeners();
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: the test takes away the cookie the script set
  document.cookie = `${languageCookie.name}=; Path=/; Max-Age=0`;
  happyDOM().setURL("http://localhost:3000/");
});

describe("the language switcher's memory (app/enhance/language.ts)", () => {
  it("remembers Hindi for a year when the switcher on an English page is followed, as the server reads it", () => {
    openPage("/faqs");
    enhanceLanguageChoice();
    // A click on the words inside the link counts as one on the link.
    click(switcher().querySelector("span")!);
    expect(written).toEqual([
      `${languageCookie.name}=hi; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`,
    ]);
    expect(choseHindi(document.cookie)).toBe(true);
  });

  it("sets English back when the switcher on a Hindi page is followed", () => {
    openPage("/faqs");
    enhanceLanguageChoice();
    click(switcher());
    expect(choseHindi(document.cookie)).toBe(true);

    // The Hindi page the link led to; its switcher leads back to English.
    openPage("/hi/faqs");
    expect(switcher().getAttribute("href")).toBe("/faqs");
    click(switcher());
    expect(written.at(-1)).toMatch(new RegExp(`^${languageCookie.name}=en;`));
    expect(choseHindi(document.cookie)).toBe(false);
  });

  it("marks the cookie Secure on an https page", () => {
    happyDOM().setURL("https://anvaya.in/");
    openPage("/about");
    enhanceLanguageChoice();
    click(switcher());
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(/; SameSite=Lax; Secure$/);
  });

  it("remembers nothing for any other click, nor before the script runs", () => {
    openPage("/faqs");
    click(switcher());
    expect(written).toEqual([]);
    enhanceLanguageChoice();
    click(document.querySelector('a[href="/about"]')!);
    click(document.body);
    expect(written).toEqual([]);
    expect(document.cookie).toBe("");
  });
});
