// @vitest-environment happy-dom
import { createElement, Fragment } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Section } from "#app/components/ui/section.tsx";
import * as hooks from "#app/lib/dom-hooks.ts";
import { findAll } from "#app/lib/dom-hooks.ts";
import { happyDOM, renderPage } from "#tests/utils/dom.ts";
import { enhanceReveal } from "./reveal.ts";

/** The browser's IntersectionObserver, driven by the test: `scrollIntoView` says a section came into view. */
class FakeObserver {
  static last: FakeObserver | null = null;
  readonly observed = new Set<Element>();
  readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  show(element: Element, isIntersecting = true) {
    const entry = { target: element, isIntersecting } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Three sections: the first on the first screen (768 px high), the others below the fold. */
const tops = [120, 900, 1800];
const sections = () => findAll(document, hooks.reveal);
const pending = () => sections().map((section) => section.classList.contains("reveal-pending"));

beforeEach(() => {
  happyDOM().setViewport({ width: 1024, height: 768 });
  happyDOM().settings.device.prefersReducedMotion = "no-preference";
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  FakeObserver.last = null;
  renderPage(
    createElement(
      Fragment,
      null,
      ...["one", "two", "three"].map((id) => createElement(Section, { key: id, id, title: `Section ${id}` })),
    ),
  );
  sections().forEach((section, index) => {
    vi.spyOn(section, "getBoundingClientRect").mockReturnValue({ top: tops[index] } as DOMRect);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("sections fading in (app/enhance/reveal.ts)", () => {
  it("hides only the sections below the fold, each until it scrolls into view, once", () => {
    enhanceReveal();
    expect(pending()).toEqual([false, true, true]);
    const observer = FakeObserver.last!;
    expect([...observer.observed]).toEqual(sections().slice(1));

    observer.show(sections()[2]!, false);
    expect(pending()).toEqual([false, true, true]);
    observer.show(sections()[1]!);
    expect(pending()).toEqual([false, false, true]);
    expect([...observer.observed]).toEqual([sections()[2]]);
  });

  it("waits until a section is a little way into the screen", () => {
    enhanceReveal();
    expect(FakeObserver.last?.options).toEqual({ rootMargin: "0px 0px -10% 0px" });
  });

  it("hides nothing for a reader who asks for less motion", () => {
    happyDOM().settings.device.prefersReducedMotion = "reduce";
    enhanceReveal();
    expect(pending()).toEqual([false, false, false]);
    expect(FakeObserver.last).toBeNull();
  });

  it("hides nothing where the browser has no IntersectionObserver", () => {
    vi.unstubAllGlobals();
    const own = Object.getOwnPropertyDescriptor(globalThis, "IntersectionObserver");
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    try {
      enhanceReveal();
      expect(pending()).toEqual([false, false, false]);
    } finally {
      if (own) Object.defineProperty(globalThis, "IntersectionObserver", own);
    }
  });

  it("starts no observer when every section is already on the screen", () => {
    for (const section of sections())
      vi.spyOn(section, "getBoundingClientRect").mockReturnValue({ top: 10 } as DOMRect);
    enhanceReveal();
    expect(pending()).toEqual([false, false, false]);
    expect(FakeObserver.last).toBeNull();
  });
});
