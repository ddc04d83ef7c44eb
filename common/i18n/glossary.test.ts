import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The glossary's rejected forms (docs/hindi-glossary.md, "Rejected forms")
 * kept out of the Hindi copy: the pages, the frame, the interface texts and
 * mails, the privacy notice and the Hindi written inline in routes and
 * components. The table in the glossary is the rule; this reads it, so a row
 * added there is checked here (issue 52).
 */

const glossary = "docs/hindi-glossary.md";

/** Where Hindi copy is written: folders (every source file under them, tests left out) and files. */
const places = [
  "app/content/hi",
  "app/i18n",
  "common/i18n",
  "common/privacy-notice.hi.ts",
  "app/routes",
  "app/components",
  "app/lib",
];

function sources(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => {
    const inner = join(path, name);
    if (statSync(inner).isDirectory()) return sources(inner);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [inner] : [];
  });
}

/** The rejected forms: the first column of the table under "## Rejected forms", comma-separated. */
function rejectedForms(markdown: string): string[] {
  const section = markdown.split(/^## Rejected forms$/m)[1]?.split(/^## /m)[0] ?? "";
  return section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !/^\| *(rejected|-)/.test(line))
    .flatMap((line) => (line.split("|")[1] ?? "").split(","))
    .map((form) => form.trim())
    .filter((form) => form !== "");
}

/**
 * A form as a whole word: no letter or vowel sign touches it on either side,
 * so प्रश्न is caught but प्रश्नावली (questionnaire, a glossary term) is not.
 */
const asWord = (form: string) => new RegExp(`(?<![\\p{L}\\p{M}])${form}(?![\\p{L}\\p{M}])`, "u");

/** Each place in `files` (path and text) where a rejected form appears, as "path: form". */
function findings(files: { path: string; text: string }[], forms: string[]): string[] {
  return files.flatMap(({ path, text }) =>
    forms.filter((form) => asWord(form).test(text)).map((form) => `${path}: ${form}`),
  );
}

describe("the Hindi glossary's rejected forms", () => {
  const forms = rejectedForms(readFileSync(glossary, "utf8"));

  it("are listed in the glossary, the issue's own among them", () => {
    for (const form of ["प्रमाणित", "प्रमाणीकरण", "सफ़र", "प्रतीक्षा सूची", "नामांकन"]) {
      expect(forms, form).toContain(form);
    }
  });

  it("appear nowhere in the Hindi copy", () => {
    const files = places.flatMap(sources).map((path) => ({ path, text: readFileSync(path, "utf8") }));
    expect(files.length).toBeGreaterThan(20);
    expect(findings(files, forms)).toEqual([]);
  });

  it("would be caught if one were put back", () => {
    const planted = { path: "app/content/hi/planted.ts", text: 'title: "सांस्कृतिक रूप से प्रमाणित आकलन"' };
    expect(findings([planted], forms)).toEqual(["app/content/hi/planted.ts: प्रमाणित"]);
    const word = { path: "app/i18n/planted.ts", text: 'faqSearch: "प्रश्न खोजें", kind: "प्रश्नावली"' };
    expect(findings([word], forms)).toEqual(["app/i18n/planted.ts: प्रश्न"]);
  });
});
