// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FaqBrowser } from "#app/components/sections/faq-browser.tsx";
import { type FaqFilter, type FaqItem, faqCategories } from "#app/content/faqs.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { find, findAll, selector } from "#app/lib/dom-hooks.ts";
import { removeListeners, serverMarkup, trackListeners } from "#tests/utils/dom.ts";
import { enhanceFaq } from "./faq.ts";

const items: FaqItem[] = [
  { id: "trial", category: "billing", question: "Is there a free trial?", answer: "Yes, for 14 days." },
  { id: "data", category: "security", question: "Where is my data kept?", answer: "In India, encrypted." },
  { id: "devices", category: "technical", question: "Which devices work?", answer: "Any modern browser." },
  { id: "refund", category: "billing", question: "Can I get a refund?", answer: "Within the trial, yes." },
];

const markup = serverMarkup(createElement(FaqBrowser, { items, categories: faqCategories }), "/faqs");

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const search = () => $<HTMLInputElement>(selector(hooks.faqSearch));
const category = (id: FaqFilter) => $<HTMLButtonElement>(selector(hooks.faqCategory, id));
const countOf = (id: FaqFilter) => find(category(id), hooks.faqCount)?.textContent;
const status = () => $(selector(hooks.faqStatus)).textContent;
const empty = () => $(selector(hooks.faqEmpty));
const list = () => $(selector(hooks.faqList));
const title = () => $(selector(hooks.faqTitle)).textContent;
/** The questions in the list, as a visitor (and a screen reader) finds them. */
const shown = () => (list().hidden ? [] : findAll(list(), hooks.faqQuestion).map((q) => q.textContent));

function type(text: string) {
  search().value = text;
  search().dispatchEvent(new Event("input", { bubbles: true }));
}

beforeEach(() => {
  trackListeners();
  document.body.innerHTML = markup;
});
afterEach(removeListeners);

describe("the FAQ's filters (app/enhance/faq.ts)", () => {
  it("switches the server's disabled filters on, showing every question", () => {
    expect(search().disabled).toBe(true);
    enhanceFaq();
    expect(search().disabled).toBe(false);
    expect(category("all").disabled).toBe(false);
    expect(shown()).toHaveLength(4);
    expect(status()).toBe("4 questions");
  });

  it("shows the questions whose question or answer holds the search, in any case", () => {
    enhanceFaq();
    type("  TRIAL ");
    expect(shown()).toEqual(["Is there a free trial?", "Can I get a refund?"]);
    expect(status()).toBe("2 questions matching “TRIAL”");
    type("browser");
    expect(shown()).toEqual(["Which devices work?"]);
    expect(status()).toBe("1 question matching “browser”");
  });

  it("counts each category's matches of the search on its button", () => {
    enhanceFaq();
    expect([countOf("all"), countOf("billing"), countOf("security"), countOf("general")]).toEqual([
      "4",
      "2",
      "1",
      "0",
    ]);
    type("trial");
    expect([countOf("all"), countOf("billing"), countOf("security")]).toEqual(["2", "2", "0"]);
  });

  it("filters by the chosen category, pressed and named in the heading", () => {
    enhanceFaq();
    category("billing").click();
    expect(shown()).toEqual(["Is there a free trial?", "Can I get a refund?"]);
    expect(category("billing").getAttribute("aria-pressed")).toBe("true");
    expect(category("all").getAttribute("aria-pressed")).toBe("false");
    expect(title()).toBe("Billing & Plans");
    expect(status()).toBe("2 questions");
    type("refund");
    expect(shown()).toEqual(["Can I get a refund?"]);
  });

  it('says "No questions found" when nothing matches, and View All Questions clears the filters', () => {
    enhanceFaq();
    category("security").click();
    type("trial");
    expect(shown()).toEqual([]);
    expect(empty().hidden).toBe(false);
    expect(empty().querySelector("h3")?.textContent).toBe("No questions found");
    expect(status()).toBe("0 questions matching “trial”");

    $<HTMLButtonElement>(selector(hooks.faqViewAll)).click();
    expect(search().value).toBe("");
    expect(shown()).toHaveLength(4);
    expect(empty().hidden).toBe(true);
    expect(category("all").getAttribute("aria-pressed")).toBe("true");
    expect(title()).toBe("All Questions");
  });

  it("keeps only the questions shown in the list", () => {
    enhanceFaq();
    type("data");
    expect(list().querySelectorAll(":scope > li")).toHaveLength(1);
  });

  it("counts a search typed before the script ran (or kept by the browser on Back)", () => {
    search().value = "refund";
    enhanceFaq();
    expect(shown()).toEqual(["Can I get a refund?"]);
    expect(status()).toBe("1 question matching “refund”");
  });
});
