// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { copyOfTemplate } from "./template.ts";

const html = (fragment: DocumentFragment) =>
  [...fragment.childNodes].map((node) => (node as Element).outerHTML).join("");

describe("copyOfTemplate (app/enhance/template.ts)", () => {
  it("copies what the parser put in the template's content, leaving the template as it was", () => {
    document.body.innerHTML = '<template id="t"><p class="a">One</p><p>Two</p></template>';
    const template = document.querySelector<HTMLTemplateElement>("#t")!;
    const copy = copyOfTemplate(template);
    expect(html(copy)).toBe('<p class="a">One</p><p>Two</p>');
    (copy.firstChild as Element).textContent = "Changed";
    expect(template.content.firstElementChild?.textContent).toBe("One");
    expect(html(copyOfTemplate(template))).toBe('<p class="a">One</p><p>Two</p>');
  });

  it("copies the element's own children where React rendered the template in the browser", () => {
    // React's client renderer appends a <template>'s children to the element itself, leaving
    // its content empty. The test DOM moves them into the content instead, so the element here
    // is a stand-in with that shape: children of its own, an empty content.
    document.body.innerHTML = '<div id="t"><div class="toast">Saved</div></div>';
    const element = document.querySelector<HTMLElement>("#t")!;
    Object.defineProperty(element, "content", { value: document.createDocumentFragment() });
    const copy = copyOfTemplate(element as HTMLTemplateElement);
    expect(html(copy)).toBe('<div class="toast">Saved</div>');
    expect(copy.firstChild).not.toBe(element.firstChild);
    expect(element.innerHTML).toBe('<div class="toast">Saved</div>');
  });
});
