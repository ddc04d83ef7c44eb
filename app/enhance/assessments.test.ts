// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AssessmentCatalogue, type CatalogueCopy } from "#app/components/sections/assessment-catalogue.tsx";
import type { Assessment, AssessmentCategory } from "#app/content/assessments.ts";
import * as hindi from "#app/content/hi/assessments.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { selector } from "#app/lib/dom-hooks.ts";
import { removeListeners, serverMarkup, trackListeners } from "#tests/utils/dom.ts";
import { enhanceAssessments } from "./assessments.ts";

const base: Omit<Assessment, "id" | "title" | "category" | "difficulty" | "featured" | "tags"> = {
  description: "A short questionnaire.",
  duration: "3-5 min",
  questions: 9,
  participants: null,
  rating: null,
  image: "mood",
  objective: "Screen early.",
};
const items: Assessment[] = [
  {
    ...base,
    id: 1,
    title: "PHQ-9",
    category: "clinical",
    difficulty: "beginner",
    featured: true,
    tags: ["Mood", "Screening"],
  },
  {
    ...base,
    id: 2,
    title: "GAD-7",
    category: "clinical",
    difficulty: "beginner",
    featured: true,
    tags: ["Anxiety", "Screening"],
  },
  {
    ...base,
    id: 3,
    title: "Sleep Quality",
    category: "wellness",
    difficulty: "beginner",
    featured: false,
    tags: ["Sleep"],
  },
  {
    ...base,
    id: 4,
    title: "Executive Function",
    category: "cognitive",
    difficulty: "advanced",
    featured: false,
    tags: ["Focus"],
  },
  {
    ...base,
    id: 5,
    title: "Emotion Regulation",
    category: "emotional",
    difficulty: "intermediate",
    featured: false,
    tags: ["Feelings"],
  },
];

const markup = serverMarkup(createElement(AssessmentCatalogue, { items }), "/solutions/assessments");

const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const query = () => $<HTMLInputElement>(selector(hooks.filter, "query"));
const categorySelect = () => $<HTMLSelectElement>(selector(hooks.filter, "category"));
const difficultySelect = () => $<HTMLSelectElement>(selector(hooks.filter, "difficulty"));
const sidebar = (id: AssessmentCategory | "all") =>
  $<HTMLButtonElement>(`button${selector(hooks.category, id)}`);
const results = () => $(selector(hooks.assessmentsResults));
const status = () => $(selector(hooks.assessmentsStatus)).textContent;
const count = () => $(selector(hooks.assessmentsCount)).textContent;
const title = () => $(selector(hooks.assessmentsTitle)).textContent;
const empty = () => $(selector(hooks.assessmentsEmpty));
/** The cards in the list, each as its heading's level and text ("h4 PHQ-9"). */
const cards = () =>
  [...results().querySelectorAll(`${selector(hooks.assessment)} :is(h3, h4)`)].map(
    (heading) => `${heading.tagName.toLowerCase()} ${heading.textContent}`,
  );
const groups = () => [...results().querySelectorAll(":scope > section > h3")].map((h) => h.textContent);

function type(text: string) {
  query().value = text;
  query().dispatchEvent(new Event("input", { bubbles: true }));
}
function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event("change", { bubbles: true }));
}

beforeEach(() => {
  trackListeners();
  document.body.innerHTML = markup;
});
afterEach(removeListeners);

describe("the assessment catalogue's filters (app/enhance/assessments.ts)", () => {
  it("switches the server's disabled filters on and leaves its list as it is", () => {
    expect(query().disabled).toBe(true);
    const before = results().innerHTML;
    enhanceAssessments();
    for (const control of [
      query(),
      categorySelect(),
      difficultySelect(),
      sidebar("all"),
      sidebar("wellness"),
    ])
      expect(control.disabled).toBe(false);
    expect(results().innerHTML).toBe(before);
    expect(status()).toBe("Showing 5 of 5 assessments");
    expect(groups()).toEqual(["Featured Assessments", "More assessments"]);
  });

  it("searches titles, descriptions and tags in any case", () => {
    enhanceAssessments();
    type("SCREENING");
    expect(cards()).toEqual(["h4 PHQ-9", "h4 GAD-7"]);
    expect(status()).toBe("Showing 2 of 5 assessments");
    expect(count()).toBe("2 assessments");
    // No other card left: the More assessments group leaves too.
    expect(groups()).toEqual(["Featured Assessments"]);
    type("sleep");
    expect(cards()).toEqual(["h3 Sleep Quality"]);
    expect(count()).toBe("1 assessment");
  });

  it("filters by category, named in the heading, the sidebar's button pressed", () => {
    enhanceAssessments();
    choose(categorySelect(), "wellness");
    expect(cards()).toEqual(["h3 Sleep Quality"]);
    expect(title()).toBe("Wellness Assessments");
    expect(sidebar("wellness").getAttribute("aria-pressed")).toBe("true");
    expect(sidebar("all").getAttribute("aria-pressed")).toBe("false");
  });

  it("filters by difficulty", () => {
    enhanceAssessments();
    choose(difficultySelect(), "advanced");
    expect(cards()).toEqual(["h3 Executive Function"]);
    expect(status()).toBe("Showing 1 of 5 assessments");
  });

  it("with no featured card shown, lists the rest alone with their headings a level up, and back", () => {
    enhanceAssessments();
    choose(difficultySelect(), "beginner");
    choose(categorySelect(), "wellness");
    expect(groups()).toEqual([]);
    expect(cards()).toEqual(["h3 Sleep Quality"]);
    choose(categorySelect(), "all");
    expect(groups()).toEqual(["Featured Assessments", "More assessments"]);
    expect(cards()).toEqual(["h4 PHQ-9", "h4 GAD-7", "h4 Sleep Quality"]);
  });

  it("takes the category from the sidebar's buttons", () => {
    enhanceAssessments();
    sidebar("clinical").click();
    expect(categorySelect().value).toBe("clinical");
    expect(cards()).toEqual(["h4 PHQ-9", "h4 GAD-7"]);
    expect(title()).toBe("Clinical Assessments");
    expect(sidebar("clinical").getAttribute("aria-pressed")).toBe("true");
    sidebar("all").click();
    expect(title()).toBe("All Assessments");
    expect(cards()).toHaveLength(5);
  });

  it('shows "No assessments found" when nothing matches, and Clear all filters shows everything', () => {
    enhanceAssessments();
    choose(categorySelect(), "cognitive");
    type("sleep");
    expect(cards()).toEqual([]);
    expect(empty().hidden).toBe(false);
    expect(empty().querySelector("h3")?.textContent).toBe("No assessments found");
    expect(status()).toBe("Showing 0 of 5 assessments");
    expect(count()).toBe("0 assessments");

    $<HTMLButtonElement>(selector(hooks.assessmentsClear)).click();
    expect([query().value, categorySelect().value, difficultySelect().value]).toEqual(["", "all", "all"]);
    expect(cards()).toHaveLength(5);
    expect(empty().hidden).toBe(true);
  });

  it("resets the filters when a link to #catalogue is followed (Browse All Assessments)", () => {
    document.body.insertAdjacentHTML("beforeend", '<a href="#catalogue">Browse All Assessments</a>');
    enhanceAssessments();
    choose(difficultySelect(), "advanced");
    expect(cards()).toHaveLength(1);
    $("a[href$='#catalogue']").dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(difficultySelect().value).toBe("all");
    expect(cards()).toHaveLength(5);
  });

  it("counts filters chosen before the script ran (or kept by the browser on Back)", () => {
    categorySelect().value = "emotional";
    enhanceAssessments();
    expect(cards()).toEqual(["h3 Emotion Regulation"]);
    expect(status()).toBe("Showing 1 of 5 assessments");
  });

  it("counts in the page's words and plural rules on a Hindi page (0 takes Hindi's singular)", () => {
    document.documentElement.lang = "hi";
    try {
      document.body.innerHTML = serverMarkup(
        // Typed as the English module, as the page's useContent gives it.
        createElement(AssessmentCatalogue, { items, copy: hindi as unknown as CatalogueCopy }),
        "/hi/solutions/assessments",
      );
      expect(status()).toBe("5 में से 5 आकलन दिख रहे हैं");
      enhanceAssessments();
      type("sleep");
      expect(status()).toBe("5 में से 1 आकलन दिख रहा है");
      type("no such words");
      expect(status()).toBe("5 में से 0 आकलन दिख रहा है");
      expect(count()).toBe("0 आकलन");
    } finally {
      document.documentElement.lang = "";
    }
  });
});
