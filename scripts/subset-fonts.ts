/**
 * Writes the site's two font files from their npm packages (issues 36 and
 * 49), each cut to what the pages need:
 *
 * - app/styles/fonts/figtree-latin.woff2, the Latin face of every page:
 *   Figtree cut to Basic Latin and the few other characters the pages and
 *   typographic text use (scripts/font-characters.ts), its weight axis kept from 400 to 700 (the
 *   weights the styles use): 12 KB, from 20 KB for the package's Latin file
 *   (Latin-1's accented letters, ƒ, the Vietnamese marks, 300 and 800-900).
 *   A character outside it takes "Figtree Fallback" (Arial, scaled), whose
 *   `unicode-range` in app/styles/app.css lists the same characters;
 * - app/styles/fonts/noto-sans-devanagari-hindi.woff2, for a device without a
 *   Devanagari face: Noto Sans Devanagari cut to the letters and signs of the
 *   Hindi alphabet (scripts/font-characters.ts), with the joiners and the dotted circle that
 *   shaping uses; harfbuzz keeps every glyph that shaping reaches from them,
 *   so every conjunct, half form, reph and matra of those letters stays.
 *   Devanagari digits, the Vedic signs and the letters only other languages
 *   use (Marathi's ळ, Sindhi's, Kashmiri's) are left out: text with them
 *   takes the device's face for those letters. One weight, 400, rather than
 *   the variable axis: the axis doubled the file (52 KB for the same
 *   letters). Bold Devanagari from this file then shows at 400.
 *
 * Run it again (`npm run fonts:subset`) after updating a font package, or
 * after changing a list in scripts/font-characters.ts. Both fonts' licence (SIL Open Font License 1.1) allows a
 * subset under its own name; the files keep the fonts' names and licences
 * in their tables.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { hindiCharacters, latinCharacters } from "./font-characters.ts";

const resolve = createRequire(import.meta.url).resolve;
// Another folder as the first argument writes there instead (the test compares the two).
const fontsDir = process.argv[2] ?? "app/styles/fonts";

const fonts = [
  {
    file: "figtree-latin.woff2",
    source: "@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2",
    characters: latinCharacters,
    variationAxes: { wght: { min: 400, max: 700, default: 400 } },
  },
  {
    file: "noto-sans-devanagari-hindi.woff2",
    source:
      "@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2",
    characters: hindiCharacters,
    variationAxes: { wght: 400 },
  },
];

for (const font of fonts) {
  const source = readFileSync(resolve(font.source));
  const subset = await subsetFont(source, font.characters, {
    targetFormat: "woff2",
    variationAxes: font.variationAxes,
  });
  const path = join(fontsDir, font.file);
  writeFileSync(path, subset);
  console.log(`${path}: ${subset.length} bytes (from ${source.length})`);
}
