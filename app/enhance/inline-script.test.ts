/**
 * The Vite plugin that writes a page's script into the page (runs in Node, at
 * build and in development): its transform as a unit, and the script it
 * makes run in a DOM of its own (happy-dom's Window) over the page's markup.
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { createElement } from "react";
import type { Plugin } from "vite";
import { describe, expect, it, vi } from "vitest";
import { FaqBrowser } from "#app/components/sections/faq-browser.tsx";
import { type FaqItem, faqCategories } from "#app/content/faqs.ts";
import * as hooks from "#app/lib/dom-hooks.ts";
import { selector } from "#app/lib/dom-hooks.ts";
import { serverMarkup } from "#tests/utils/dom.ts";
import { inlineScript } from "./inline-script.ts";

const here = dirname(fileURLToPath(import.meta.url));
const route = resolve(here, "../routes/marketing/faqs.tsx");

type Hook = (this: unknown, ...args: unknown[]) => Promise<unknown>;
/** The plugin's hooks, called as Vite would, in the server's or the browser's build. */
function plugin(consumer: "server" | "client") {
  const own = inlineScript() as Plugin & { resolveId: Hook; load: Hook };
  const context = {
    environment: { config: { consumer } },
    resolve: async (source: string, importer: string) => ({ id: resolve(dirname(importer), source) }),
    addWatchFile: vi.fn(),
  };
  return {
    context,
    resolveId: (source: string, importer = route) => own.resolveId.call(context, source, importer),
    load: (id: string) => own.load.call(context, id) as Promise<string | null>,
  };
}
/** The string a module `export default "…";` exports. */
const exported = (module: string) =>
  JSON.parse(module.replace(/^export default /, "").replace(/;$/, "")) as string;

describe("the inline-script plugin (app/enhance/inline-script.ts)", () => {
  it("takes only imports ending in ?inline-script, resolved as the file they name", async () => {
    const { resolveId } = plugin("server");
    expect(await resolveId("../../enhance/pages/faqs.ts")).toBeNull();
    expect(await resolveId("../../enhance/pages/faqs.ts?inline-script")).toBe(
      `${resolve(here, "pages/faqs.ts")}?inline-script`,
    );
    expect(await plugin("server").load(resolve(here, "pages/faqs.ts"))).toBeNull();
  });

  it("gives the browser's build an empty string", async () => {
    expect(await plugin("client").load(`${resolve(here, "pages/faqs.ts")}?inline-script`)).toBe(
      'export default "";',
    );
  });

  it("gives the server the page's script bundled and minified, importing nothing, its files watched", async () => {
    const { load, context } = plugin("server");
    const code = exported((await load(`${resolve(here, "pages/faqs.ts")}?inline-script`))!);
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code).not.toContain("\n  ");
    expect(code.length).toBeLessThan(12_000);
    const watched = context.addWatchFile.mock.calls.map(([file]) => String(file));
    expect(watched).toEqual(
      expect.arrayContaining([
        resolve(here, "pages/faqs.ts"),
        resolve(here, "faq.ts"),
        resolve(here, "page.ts"),
      ]),
    );
  });

  it("gives a classic script its code wrapped in a function, so it runs where it stands and its names stay its own", async () => {
    const { resolveId, load } = plugin("server");
    const id = `${resolve(here, "devanagari-preload.ts")}?inline-classic-script`;
    expect(await resolveId("../../enhance/devanagari-preload.ts?inline-classic-script")).toBe(id);
    const code = exported((await load(id))!);
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    expect(code).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
    expect(await plugin("client").load(id)).toBe('export default "";');
  });

  it("makes a script that runs in the page by itself", async () => {
    const code = exported((await plugin("server").load(`${resolve(here, "pages/faqs.ts")}?inline-script`))!);
    const items: FaqItem[] = [
      { id: "trial", category: "billing", question: "Is there a free trial?", answer: "Yes." },
      { id: "data", category: "security", question: "Where is my data kept?", answer: "In India." },
    ];
    const window = new Window({ url: "http://localhost:3000/faqs" });
    try {
      window.document.body.innerHTML = serverMarkup(
        createElement(FaqBrowser, { items, categories: faqCategories }),
        "/faqs",
      );
      window.eval(code);
      const { document } = window;
      expect(document.documentElement.getAttribute(hooks.enhanced)).toBe("true");
      const search = document.querySelector(selector(hooks.faqSearch)) as unknown as HTMLInputElement;
      expect(search.disabled).toBe(false);
      search.value = "data";
      search.dispatchEvent(new window.Event("input", { bubbles: true }) as unknown as Event);
      expect(document.querySelector(selector(hooks.faqStatus))?.textContent).toBe(
        "1 question matching “data”",
      );
    } finally {
      await window.happyDOM.abort();
      window.close();
    }
  });
});
