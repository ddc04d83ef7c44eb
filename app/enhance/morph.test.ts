// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { morph } from "./morph.ts";

/** `html` as a node of the page, and as a fresh page's copy of it. */
function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}
function fresh(html: string): HTMLElement {
  return new DOMParser().parseFromString(`<body>${html}</body>`, "text/html").body
    .firstElementChild as HTMLElement;
}
const $ = <E extends Element = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;

describe("morph (app/enhance/morph.ts)", () => {
  it("makes the region the fresh copy's markup", () => {
    const from = page(
      '<div id="r" class="a" lang="en"><p>One</p><ul><li>A</li><li>B</li></ul><span>Gone</span></div>',
    );
    const html =
      '<div id="r" class="b" title=""><p>Two</p><ul><li>B</li><li>C</li><li>D</li></ul><em>New</em></div>';
    morph(from, fresh(html));
    expect(from.isEqualNode(fresh(html))).toBe(true);
    expect(from.getAttribute("class")).toBe("b");
    expect(from.hasAttribute("lang")).toBe(false);
    expect(from.querySelector("span")).toBeNull();
    expect(from.querySelector("em")?.textContent).toBe("New");
  });

  it("keeps the nodes both have: a live region's node and its text node stay, so the change is read out", () => {
    const from = page('<div id="r"><h2 id="t" tabindex="-1">All</h2><p role="status">3 articles</p></div>');
    const heading = $("#t");
    const status = $('[role="status"]');
    const text = status.firstChild;
    morph(
      from,
      fresh('<div id="r"><h2 id="t" tabindex="-1">Research</h2><p role="status">1 article</p></div>'),
    );
    expect($("#t")).toBe(heading);
    expect($('[role="status"]')).toBe(status);
    expect(status.firstChild).toBe(text);
    expect(status.textContent).toBe("1 article");
    expect(heading.textContent).toBe("Research");
  });

  it("matches nodes by tag and id: a node with another id is a new node", () => {
    const from = page('<div id="r"><section id="featured">F</section><section id="list">L</section></div>');
    const list = $("#list");
    const featured = $("#featured");
    morph(from, fresh('<div id="r"><section id="list">L2</section></div>'));
    expect($("#list")).toBe(list);
    expect(list.textContent).toBe("L2");
    expect(featured.isConnected).toBe(false);

    morph(from, fresh('<div id="r"><section id="featured">F</section><section id="list">L3</section></div>'));
    expect($("#list")).toBe(list);
    expect($("#featured")).not.toBe(featured);
    expect(from.textContent).toBe("FL3");
  });

  it("shows the fresh copy's values in fields typed in, and their checked state", () => {
    const from = page(
      '<form id="r"><input name="q" value=""><input type="checkbox" name="c"><textarea name="m"></textarea></form>',
    );
    const [q, c, m] = [
      $<HTMLInputElement>("[name=q]"),
      $<HTMLInputElement>("[name=c]"),
      $<HTMLTextAreaElement>("[name=m]"),
    ];
    q.value = "typed";
    c.checked = true;
    m.value = "typed too";
    morph(
      from,
      fresh(
        '<form id="r"><input name="q" value="sleep"><input type="checkbox" name="c"><textarea name="m">server</textarea></form>',
      ),
    );
    expect($("[name=q]")).toBe(q);
    expect(q.value).toBe("sleep");
    expect(c.checked).toBe(false);
    expect(m.value).toBe("server");
  });

  it("leaves the field being typed in as it is, value and caret, while its attributes follow", () => {
    const from = page('<form id="r"><input name="q" value="sle" aria-describedby="h"></form>');
    const q = $<HTMLInputElement>("[name=q]");
    q.focus();
    q.value = "sleep w";
    q.setSelectionRange(3, 3);
    morph(from, fresh('<form id="r"><input name="q" value="sleep" aria-invalid="false"></form>'), q);
    expect($("[name=q]")).toBe(q);
    expect(q.value).toBe("sleep w");
    expect([q.selectionStart, q.selectionEnd]).toEqual([3, 3]);
    expect(document.activeElement).toBe(q);
    expect(q.getAttribute("value")).toBe("sleep");
    expect(q.hasAttribute("aria-describedby")).toBe(false);
    expect(q.getAttribute("aria-invalid")).toBe("false");
  });

  it("moves nodes only the fresh copy has into their place", () => {
    const from = page('<ul id="r"><li id="a">A</li><li id="c">C</li></ul>');
    const [a, c] = [$("#a"), $("#c")];
    morph(from, fresh('<ul id="r"><li id="a">A</li><li id="b">B</li><li id="c">C</li></ul>'));
    expect([...from.children].map((li) => li.id)).toEqual(["a", "b", "c"]);
    expect($("#a")).toBe(a);
    expect($("#c")).toBe(c);
  });
});
