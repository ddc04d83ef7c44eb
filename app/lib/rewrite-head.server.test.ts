import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { rewriteHead, withoutClientMarks } from "./rewrite-head.server.ts";

const css = "@layer base{p{margin:0}abbr{color:red}}.used{color:teal}.unused{color:red}";

/** What React writes: the document, in chunks of `size` bytes (which may cut a character). */
async function rewrite(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return text(Readable.from(chunks).pipe(rewriteHead(css)));
}

const document = (hydrate: boolean) =>
  `<!DOCTYPE html><html lang="en-IN" data-hydrate="${hydrate}"><head><title>Sleep — and mood</title>` +
  '<link rel="modulepreload" href="/assets/entry.js"/></head>' +
  '<body><p class="used">“Namaste” ₹ 1,000 🙂</p>' +
  '<a href="/faqs" data-discover="true">FAQs<svg class="lucide lucide-chevron-down used" aria-hidden="true"></svg></a>' +
  '<svg class="lucide lucide-arrow-right lucide-move-right"></svg></body></html>';

describe("withoutClientMarks", () => {
  it("keeps a class of the page's own and every other attribute", () => {
    expect(
      withoutClientMarks(
        '<a class="lucide-like" data-discover="true" href="/">x</a><svg class="lucide lucide-x size-4 lucide-y" data-discover="false"></svg>',
      ),
    ).toBe('<a class="lucide-like" href="/">x</a><svg class="size-4 lucide-y" data-discover="false"></svg>');
  });
});

describe("rewriteHead", () => {
  it("writes into a public page the rules it uses, its classes under short names, whole characters however the chunks fall", async () => {
    const expected =
      '<!DOCTYPE html><html lang="en-IN" data-hydrate="false"><head><title>Sleep — and mood</title>' +
      "<style>@layer base{p{margin:0}}.A{color:teal}</style></head>" +
      '<body><p class="A">“Namaste” ₹ 1,000 🙂</p>' +
      '<a href="/faqs">FAQs<svg class="A" aria-hidden="true"></svg></a><svg></svg></body></html>';
    for (const size of [1, 2, 3, 5, 7, 64, 4096]) expect(await rewrite(document(false), size)).toBe(expected);
  });

  it("writes the whole stylesheet into a page that hydrates, and passes the rest on whole", async () => {
    const expected =
      '<!DOCTYPE html><html lang="en-IN" data-hydrate="true"><head><title>Sleep — and mood</title>' +
      `<style>${css}</style></head>` +
      '<body><p class="used">“Namaste” ₹ 1,000 🙂</p>' +
      '<a href="/faqs" data-discover="true">FAQs<svg class="lucide lucide-chevron-down used" aria-hidden="true"></svg></a>' +
      '<svg class="lucide lucide-arrow-right lucide-move-right"></svg></body></html>';
    for (const size of [1, 2, 3, 5, 7, 64, 4096]) expect(await rewrite(document(true), size)).toBe(expected);
  });
});
