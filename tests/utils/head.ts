/*
 * Reading a page's head from its raw HTML, as a search engine does.
 */

/** The `hreflang` links of a page, each as "language path" ("hi /hi/faqs"). */
export const hreflangLinks = (html: string): string[] =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
    ([, lang, href]) => `${lang} ${new URL(href ?? "").pathname}`,
  );

/** The JSON-LD blocks of a page, parsed (throws if one is not JSON). */
export const jsonLdOf = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Record<string, unknown>,
  );
