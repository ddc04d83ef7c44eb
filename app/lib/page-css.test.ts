import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renameClasses } from "./css-rules.ts";
import { classesOf, pageCss, pageStyles, withShortClasses } from "./page-css.ts";

/** A stylesheet shaped as Tailwind and Lightning CSS write it (minified, layered). */
const sheet = [
  "@layer theme,base,utilities;",
  "@layer theme{:root,:host{--font-sans:Figtree,sans-serif;--default-font-family:var(--font-sans);--color-brand:#0f766e;--color-unused:red;--spacing:.25rem;--animate-spin:spin 1s linear infinite}}",
  "@layer base{*,:after,:before{box-sizing:border-box}html,:host{font-family:var(--default-font-family)}abbr:where([title]){text-decoration:underline dotted}}",
  "@layer utilities{",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ".mt-0\\.5{margin-top:calc(var(--spacing) * .5)}",
  ".text-brand{color:var(--color-brand)}",
  ".\\[\\&_a\\]\\:underline a{text-decoration-line:underline}",
  ".data-\\[kind\\=error\\]\\:border-danger[data-kind=error]{border-color:red}",
  ":where(.space-y-4>:not(:last-child)){margin-block-start:1rem}",
  ".peer:not(.is-open)~.peer-rest\\:block{display:block}",
  ".group-hover\\:underline:is(:where(.group):hover *){text-decoration-line:underline}",
  ".\\32 xl\\:flex{display:flex}",
  ".shadow-card{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}",
  ".animate-spin{animation:var(--animate-spin)}",
  "@media (min-width:48rem){.md\\:flex{display:flex}.md\\:hidden{display:none}}",
  "}",
  "@font-face{font-family:Figtree;src:url(/f.woff2)}",
  "[data-reveal].reveal-pending{opacity:0}.toast{animation:.2s ease-out toast-in}@keyframes toast-in{0%{opacity:0}}@keyframes spin{to{transform:rotate(360deg)}}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-rotate-x{syntax:"*";inherits:false}',
].join("");
const styles = pageStyles(sheet);

const page = (body: string, script = "") =>
  `<!DOCTYPE html><html data-hydrate="false"><head><title>t</title></head><body>${body}<script type="module">${script}</script></body></html>`;

/** The selectors (or preludes) of the rules kept, in order. */
const preludes = (css: string) => [...css.matchAll(/([^{};]+)\{/g)].map((m) => m[1]!.trim());

describe("pageCss: the rules a page uses", () => {
  it("keeps the utilities the page's classes name, drops the others, and keeps what names no class", () => {
    const css = pageCss(styles, page('<div class="flex text-brand">x</div>'));
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".text-brand{color:var(--color-brand)}");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain("md\\:flex");
    // The layer order, the reset, the elements the page has, attribute selectors, fonts.
    expect(css.startsWith("@layer theme,base,utilities;")).toBe(true);
    expect(css).toContain("*,:after,:before{box-sizing:border-box}");
    expect(css).toContain("html,:host{");
    expect(css).not.toContain("abbr:where([title])");
    expect(pageCss(styles, page("<abbr title=x>x</abbr>"))).toContain("abbr:where([title])");
    expect(css).toContain("@font-face{font-family:Figtree;src:url(/f.woff2)}");
    // A group left empty goes whole.
    expect(css).not.toContain("@media");
  });

  it("reads escaped class names as the markup writes them (entities too)", () => {
    const css = pageCss(
      styles,
      page(
        '<p class="mt-0.5 [&amp;_a]:underline data-[kind=error]:border-danger 2xl:flex md:hidden"><a>x</a></p>',
      ),
    );
    for (const rule of [
      ".mt-0\\.5{",
      ".\\[\\&_a\\]\\:underline a{",
      ".data-\\[kind\\=error\\]\\:border-danger[data-kind=error]{",
      ".\\32 xl\\:flex{",
      "@media (min-width:48rem){.md\\:hidden{display:none}}",
    ])
      expect(css).toContain(rule);
  });

  it("counts classes inside :where(), :is() and :has() with one argument, never those in :not()", () => {
    expect(pageCss(styles, page('<div class="x">x</div>'))).not.toContain("space-y-4");
    expect(pageCss(styles, page('<div class="space-y-4">x</div>'))).toContain(":where(.space-y-4>");
    // `.is-open` is absent, which is what :not() asks.
    expect(pageCss(styles, page('<i class="peer"></i><i class="peer-rest:block"></i>'))).toContain(
      ".peer-rest\\:block{display:block}",
    );
    const hover = ".group-hover\\:underline:is(";
    expect(pageCss(styles, page('<a class="group-hover:underline">x</a>'))).not.toContain(hover);
    expect(pageCss(styles, page('<a class="group"><b class="group-hover:underline">x</b></a>'))).toContain(
      hover,
    );
  });

  it("keeps the preflight's rules for an input's own parts only on a page with an input", () => {
    const preflight = pageStyles(
      [
        "@layer base{::file-selector-button{margin-inline-end:4px}::placeholder{opacity:1}",
        "::-webkit-date-and-time-value{min-height:1lh}::-webkit-datetime-edit-year-field{padding-block:0}",
        "::-webkit-calendar-picker-indicator{line-height:1}::-webkit-search-decoration{-webkit-appearance:none}",
        "::-webkit-inner-spin-button,::-webkit-outer-spin-button{height:auto}a:hover{color:red}}",
      ].join(""),
    );
    const inputParts = [
      "::file-selector-button",
      "::-webkit-date-and-time-value",
      "::-webkit-datetime-edit-year-field",
      "::-webkit-calendar-picker-indicator",
      "::-webkit-search-decoration",
      "::-webkit-inner-spin-button,::-webkit-outer-spin-button",
    ];
    const without = preludes(pageCss(preflight, page("<a>x</a>")));
    expect(without).toEqual(["@layer base", "::placeholder", "a:hover"]);
    const withInput = preludes(pageCss(preflight, page('<a>x</a><label>x <input name="x"></label>')));
    expect(withInput).toEqual([
      "@layer base",
      inputParts[0],
      "::placeholder",
      ...inputParts.slice(1),
      "a:hover",
    ]);
    // A script that builds an input keeps them too.
    expect(preludes(pageCss(preflight, page("<a>x</a>", 'document.createElement("input")')))).toEqual(
      withInput,
    );
  });

  it("keeps a class the page's script adds or builds markup from", () => {
    expect(pageCss(styles, page("<section data-reveal></section>"))).not.toContain("reveal-pending");
    const css = pageCss(styles, page("<section data-reveal></section>", 'e.classList.add("reveal-pending")'));
    expect(css).toContain("[data-reveal].reveal-pending{opacity:0}");
    expect(
      pageCss(styles, page("<ul></ul>", 'const c="flex md:hidden";l.className=c')).includes(".md\\:hidden"),
    ).toBe(true);
  });

  it("drops the custom properties nothing reads, follows var() through the theme, and keeps keyframes only when run", () => {
    const plain = pageCss(styles, page('<div class="flex">x</div>'));
    // Read by the reset (font-family) and, through it, --font-sans; --color-brand by no kept rule.
    expect(plain).toContain("--default-font-family:var(--font-sans)");
    expect(plain).toContain("--font-sans:Figtree,sans-serif");
    expect(plain).not.toContain("--color-brand");
    expect(plain).not.toContain("--color-unused");
    expect(plain).not.toContain("--spacing");
    expect(plain).not.toContain("@property");
    expect(plain).not.toContain("@keyframes");

    const shadow = pageCss(styles, page('<div class="shadow-card toast">x</div>'));
    expect(shadow).toContain(".shadow-card{--tw-shadow:0 1px 2px #0001;box-shadow:var(--tw-shadow)}");
    expect(shadow).toContain("@property --tw-shadow{");
    expect(shadow).not.toContain("@property --tw-rotate-x");
    expect(shadow).toContain("@keyframes toast-in{0%{opacity:0}}");
    expect(shadow).not.toContain("@keyframes spin");
    expect(shadow).not.toContain("--animate-spin");
    const spin = pageCss(styles, page('<svg class="animate-spin"></svg>'));
    expect(spin).toContain("--animate-spin:spin 1s linear infinite");
    expect(spin).toContain("@keyframes spin{");

    // A variable the markup sets or reads in a style attribute counts as read.
    expect(pageCss(styles, page('<div style="color:var(--color-unused)">x</div>'))).toContain(
      "--color-unused:red",
    );
  });

  it("writes a page that uses every rule back as the stylesheet was", () => {
    const everything = [...sheet.matchAll(/\.((?:\\.|[\w-])+)/g)]
      .map((m) => m[1]!.replace(/\\32 /g, "2").replace(/\\(.)/g, "$1"))
      .concat("2xl:flex")
      .join(" ");
    const reads = "--color-unused --tw-rotate-x";
    const markup = `<div class="${everything.replaceAll("&", "&amp;")}"><abbr>x</abbr><a>y</a></div>`;
    const css = pageCss(styles, page(markup, reads));
    expect(css).toBe(sheet);
  });

  it("keeps the order of the stylesheet, whatever subset a page uses", () => {
    const all = preludes(sheet);
    const names = [
      "flex",
      "hidden",
      "text-brand",
      "md:flex",
      "md:hidden",
      "space-y-4",
      "shadow-card",
      "toast",
    ];
    fc.assert(
      fc.property(fc.subarray(names), (chosen) => {
        const kept = preludes(pageCss(styles, page(`<div class="${chosen.join(" ")}">x</div>`)));
        const positions = kept.map((prelude) => all.indexOf(prelude));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it("parses the unminified stylesheet of development, comments and nested rules included", () => {
    const dev = pageStyles(`/*! tailwindcss */
@layer utilities {
  /* a comment with { braces } */
  .md\\:flex {
    @media (width >= 48rem) {
      display: flex;
    }
  }
  .hidden {
    display: none;
  }
  .content-\\[\\'\\}\\'\\] {
    --tw-content: '}';
    content: var(--tw-content);
  }
}
`);
    const css = pageCss(dev, page(`<div class="md:flex content-['}']">x</div>`));
    expect(css).toContain(".md\\:flex{");
    expect(css).toContain("@media (width >= 48rem) {");
    expect(css).toContain("content: var(--tw-content);");
    expect(css).not.toContain(".hidden");
    expect(css).not.toContain("a comment");
  });
});

describe("classesOf", () => {
  it("reads class attributes, entities undone, element names, and the words of inline scripts", () => {
    const classes = classesOf(
      page(
        '<a class="a  b\n[&amp;_svg]:size-4"></a><svg class="lucide"></svg>',
        'x.classList.toggle("c",!0);document.createElement("ul")',
      ),
    );
    for (const name of ["a", "b", "[&_svg]:size-4", "lucide", "c", "<a", "<svg", "<body", "<ul"])
      expect(classes.has(name)).toBe(true);
    expect(classes.has("<abbr")).toBe(false);
  });

  it("reads no words from the scripts that are data (JSON-LD, speculation rules), and the same words from a script seen before", () => {
    const data =
      '<script type="application/ld+json">{"@type":"Article","headline":"hidden flex"}</script>' +
      '<script type="speculationrules">{"prefetch":[{"eagerness":"moderate"}]}</script>';
    const classes = classesOf(page(`<p>x</p>${data}`, 'e.classList.add("shown")'));
    for (const word of ["hidden", "flex", "Article", "prefetch", "moderate"])
      expect(classes.has(word)).toBe(false);
    expect(classes.has("shown")).toBe(true);
    // The same script on another page: its words again, with that page's own classes.
    const again = classesOf(page('<p class="other">x</p>', 'e.classList.add("shown")'));
    expect([again.has("shown"), again.has("other"), again.has("<p")]).toEqual([true, true, true]);
  });
});

describe("withShortClasses: short class names in the page and its rules", () => {
  it("renames class selectors wherever they stand, escapes undone, and leaves strings and attribute selectors alone", () => {
    const names: Record<string, string> = {
      flex: "A",
      "md:flex": "B",
      group: "C",
      "[&_a]:underline": "D",
      x: "E",
    };
    const rename = (name: string) => names[name];
    expect(renameClasses(".md\\:flex,.flex", rename)).toBe(".B,.A");
    expect(renameClasses(".group-hover\\:y:is(:where(.group):hover *)", rename)).toBe(
      ".group-hover\\:y:is(:where(.C):hover *)",
    );
    expect(renameClasses(".\\[\\&_a\\]\\:underline a", rename)).toBe(".D a");
    expect(renameClasses('.peer:not(.x)~a[title=".x"],.x[data-k=".flex"]', rename)).toBe(
      '.peer:not(.E)~a[title=".x"],.E[data-k=".flex"]',
    );
    // A class the map does not know keeps its name, however it was escaped.
    expect(renameClasses(".\\32 xl\\:flex", rename)).toBe(".\\32 xl\\:flex");
  });

  it("gives the markup and the rules the same short names, and keeps the names the page's script uses", () => {
    const html = page(
      '<div class="flex text-brand md:hidden"><a class="[&amp;_a]:underline hidden">x</a><section data-reveal></section></div>',
      'e.classList.add("reveal-pending");x.className="hidden"',
    );
    const short = withShortClasses(styles, html);
    const classesIn = (markup: string) => [...markup.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]);
    const [outer, link] = classesIn(short.html);
    const names = styles.shortNames;
    expect(outer).toBe(`${names.get("flex")} ${names.get("text-brand")} ${names.get("md:hidden")}`);
    // `hidden` is a word of the script: it stays, in the markup and in the rules.
    expect(link).toBe(`${names.get("[&_a]:underline")} hidden`);
    expect(short.css).toContain(`.${names.get("flex")}{display:flex}`);
    expect(short.css).toContain(`.${names.get("md:hidden")}{display:none}`);
    expect(short.css).toContain(`.${names.get("[&_a]:underline")} a{text-decoration-line:underline}`);
    expect(short.css).toContain(".hidden{display:none}");
    expect(short.css).toContain("[data-reveal].reveal-pending{opacity:0}");
    // The same rules as without short names, but for the names.
    expect(preludes(short.css)).toHaveLength(preludes(pageCss(styles, html)).length);
    // Nothing else in the page changes.
    expect(short.html.replace(/\sclass="[^"]*"/g, "")).toBe(html.replace(/\sclass="[^"]*"/g, ""));
  });

  it("names each class once, for every page alike, with names no class of the stylesheet has", () => {
    const names = [...styles.shortNames.values()];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) {
      expect(name).toMatch(/^[A-Z][A-Za-z0-9_-]*$/);
      expect(styles.shortNames.has(name)).toBe(false);
    }
    const one = withShortClasses(styles, page('<div class="flex">x</div>'));
    const two = withShortClasses(styles, page('<p class="text-brand flex">y</p>'));
    const flex = styles.shortNames.get("flex");
    expect(one.html).toContain(`class="${flex}"`);
    expect(two.html).toContain(`${flex}"`);
  });

  it("leaves the unminified stylesheet of development, whose rules nest, as it is", () => {
    const dev = pageStyles(".md\\:flex {\n  @media (width >= 48rem) {\n    display: flex;\n  }\n}\n");
    expect(dev.shortNames.size).toBe(0);
    const html = page('<div class="md:flex">x</div>');
    expect(withShortClasses(dev, html)).toEqual({ css: pageCss(dev, html), html });
  });
});
