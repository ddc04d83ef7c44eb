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

  it("gives an email box its type, and a code box what phones and password managers fill in", () => {
    const page = render(
      <>
        <Field kind="email" id="email" name="email" label="Email" />
        <Field kind="code" id="code" name="code" label="Authentication code" error="Invalid code." alert />
      </>,
    );
    expect(page.querySelector<HTMLInputElement>("#email")?.type).toBe("email");
    const code = page.querySelector<HTMLInputElement>("#code");
    expect(code?.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code?.getAttribute("aria-invalid")).toBe("true");
    expect(described(code as Element)).toEqual(["Invalid code."]);
    expect(page.querySelector("[role=alert]")?.textContent).toBe("Invalid code.");
  });

  it("groups radios under one legend, the first choice holding the id the error line is named after", () => {
    const page = render(
      <Field
        kind="radios"
        id="who"
        name="who"
        label="Who needs it"
        hint="Staff only."
        options={[
          { value: "off", label: "Nobody" },
          { value: "all", label: "Everyone" },
        ]}
        defaultValue="all"
        error="Choose one."
      />,
    );
    const group = page.querySelector("fieldset") as Element;
    expect(group.querySelector("legend")?.textContent).toBe("Who needs it");
    expect(described(group)).toEqual(["Staff only.", "Choose one."]);
    const radios = [...page.querySelectorAll<HTMLInputElement>("input[type=radio]")];
    expect(radios.map((radio) => [radio.id, radio.name, radio.value, radio.checked])).toEqual([
      ["who", "who", "off", false],
      ["who-all", "who", "all", true],
    ]);
    expect(radios.every((radio) => radio.getAttribute("aria-invalid") === "true")).toBe(true);
    expect(page.querySelector('label[for="who-all"], label:has(#who-all)')?.textContent).toBe("Everyone");
  });

  it("ticks the boxes of a checkbox group that its value names", () => {
    const page = render(
      <Field
        kind="checkboxes"
        id="topics"
        name="topics"
        label="Topics"
        options={[
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
        defaultValue={["b"]}
      />,
    );
    const boxes = [...page.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
    expect(boxes.map((box) => box.checked)).toEqual([false, true]);
    expect(page.querySelector("fieldset")?.getAttribute("aria-describedby")).toBeNull();
  });

  it("on a public form, lets the browser check and draws the error line hidden for the page's script", () => {
    const page = render(
      <Field kind="tel" id="phone" name="phone" label="Phone" required scripted errorLead="Error: " />,
    );
    const box = page.querySelector<HTMLInputElement>("#phone");
    expect(box?.type).toBe("tel");
    expect(box?.required).toBe(true);
    expect(box?.getAttribute("aria-required")).toBeNull();
    expect(page.querySelector("label")?.textContent).toBe("Phone");
    const line = document.getElementById("phone-error");
    expect(line?.hidden).toBe(true);
    expect(line?.querySelector("[data-error-text]")?.textContent).toBe("");
    expect(box?.getAttribute("aria-describedby")).toBeNull();
  });

  it("says a staff form's required field for the eye, with aria-required, and no hidden line", () => {
    const page = render(<Field id="name" name="name" label="Name" required />);
    expect(page.querySelector("input")?.required).toBe(false);
    expect(page.querySelector("input")?.getAttribute("aria-required")).toBe("true");
    expect(page.querySelector("label")?.textContent).toBe("Name (required)");
    expect(document.getElementById("name-error")).toBeNull();
  });
});
