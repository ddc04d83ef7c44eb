/**
 * The FAQ's search and category filters (spec §2.17) over the markup of
 * FaqBrowser: the list shows the questions whose question or answer holds
 * the search (any case) in the chosen category; each category button counts
 * the matches of the search; "No questions found" with View All Questions
 * when nothing matches. Questions out of the filter leave the list, so the
 * list holds exactly what is shown.
 */
import * as hooks from "../lib/dom-hooks.ts";
import { closest, find, findAll, read } from "../lib/dom-hooks.ts";
import { faqStatus } from "../lib/filtered-lists.ts";

export function enhanceFaq() {
  const root = find(document, hooks.faq);
  const list = root && find(root, hooks.faqList);
  const search = root && find<HTMLInputElement>(root, hooks.faqSearch);
  if (!root || !list || !search) return;
  const items = findAll(list, hooks.faqItem).map((element) => ({
    element,
    category: read(element, hooks.category) ?? "",
    text: `${find(element, hooks.faqQuestion)?.textContent ?? ""} ${
      find(element, hooks.faqAnswer)?.textContent ?? ""
    }`.toLowerCase(),
  }));
  const buttons = findAll<HTMLButtonElement>(root, hooks.faqCategory);
  const title = find(root, hooks.faqTitle);
  const status = find(root, hooks.faqStatus);
  const empty = find(root, hooks.faqEmpty);
  const chosen = (button: HTMLButtonElement | null | undefined) =>
    (button && read(button, hooks.faqCategory)) ?? "all";
  let category = chosen(buttons.find((b) => b.getAttribute("aria-pressed") === "true"));

  function update() {
    const query = search?.value.trim() ?? "";
    const needle = query.toLowerCase();
    const searched = needle ? items.filter((item) => item.text.includes(needle)) : items;
    const visible = category === "all" ? searched : searched.filter((item) => item.category === category);
    for (const button of buttons) {
      const id = read(button, hooks.faqCategory) ?? "";
      button.setAttribute("aria-pressed", String(id === category));
      const count = find(button, hooks.faqCount);
      if (count)
        count.textContent = String(
          id === "all" ? searched.length : searched.filter((item) => item.category === id).length,
        );
      if (id === category && title) title.textContent = read(button, hooks.heading) ?? "";
    }
    list?.replaceChildren(...visible.map((item) => item.element));
    if (list) list.hidden = visible.length === 0;
    if (empty) empty.hidden = visible.length > 0;
    if (status) status.textContent = faqStatus(visible.length, query, document.documentElement.lang);
  }

  search.addEventListener("input", update);
  root.addEventListener("click", (event) => {
    const button = closest<HTMLButtonElement>(event.target, hooks.faqCategory);
    if (button) {
      category = chosen(button);
      update();
    } else if (closest(event.target, hooks.faqViewAll)) {
      search.value = "";
      category = "all";
      update();
    }
  });
  search.disabled = false;
  for (const button of buttons) button.disabled = false;
  // A search typed before the script ran (or kept by the browser on Back) counts too; the
  // server's markup already shows every question, so that is left as it is.
  if (search.value !== "") update();
}
