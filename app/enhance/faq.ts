/**
 * The FAQ's search and category filters (spec §2.17) over the markup of
 * FaqBrowser: the list shows the questions whose question or answer holds
 * the search (any case) in the chosen category; each category button counts
 * the matches of the search; "No questions found" with View All Questions
 * when nothing matches. Questions out of the filter leave the list, so the
 * list holds exactly what is shown.
 */
const plural = (count: number) => `${count} ${count === 1 ? "question" : "questions"}`;

export function enhanceFaq() {
  const root = document.querySelector<HTMLElement>("[data-faq]");
  const list = root?.querySelector<HTMLElement>("[data-faq-list]");
  const search = root?.querySelector<HTMLInputElement>("[data-faq-search]");
  if (!root || !list || !search) return;
  const items = [...list.querySelectorAll<HTMLElement>("[data-faq-item]")].map((element) => ({
    element,
    category: element.dataset.category ?? "",
    text: `${element.querySelector("[data-faq-question]")?.textContent ?? ""} ${
      element.querySelector("[data-faq-answer]")?.textContent ?? ""
    }`.toLowerCase(),
  }));
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-faq-category]")];
  const title = root.querySelector("[data-faq-title]");
  const status = root.querySelector("[data-faq-status]");
  const empty = root.querySelector<HTMLElement>("[data-faq-empty]");
  let category = buttons.find((b) => b.getAttribute("aria-pressed") === "true")?.dataset.faqCategory ?? "all";

  function update() {
    const query = search?.value.trim() ?? "";
    const needle = query.toLowerCase();
    const searched = needle ? items.filter((item) => item.text.includes(needle)) : items;
    const visible = category === "all" ? searched : searched.filter((item) => item.category === category);
    for (const button of buttons) {
      const id = button.dataset.faqCategory ?? "";
      button.setAttribute("aria-pressed", String(id === category));
      const count = button.querySelector("[data-faq-count]");
      if (count)
        count.textContent = String(
          id === "all" ? searched.length : searched.filter((item) => item.category === id).length,
        );
      if (id === category && title) title.textContent = button.dataset.label ?? "";
    }
    list?.replaceChildren(...visible.map((item) => item.element));
    if (list) list.hidden = visible.length === 0;
    if (empty) empty.hidden = visible.length > 0;
    if (status) status.textContent = `${plural(visible.length)}${needle ? ` matching “${query}”` : ""}`;
  }

  search.addEventListener("input", update);
  root.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const button = target?.closest<HTMLButtonElement>("[data-faq-category]");
    if (button) {
      category = button.dataset.faqCategory ?? "all";
      update();
    } else if (target?.closest("[data-faq-view-all]")) {
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
