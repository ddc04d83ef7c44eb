// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ExitThisPage } from "#app/components/layout/exit-this-page.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find } from "#app/lib/dom-hooks.ts";
import { EXIT_PAGE_URL } from "#common/constants.ts";
import { removeListeners, renderPage, trackListeners } from "#tests/utils/dom.ts";
import { enhanceExitThisPage, shiftWindowMs, shortcutDescription } from "./exit-this-page.ts";

const link = () => find<HTMLAnchorElement>(document, hooks.exitPage)!;
const key = (type: "keydown" | "keyup", key: string, shiftKey = key === "Shift") =>
  document.dispatchEvent(
    new KeyboardEvent(type, { key, shiftKey: type === "keydown" && shiftKey, bubbles: true }),
  );
const pressShift = () => {
  key("keydown", "Shift");
  key("keyup", "Shift");
};

let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  trackListeners();
  vi.useFakeTimers();
  renderPage(createElement(ExitThisPage), "/get-help");
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, "replace").mockImplementation(replace);
});
afterEach(() => {
  removeListeners();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.hidden = false;
});

describe("Exit this page (app/enhance/exit-this-page.ts)", () => {
  it("is a plain link to the neutral site before the script", () => {
    expect(link().getAttribute("href")).toBe(EXIT_PAGE_URL);
    expect(link().getAttribute("rel")).toBe("noreferrer");
    expect(link().hasAttribute("aria-describedby")).toBe(false);
  });

  it("replaces the page rather than adding to the history, and blanks it at once", () => {
    enhanceExitThisPage();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(replace).toHaveBeenCalledWith(EXIT_PAGE_URL);
    expect(document.body.hidden).toBe(true);
  });

  it("describes the shortcut only once it works", () => {
    enhanceExitThisPage();
    const id = link().getAttribute("aria-describedby")!;
    expect(document.getElementById(id)?.textContent).toBe(shortcutDescription);
  });

  it("leaves on Shift pressed three times within the window", () => {
    enhanceExitThisPage();
    pressShift();
    pressShift();
    expect(replace).not.toHaveBeenCalled();
    vi.advanceTimersByTime(shiftWindowMs - 100);
    pressShift();
    expect(replace).toHaveBeenCalledWith(EXIT_PAGE_URL);
  });

  it("does not leave when the presses are too far apart", () => {
    enhanceExitThisPage();
    pressShift();
    pressShift();
    vi.advanceTimersByTime(shiftWindowMs + 1);
    pressShift();
    expect(replace).not.toHaveBeenCalled();
  });

  it("does not count Shift held for capital letters, nor presses broken by another key", () => {
    enhanceExitThisPage();
    for (const letter of ["H", "W", "T", "A"]) {
      key("keydown", "Shift");
      key("keydown", letter, true);
      key("keyup", letter);
      key("keyup", "Shift");
    }
    pressShift();
    pressShift();
    key("keydown", "a", false);
    pressShift();
    expect(replace).not.toHaveBeenCalled();
  });
});
