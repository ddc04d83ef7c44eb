// @vitest-environment happy-dom
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Tabs } from "#app/components/ui/tabs.tsx";
import { removeListeners, renderPage, trackListeners } from "#tests/utils/dom.ts";
import { enhanceTabs } from "./tabs.ts";

const items = ["Therapists", "Clinics", "Educators"].map((label) => ({
  id: label.toLowerCase(),
  label: `For ${label}`,
  content: createElement("p", null, `${label} panel`),
}));

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
const tab = (label: string) => tabs().find((t) => t.textContent === `For ${label}`)!;
/** What a visitor sees and a screen reader hears: the selected tab, its panel, the one tab stop. */
function state() {
  const selected = tabs().filter((t) => t.getAttribute("aria-selected") === "true");
  const panels = [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden);
  return {
    selected: selected.map((t) => t.textContent),
    panel: panels.map((p) => p.textContent),
    tabStops: tabs()
      .filter((t) => t.tabIndex === 0)
      .map((t) => t.textContent),
  };
}
const press = (key: string) => {
  const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
  document.activeElement?.dispatchEvent(event);
  return event;
};

beforeEach(() => {
  trackListeners();
  renderPage(createElement(Tabs, { label: "Who it is for", items }));
  enhanceTabs();
});
afterEach(removeListeners);

describe("tabs (app/enhance/tabs.ts)", () => {
  it("starts as the server rendered it: the first tab selected, its panel shown", () => {
    expect(state()).toEqual({
      selected: ["For Therapists"],
      panel: ["Therapists panel"],
      tabStops: ["For Therapists"],
    });
  });

  it("selects a clicked tab and shows its panel", () => {
    tab("Educators").click();
    expect(state()).toEqual({
      selected: ["For Educators"],
      panel: ["Educators panel"],
      tabStops: ["For Educators"],
    });
  });

  it("moves with the arrow keys, round the ends, focus following", () => {
    tab("Therapists").focus();
    expect(press("ArrowRight").defaultPrevented).toBe(true);
    expect(state().selected).toEqual(["For Clinics"]);
    expect(document.activeElement).toBe(tab("Clinics"));
    press("ArrowDown");
    expect(state()).toEqual({
      selected: ["For Educators"],
      panel: ["Educators panel"],
      tabStops: ["For Educators"],
    });
    press("ArrowRight");
    expect(state().selected).toEqual(["For Therapists"]);
    press("ArrowLeft");
    expect(state().selected).toEqual(["For Educators"]);
    press("ArrowUp");
    expect(state().selected).toEqual(["For Clinics"]);
    expect(document.activeElement).toBe(tab("Clinics"));
  });

  it("goes to the first and last tabs with Home and End", () => {
    tab("Clinics").focus();
    press("End");
    expect(state().selected).toEqual(["For Educators"]);
    press("Home");
    expect(state().selected).toEqual(["For Therapists"]);
    expect(document.activeElement).toBe(tab("Therapists"));
  });

  it("leaves other keys alone", () => {
    tab("Clinics").focus();
    expect(press("a").defaultPrevented).toBe(false);
    expect(state().selected).toEqual(["For Therapists"]);
  });
});
