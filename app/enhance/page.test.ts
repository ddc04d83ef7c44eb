// @vitest-environment happy-dom
import { createElement, Fragment } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { NotFoundScreen } from "#app/components/sections/not-found-screen.tsx";
import { Tabs } from "#app/components/ui/tabs.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find, read, write } from "#app/lib/dom-hooks.ts";
import { visitKey } from "#app/lib/visit.ts";
import { removeListeners, serverMarkup, trackListeners } from "#tests/utils/dom.ts";
import { enhancePage } from "./page.ts";

/** A page with the header, tabs and the not-found screen, as the server renders it. */
const markup = serverMarkup(
  createElement(
    Fragment,
    null,
    createElement(SiteHeader),
    createElement(Tabs, {
      label: "Plans",
      items: [
        { id: "one", label: "One", content: "First" },
        { id: "two", label: "Two", content: "Second" },
      ],
    }),
    createElement(NotFoundScreen),
  ),
  "/no-such-page",
);

const root = document.documentElement;
const visit = () => JSON.parse(sessionStorage.getItem(visitKey) ?? "null") as Record<string, unknown> | null;

beforeEach(() => {
  trackListeners();
  sessionStorage.clear();
  for (const hook of [hooks.enhanced, hooks.hydrate, hooks.hydrated]) root.removeAttribute(hook);
  window.history.replaceState(null, "", "/no-such-page?utm_source=newsletter");
  document.body.innerHTML = markup;
});
afterEach(removeListeners);

describe("every page's script (app/enhance/page.ts)", () => {
  it("wires the common behaviour: header, tabs, the not-found screen's buttons", () => {
    enhancePage();
    const dropdown = document.querySelector<HTMLButtonElement>("#menu-trigger-solutions")!;
    dropdown.click();
    expect(dropdown.getAttribute("aria-expanded")).toBe("true");
    const second = [...document.querySelectorAll<HTMLElement>('[role="tab"]')][1]!;
    second.click();
    expect(second.getAttribute("aria-selected")).toBe("true");
    const retry = find<HTMLButtonElement>(document, hooks.retry)!;
    vi.useFakeTimers();
    vi.spyOn(window.location, "reload").mockImplementation(() => {});
    retry.click();
    expect(retry.textContent).toBe("Retrying...");
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("records the visit, then runs the page's own behaviour, then marks the page enhanced", () => {
    const seen: unknown[] = [];
    enhancePage(() => seen.push({ visit: visit(), enhanced: read(root, hooks.enhanced) }));
    expect(seen).toEqual([
      {
        visit: expect.objectContaining({ page: "/no-such-page", utmSource: "newsletter" }),
        enhanced: null,
      },
    ]);
    expect(read(root, hooks.enhanced)).toBe("true");
  });

  it("runs once, however often it is called", () => {
    const own = vi.fn();
    enhancePage(own);
    enhancePage(own);
    expect(own).toHaveBeenCalledOnce();
    // The header's dropdown still opens and closes with one listener.
    const dropdown = document.querySelector<HTMLButtonElement>("#menu-trigger-about")!;
    dropdown.click();
    expect(dropdown.getAttribute("aria-expanded")).toBe("true");
  });

  it("on a page that hydrates, waits for React before touching the markup", async () => {
    write(root, hooks.hydrate, "true");
    const own = vi.fn();
    enhancePage(own);
    const dropdown = document.querySelector<HTMLButtonElement>("#menu-trigger-about")!;
    dropdown.click();
    expect(dropdown.getAttribute("aria-expanded")).toBe("false");
    expect(own).not.toHaveBeenCalled();
    expect(read(root, hooks.enhanced)).toBeNull();

    write(root, hooks.hydrated, "true");
    await vi.waitFor(() => expect(own).toHaveBeenCalledOnce(), { interval: 1 });
    expect(read(root, hooks.enhanced)).toBe("true");
    dropdown.click();
    expect(dropdown.getAttribute("aria-expanded")).toBe("true");
  });

  it("runs at once on a page that has already hydrated", () => {
    write(root, hooks.hydrate, "true");
    write(root, hooks.hydrated, "true");
    const own = vi.fn();
    enhancePage(own);
    expect(own).toHaveBeenCalledOnce();
  });
});

describe("the script of a page with no behaviour of its own (app/enhance/index.ts)", () => {
  it("runs the common part when it loads", async () => {
    vi.resetModules();
    await import("./index.ts");
    expect(read(root, hooks.enhanced)).toBe("true");
    expect(visit()).toMatchObject({ page: "/no-such-page" });
    const dropdown = document.querySelector<HTMLButtonElement>("#menu-trigger-resources")!;
    dropdown.click();
    expect(dropdown.getAttribute("aria-expanded")).toBe("true");
  });
});
