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
/** The list of cards when no featured one is shown (AssessmentCatalogue renders it so too). */
export const plainListClass = "mt-6 grid gap-6 md:grid-cols-2";

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
  const root = document.querySelector<HTMLElement>("[data-assessments]");
  const results = root?.querySelector<HTMLElement>("[data-assessments-results]");
  const query = root?.querySelector<HTMLInputElement>('[data-filter="query"]');
  const category = root?.querySelector<HTMLSelectElement>('[data-filter="category"]');
  const difficulty = root?.querySelector<HTMLSelectElement>('[data-filter="difficulty"]');
  if (!root || !results || !query || !category || !difficulty) return;

  const cards: Card[] = [...results.querySelectorAll<HTMLElement>("[data-assessment]")].map((element) => ({
    element,
    category: element.dataset.category ?? "",
    difficulty: element.dataset.difficulty ?? "",
    featured: element.dataset.featured === "true",
    text: element.dataset.text ?? "",
  }));
  const featuredGroup = results.querySelector<HTMLElement>('[data-group="featured"]');
  const moreGroup = results.querySelector<HTMLElement>('[data-group="more"]');
  const plainList = document.createElement("ul");
  plainList.className = plainListClass;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-category]")];
  const title = root.querySelector("[data-assessments-title]");
  const status = root.querySelector("[data-assessments-status]");
  const count = root.querySelector("[data-assessments-count]");
  const empty = root.querySelector<HTMLElement>("[data-assessments-empty]");

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
      button.setAttribute("aria-pressed", String(button.dataset.category === chosen));
    if (title)
      title.textContent =
        chosen === "all" ? "All Assessments" : (category?.selectedOptions[0]?.dataset.label ?? "");
    if (status) status.textContent = `Showing ${visible.length} of ${cards.length} assessments`;
    if (count) count.textContent = `${visible.length} ${visible.length === 1 ? "assessment" : "assessments"}`;
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
    const button = target?.closest<HTMLButtonElement>("button[data-category]");
    if (button) {
      category.value = button.dataset.category ?? "all";
      update();
    } else if (target?.closest("[data-assessments-clear]")) reset();
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
