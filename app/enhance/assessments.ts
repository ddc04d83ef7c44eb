/**
 * The assessment catalogue's filters (spec §2.18, §4, §5) over the markup of
 * AssessmentCatalogue: search (title, description or any tag, any case),
 * category and difficulty (unless all), the sidebar's category buttons, the
 * heading and counts, the empty state's Clear all filters, and any link to
 * #catalogue (the closing band's Browse All Assessments) resetting the
 * filters on its way. Cards out of the filter leave the list, so the list
 * holds exactly what is shown; with no featured card left, the rest stand
 * alone, their headings one level up.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { closest, find, findAll, read, selector } from "../lib/dom-hooks.ts";
import { plainListClass } from "../lib/filtered-lists.ts";
import { pluralOf } from "../lib/plural.ts";
import { readWords } from "./words.ts";

/*
 * The words are the page's, in its language: each category's heading on its
 * option (the heading hook, "all" too), and on the status line and the count
 * their words in each plural form (hooks.countWords), which the server
 * writes (AssessmentCatalogue) and the script fills in as it counts.
 */

/** A count's words with `{count}` (and `{total}`) filled in. */
export const fillCount = (words: string, count: number, total: number) =>
  words.replace("{count}", `${count}`).replace("{total}", `${total}`);

type Card = { element: HTMLElement; category: string; difficulty: string; featured: boolean; text: string };

/** The card's title as an h3 or an h4 (under a group heading), keeping what it holds. */
function setHeadingLevel(card: HTMLElement, level: 3 | 4) {
  const heading = card.querySelector("h3, h4");
  if (!heading || heading.tagName === `H${level}`) return;
  const replacement = document.createElement(`h${level}`);
  for (const attribute of heading.attributes) replacement.setAttribute(attribute.name, attribute.value);
  replacement.append(...heading.childNodes);
  heading.replaceWith(replacement);
}

export function enhanceAssessments() {
  const root = find(document, hooks.assessments);
  const results = root && find(root, hooks.assessmentsResults);
  const query = root && find<HTMLInputElement>(root, hooks.filter, "query");
  const category = root && find<HTMLSelectElement>(root, hooks.filter, "category");
  const difficulty = root && find<HTMLSelectElement>(root, hooks.filter, "difficulty");
  if (!root || !results || !query || !category || !difficulty) return;

  const cards: Card[] = findAll(results, hooks.assessment).map((element) => ({
    element,
    category: read(element, hooks.category) ?? "",
    difficulty: read(element, hooks.difficulty) ?? "",
    featured: read(element, hooks.featured) === "true",
    text: read(element, hooks.text) ?? "",
  }));
  const featuredGroup = find(results, hooks.group, "featured");
  const moreGroup = find(results, hooks.group, "more");
  const plainList = document.createElement("ul");
  plainList.className = plainListClass;
  const sidebarButton = `button${selector(hooks.category)}`;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>(sidebarButton)];
  const title = find(root, hooks.assessmentsTitle);
  const status = find(root, hooks.assessmentsStatus);
  const count = find(root, hooks.assessmentsCount);
  const empty = find(root, hooks.assessmentsEmpty);
  const language = document.documentElement.lang || "en";

  function place(group: HTMLElement | null, shown: Card[], level: 3 | 4): HTMLElement[] {
    const list = group?.querySelector("ul") ?? (group ? null : plainList);
    if (!list || shown.length === 0) return [];
    for (const card of shown) setHeadingLevel(card.element, level);
    list.replaceChildren(...shown.map((card) => card.element));
    return [group ?? list];
  }

  function update() {
    const needle = query?.value.trim().toLowerCase() ?? "";
    const chosen = category?.value ?? "all";
    const level = difficulty?.value ?? "all";
    const visible = cards.filter(
      (card) =>
        (chosen === "all" || card.category === chosen) &&
        (level === "all" || card.difficulty === level) &&
        (!needle || card.text.includes(needle)),
    );
    const featured = visible.filter((card) => card.featured);
    const others = visible.filter((card) => !card.featured);
    results?.replaceChildren(
      ...(featured.length > 0
        ? [...place(featuredGroup, featured, 4), ...place(moreGroup, others, 4)]
        : place(null, others, 3)),
    );
    if (empty) empty.hidden = visible.length > 0;
    for (const button of buttons)
      button.setAttribute("aria-pressed", String(read(button, hooks.category) === chosen));
    const option = category?.options[category.selectedIndex];
    if (title) title.textContent = (option && read(option, hooks.heading)) ?? "";
    for (const counted of [status, count]) {
      const words = counted && readWords(counted, hooks.countWords);
      if (words)
        counted.textContent = fillCount(
          pluralOf(language, visible.length, words),
          visible.length,
          cards.length,
        );
    }
  }

  function reset() {
    if (query) query.value = "";
    if (category) category.value = "all";
    if (difficulty) difficulty.value = "all";
    update();
  }

  root.addEventListener("input", update);
  root.addEventListener("change", update);
  root.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>(sidebarButton);
    if (button) {
      category.value = read(button, hooks.category) ?? "all";
      update();
    } else if (closest(target, hooks.assessmentsClear)) reset();
  });
  // Browse All Assessments (and any other link to the catalogue) shows all of it.
  document.addEventListener("click", (event) => {
    if ((event.target as Element | null)?.closest('a[href$="#catalogue"]')) reset();
  });
  for (const control of [query, category, difficulty, ...buttons]) control.disabled = false;
  // Filters chosen before the script ran (or kept by the browser on Back) count too; the
  // server's markup already shows the unfiltered list, so that is left as it is.
  if (query.value !== "" || category.value !== "all" || difficulty.value !== "all") update();
}
