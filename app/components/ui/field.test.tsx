// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { serverMarkup } from "#tests/utils/dom.ts";
import { Field } from "./field.tsx";

/** A field as the server renders it, in a page of its own. */
function render(element: React.ReactElement) {
  document.body.innerHTML = serverMarkup(element);
  return document.body;
}

const described = (control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("Field", () => {
  it("wires a search box to its label, hint and error, with the magnifier out of the way", () => {
    const page = render(
      <Field
        kind="search"
        id="lead-search"
        name="search"
        label="Search"
        hint="Name or email"
        error="Too long."
      />,
    );
    const box = page.querySelector("input");
    expect(box?.type).toBe("search");
    expect(page.querySelector('label[for="lead-search"]')?.textContent).toBe("Search");
    expect(box?.getAttribute("aria-invalid")).toBe("true");
    expect(described(box as Element)).toEqual(["Name or email", "Too long."]);
    expect(page.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("wires a file picker the same way, and marks it required for assistive technology", () => {
    const page = render(
      <Field
        kind="file"
        id="photo"
        name="photo"
        label="Photo"
        required
        accept="image/png"
        error="Too large."
      />,
    );
    const picker = page.querySelector("input");
    expect(picker?.type).toBe("file");
    expect(picker?.getAttribute("accept")).toBe("image/png");
    expect(picker?.getAttribute("aria-required")).toBe("true");
    expect(page.querySelector("label")?.textContent).toBe("Photo (required)");
    expect(described(picker as Element)).toEqual(["Too large."]);
  });

  it("gives a select its options and the value the address names", () => {
    const page = render(
      <Field
        kind="select"
        id="status"
        name="status"
        label="Status"
        options={[
          { value: "", label: "All statuses" },
          { value: "open", label: "Open" },
        ]}
        defaultValue="open"
      />,
    );
    const select = page.querySelector("select");
    expect(select?.value).toBe("open");
    expect(select?.getAttribute("aria-invalid")).toBeNull();
    expect(select?.getAttribute("aria-describedby")).toBeNull();
  });
});
